package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The digest lines of the module state, read back as written. */
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

  @Test
  void aStateWithoutDigestsHasNoneToCompare() throws Exception {
    String text = "format\t" + ModuleState.FORMAT + "\nhandler\tp.H\t-\t-\n";

    assertThat(ModuleState.parse(text, RelativeSourceUris.NONE).generated()).isEmpty();
  }
}
