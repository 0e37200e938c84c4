package dev.switchboard.processor.inspection;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading, writing and comparing lock files, including handler lists of several handlers. */
class RoutesLockFormatTest {
  @Test
  void textRoundTrips() throws Exception {
    RoutesLock lock = RoutesLock.parse(
        "a.Events: a.Placed -> a.Audit, a.Reserve\na.Events: a.Express -> a.Reserve"
            + " (inherited from a.Placed)\n");

    assertThat(RoutesLock.parse(lock.text())).isEqualTo(lock);
    assertThat(lock.text()).startsWith("# Switchboard routes lock");
    assertThat(lock.text())
        .endsWith("a.Events: a.Express -> a.Reserve (inherited from a.Placed)\n"
            + "a.Events: a.Placed -> a.Audit, a.Reserve\n");
  }

  @Test
  void sameHandlersInAnotherOrderAreReordered() throws Exception {
    RoutesLock locked = RoutesLock.parse("a.Events: a.Placed -> a.Audit, a.Reserve\n");
    RoutesLock generated = RoutesLock.parse("a.Events: a.Placed -> a.Reserve, a.Audit\n");

    List<String> changes = locked.changesTo(generated).get("a.Events");

    assertThat(changes)
        .containsExactly("re-ordered: a.Placed -> a.Reserve, a.Audit (was a.Audit, a.Reserve)");
    assertThat(RoutesLock.summary(changes)).isEqualTo("1 re-ordered");
  }

  @Test
  void aDispatcherOnlyOnOneSideHasAllItsRoutesAddedOrRemoved() throws Exception {
    RoutesLock locked = RoutesLock.parse("a.Old: a.Placed -> a.Reserve\n");
    RoutesLock generated = RoutesLock.parse("a.New: a.Placed -> a.Reserve\n");

    assertThat(locked.changesTo(generated))
        .containsExactly(
            "a.New", List.of("added:      a.Placed -> a.Reserve"),
            "a.Old", List.of("removed:    a.Placed -> a.Reserve"));
  }

  @Test
  void equalLocksHaveNoChanges() throws Exception {
    RoutesLock lock = RoutesLock.parse("a.Events: a.Placed -> a.Reserve\n");

    assertThat(lock.changesTo(RoutesLock.parse("\n# comment\na.Events: a.Placed -> a.Reserve")))
        .isEmpty();
  }

  @Test
  void linesWithoutDispatcherEventOrHandlerAreMalformed() {
    for (String line : List.of(
        "a.Placed -> a.Reserve",
        "a.Events: a.Placed",
        "a.Events: a.Placed -> ",
        "a.Events:  -> a.Reserve")) {
      RoutesLock.MalformedLineException e = assertThrows(
          RoutesLock.MalformedLineException.class, () -> RoutesLock.parse("# header\n" + line));
      assertThat(e.lineNumber()).isEqualTo(2);
    }
  }
}
