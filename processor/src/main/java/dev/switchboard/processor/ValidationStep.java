package dev.switchboard.processor;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.completion.UnfinishedClasses;
import dev.switchboard.processor.completion.UnresolvedAnnotations;
import dev.switchboard.processor.diagnostics.CompilerErrors;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.validation.DispatcherValidator;
import dev.switchboard.processor.validation.HandlerClassValidator;
import dev.switchboard.processor.validation.Validation;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Validates the pending handlers and dispatchers of a round, deferring by name those that refer to
 * types not generated yet; a type still missing in the last round is reported once.
 */
final class ValidationStep {
  private final ProcessingEnvironment environment;
  private final Diagnostics diagnostics;
  private final RoundState state;
  private final DeferredElements deferred;
  private final CompilerErrors compilerErrors;
  private final UnfinishedClasses unfinished;
  private final UnresolvedAnnotations unresolved;

  ValidationStep(
      ProcessingEnvironment environment,
      Diagnostics diagnostics,
      RoundState state,
      InternalErrors internalErrors) {
    this.environment = environment;
    this.diagnostics = diagnostics;
    this.state = state;
    this.deferred = new DeferredElements(environment.getElementUtils(), internalErrors);
    this.compilerErrors = CompilerErrors.of(environment);
    this.unfinished = UnfinishedClasses.of(environment);
    this.unresolved = UnresolvedAnnotations.of(environment);
  }

  /** Whether {@code type} is compiled from source in this compilation. */
  private boolean compiledNow(TypeElement type) {
    return state.compiledNow.contains(CanonicalNames.of(type));
  }

  /** Whether every pending element is validated: none waits for a type of a later round. */
  boolean complete(RoundInput round) {
    deferred.validate(
        state.pendingHandlers, state.handlers, new HandlerValidation(round.processingOver()));
    deferred.validate(
        state.pendingDispatchers,
        state.dispatchers,
        new DispatcherValidation(round.processingOver()));
    if (!deferred.any()) {
      return true;
    }
    if (round.processingOver() && !round.errorRaised() && !diagnostics.errorReported()) {
      reportUnresolved();
    }
    return false;
  }

  /** Reports the types still missing at the end, unless javac reports them itself. */
  private void reportUnresolved() {
    deferred.forEach((name, element, missing) -> {
      if (!compilerErrors.reportsUnresolvedNamesIn(element, state.compiledNow.contains(name))) {
        diagnostics.report(Message.UNRESOLVED_TYPE, element, name, missing);
      }
    });
  }

  // Named classes rather than lambdas on the path every compilation runs: see ShadowedNames.

  private final class HandlerValidation
      implements BiFunction<String, TypeElement, Validation<List<HandlerModel>>> {
    private final boolean lastRound;

    HandlerValidation(boolean lastRound) {
      this.lastRound = lastRound;
    }

    @Override
    public Validation<List<HandlerModel>> apply(String name, TypeElement element) {
      if (!lastRound && !state.notRecompiled.contains(name)) {
        Optional<String> pending = unfinished.pendingMembers(name, element);
        if (pending.isPresent()) {
          state.heldForMembers();
          return new Validation.Deferred<>(pending.get());
        }
        Optional<String> annotation =
            unresolved.first(element, SwitchboardTypes.HANDLES, ValidationStep.this::compiledNow);
        if (annotation.isPresent()) {
          return new Validation.Deferred<>(annotation.get());
        }
      }
      Diagnostics on =
          state.notRecompiled.contains(name) ? diagnostics.notRecompiled(name) : diagnostics;
      return new HandlerClassValidator(
              environment.getElementUtils(), environment.getTypeUtils(), on)
          .validate(element);
    }
  }

  private final class DispatcherValidation
      implements BiFunction<String, TypeElement, Validation<DispatcherDeclaration>> {
    private final boolean lastRound;

    DispatcherValidation(boolean lastRound) {
      this.lastRound = lastRound;
    }

    @Override
    public Validation<DispatcherDeclaration> apply(String name, TypeElement element) {
      if (!lastRound && !state.notRecompiled.contains(name)) {
        Optional<String> annotation = unresolved.first(
            element, SwitchboardTypes.EVENT_DISPATCHER, ValidationStep.this::compiledNow);
        if (annotation.isPresent()) {
          return new Validation.Deferred<>(annotation.get());
        }
      }
      Diagnostics on = state.notRecompiled.contains(name)
          ? diagnostics.notRecompiled(
              name,
              new CompiledNow(environment.getElementUtils(), state.compiledNow)
                  .declarationSite(element, environment.getTypeUtils()))
          : diagnostics;
      return new DispatcherValidator(environment.getElementUtils(), environment.getTypeUtils(), on)
          .validate(element);
    }
  }
}
