package dev.switchboard.processor;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.validation.LocalHandlers;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** What a round brings: the classes it compiles, and the handlers and dispatchers they declare. */
final class Discovery {
  private final Elements elements;
  private final Diagnostics diagnostics;
  private final RoundState state;
  private final IncrementalBuild incremental;
  private final Optional<LocalHandlers> localHandlers;

  Discovery(
      ProcessingEnvironment environment,
      Diagnostics diagnostics,
      RoundState state,
      IncrementalBuild incremental) {
    this.elements = environment.getElementUtils();
    this.diagnostics = diagnostics;
    this.state = state;
    this.incremental = incremental;
    this.localHandlers = LocalHandlers.of(environment, diagnostics);
  }

  /** Notes the classes of {@code round} and adds its handlers and dispatchers to those pending. */
  void discover(RoundInput round) {
    for (TypeElement type : round.rootTypes()) {
      Set<String> compiled = incremental.compiled(type);
      state.knownTypes.addAll(compiled);
      state.compiledNow.addAll(compiled);
      if (!state.generatedTypes.contains(CanonicalNames.of(type))) {
        if (localHandlers.isPresent()) {
          localHandlers.get().check(type);
        }
      }
    }
    state.pendingHandlers.addAll(round.annotated(SwitchboardTypes.HANDLES));
    state.pendingDispatchers.addAll(round.annotated(SwitchboardTypes.EVENT_DISPATCHER));
  }

  /** Reports the handlers and dispatchers that appeared after the dispatchers were written. */
  void reportLate() {
    reportLate(state.pendingHandlers);
    reportLate(state.pendingDispatchers);
  }

  private void reportLate(Set<String> names) {
    for (String name : names) {
      diagnostics.report(Message.LATE_HANDLER, elements.getTypeElement(name), name);
    }
    names.clear();
  }
}
