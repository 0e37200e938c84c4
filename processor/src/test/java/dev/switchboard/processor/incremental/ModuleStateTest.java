package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The digest lines of the module state, read back as written; older formats still read. */
class ModuleStateTest {
  @Test
  void digestsOfGeneratedDispatchersAreReadBackAsWritten() throws Exception {
    ModuleState state = new ModuleState(
        Map.of("p.H", new ModuleState.Entry("p.H", Optional.empty(), Optional.of("p/H.java:2"))),
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of("p.SwitchboardEvents", "0a1b", "q.SwitchboardOther", "2c3d"),
        Optional.empty(),
        ModuleState.Inputs.NONE,
        ModuleState.FORMAT);

    String text = state.text(RelativeSourceUris.NONE);

    assertThat(text).contains("generated\tp.SwitchboardEvents\t0a1b\n");
    assertThat(ModuleState.parse(text, RelativeSourceUris.NONE)).isEqualTo(state);
  }

  @Test
  void whatElseTheRoutesDependOnIsReadBackAsWritten() throws Exception {
    ModuleState state = new ModuleState(
        Map.of(),
        Map.of(),
        Map.of("p.H", new ModuleState.Entry("p.H", Optional.empty(), Optional.empty())),
        Map.of(),
        Map.of(),
        Optional.empty(),
        new ModuleState.Inputs(
            Map.of("p.H", "11aa"),
            Map.of("lib.Event", "22bb"),
            Map.of("source:p/SwitchboardEvents", "1234", "lock", "33cc"),
            "44dd",
            true),
        ModuleState.FORMAT);

    String text = state.text(RelativeSourceUris.NONE);

    assertThat(text).contains("signature\tp.H\t11aa\n");
    assertThat(text).contains("clean\tyes\n");
    assertThat(ModuleState.parse(text, RelativeSourceUris.NONE)).isEqualTo(state);
  }

  /** The same state, its maps filled in another order, is written as the same text. */
  @Test
  void theTextOfAStateDoesNotDependOnTheOrderItWasFilledIn() {
    String text = stateFilledIn(List.of("b/SwitchboardB", "a/SwitchboardA", "c/SwitchboardC"))
        .text(RelativeSourceUris.NONE);

    assertThat(text)
        .isEqualTo(stateFilledIn(List.of("c/SwitchboardC", "b/SwitchboardB", "a/SwitchboardA"))
            .text(RelativeSourceUris.NONE));
    assertThat(text)
        .contains("output\tsource:a/SwitchboardA\t10\n"
            + "output\tsource:b/SwitchboardB\t10\n"
            + "output\tsource:c/SwitchboardC\t10\n");
  }

  /** A state whose generated sources {@code sources} are added in that order, and nothing else. */
  private static ModuleState stateFilledIn(List<String> sources) {
    Map<String, String> outputs = new LinkedHashMap<>();
    for (String source : sources) {
      outputs.put("source:" + source, "10");
    }
    return new ModuleState(
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Optional.empty(),
        new ModuleState.Inputs(Map.of(), Map.of(), outputs, "", false),
        ModuleState.FORMAT);
  }

  /** The lines after the format line of an older state, of formats 8 and 9 alike. */
  private static final String OLDER_STATE_LINES = "dispatcher\tp.Events\t../src/p/Events.java\t-\n"
      + "generated\tp.SwitchboardEvents\t0a1b\n"
      + "output\tsource:p/SwitchboardEvents\t1234\n"
      + "clean\tyes\n";

  /** A state of format 8 is read with every line. */
  @Test
  void aFormat8StateIsRead() throws Exception {
    ModuleState state =
        ModuleState.parse("format\t8\n" + OLDER_STATE_LINES, RelativeSourceUris.NONE);

    assertThat(state.format()).isEqualTo(8);
    assertReadWithEveryLine(state);
  }

  /** A state of format 9 is read with every line but its module ones, which the state written then lacks. */
  @Test
  void aFormat9StateIsReadWithoutItsModuleLines() throws Exception {
    String text = "format\t9\n"
        + OLDER_STATE_LINES
        + "module\tsource:p/SwitchboardEvents\tapp.core\n"
        + "module\tsource:q/SwitchboardOther\t\n";

    ModuleState state = ModuleState.parse(text, RelativeSourceUris.NONE);

    assertThat(state.format()).isEqualTo(9);
    assertReadWithEveryLine(state);
    String written = state.text(RelativeSourceUris.NONE);
    assertThat(written).contains("format\t" + ModuleState.FORMAT + "\n");
    assertThat(written).contains("output\tsource:p/SwitchboardEvents\t1234\n");
    assertThat(written).doesNotContain("module\t");
  }

  /** Asserts that {@code state} holds what {@link #OLDER_STATE_LINES} say. */
  private static void assertReadWithEveryLine(ModuleState state) {
    assertThat(state.dispatchers()).containsKey("p.Events");
    assertThat(state.generated()).containsExactly("p.SwitchboardEvents", "0a1b");
    assertThat(state.inputs().outputs()).containsExactly("source:p/SwitchboardEvents", "1234");
    assertThat(state.inputs().clean()).isTrue();
  }

  @Test
  void aStateWithoutDigestsHasNoneToCompare() throws Exception {
    String text = "format\t" + ModuleState.FORMAT + "\nhandler\tp.H\t-\t-\n";

    assertThat(ModuleState.parse(text, RelativeSourceUris.NONE).generated()).isEmpty();
  }
}
