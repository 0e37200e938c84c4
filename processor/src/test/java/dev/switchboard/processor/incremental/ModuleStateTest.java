package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The digest and module lines of the module state, read back as written; older formats still read. */
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
            Map.of(),
            "44dd",
            true),
        ModuleState.FORMAT);

    String text = state.text(RelativeSourceUris.NONE);

    assertThat(text).contains("signature\tp.H\t11aa\n");
    assertThat(text).contains("clean\tyes\n");
    assertThat(ModuleState.parse(text, RelativeSourceUris.NONE)).isEqualTo(state);
  }

  @Test
  void theModuleOfEachGeneratedSourceIsReadBackAsWrittenTheUnnamedOneEmpty() throws Exception {
    ModuleState state = withOutputs(
        Map.of("source:p/SwitchboardEvents", "1234", "source:q/SwitchboardOther", "56"),
        Map.of("source:q/SwitchboardOther", "", "source:p/SwitchboardEvents", "app.core"));

    String text = state.text(RelativeSourceUris.NONE);

    assertThat(text)
        .contains("module\tsource:p/SwitchboardEvents\tapp.core\n"
            + "module\tsource:q/SwitchboardOther\t\n");
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
        .contains("module\tsource:a/SwitchboardA\ta\n"
            + "module\tsource:b/SwitchboardB\tb\n"
            + "module\tsource:c/SwitchboardC\tc\n");
  }

  /** A state whose generated sources {@code sources}, each in the module named like its package, are added in that order. */
  private static ModuleState stateFilledIn(List<String> sources) {
    Map<String, String> outputs = new LinkedHashMap<>();
    Map<String, String> modules = new LinkedHashMap<>();
    for (String source : sources) {
      outputs.put("source:" + source, "10");
      modules.put("source:" + source, source.substring(0, source.indexOf('/')));
    }
    return withOutputs(outputs, modules);
  }

  /** A state that records the generated sources {@code outputs}, in {@code modules}, and nothing else. */
  private static ModuleState withOutputs(Map<String, String> outputs, Map<String, String> modules) {
    return new ModuleState(
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Optional.empty(),
        new ModuleState.Inputs(Map.of(), Map.of(), outputs, modules, "", false),
        ModuleState.FORMAT);
  }

  /** A state of format 8, which records no module, is read with every other line. */
  @Test
  void aFormat8StateIsReadWithoutModules() throws Exception {
    String text = "format\t8\n"
        + "dispatcher\tp.Events\t../src/p/Events.java\t-\n"
        + "generated\tp.SwitchboardEvents\t0a1b\n"
        + "output\tsource:p/SwitchboardEvents\t1234\n"
        + "clean\tyes\n";

    ModuleState state = ModuleState.parse(text, RelativeSourceUris.NONE);

    assertThat(state.format()).isEqualTo(8);
    assertThat(state.dispatchers()).containsKey("p.Events");
    assertThat(state.generated()).containsExactly("p.SwitchboardEvents", "0a1b");
    assertThat(state.inputs().outputs()).containsExactly("source:p/SwitchboardEvents", "1234");
    assertThat(state.inputs().modules()).isEmpty();
  }

  @Test
  void aStateWithoutDigestsHasNoneToCompare() throws Exception {
    String text = "format\t" + ModuleState.FORMAT + "\nhandler\tp.H\t-\t-\n";

    assertThat(ModuleState.parse(text, RelativeSourceUris.NONE).generated()).isEmpty();
  }
}
