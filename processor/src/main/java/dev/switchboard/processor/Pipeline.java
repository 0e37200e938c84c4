package dev.switchboard.processor;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.incremental.RouteInputs;
import dev.switchboard.processor.inspection.RouteInspection;
import dev.switchboard.processor.leftovers.LeftoverOutputs;
import dev.switchboard.processor.output.OutputFiles;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * The processor's work, round by round: discover, validate, resolve, write, record. Created only
 * when a round may change a route ({@link UnchangedRounds}).
 */
final class Pipeline {
  private final RoundState state = new RoundState();
  private final Diagnostics diagnostics;
  private final InternalErrors internalErrors;
  private final Discovery discovery;
  private final ModuleStateStep moduleState;
  private final ValidationStep validation;
  private final GenerationStep generation;
  private final LeftoverOutputs leftovers;

  Pipeline(ProcessingEnvironment environment, RouteInputs inputs) {
    diagnostics = new Diagnostics(environment.getMessager());
    internalErrors = new InternalErrors(diagnostics, environment.getOptions());
    IncrementalBuild incremental = new IncrementalBuild(environment, diagnostics, inputs);
    leftovers = new LeftoverOutputs(new OutputFiles(environment.getFiler()));
    RouteInspection inspection = new RouteInspection(
        environment,
        diagnostics,
        new ModuleStateStep.PreviousHandlesLocation(incremental),
        new ModuleStateStep.WrittenFiles(incremental));
    discovery = new Discovery(environment, diagnostics, state, incremental);
    moduleState = new ModuleStateStep(state, incremental, inspection);
    validation = new ValidationStep(environment, diagnostics, state, internalErrors);
    generation = new GenerationStep(
        environment, diagnostics, state, incremental, inspection, internalErrors);
  }

  InternalErrors internalErrors() {
    return internalErrors;
  }

  void process(RoundInput round) {
    discovery.discover(round);
    if (state.phase() == Phase.FIRST_ROUND) {
      moduleState.mergePreviousBuild();
    }
    state.seenHandlers.addAll(state.pendingHandlers);
    state.seenDispatchers.addAll(state.pendingDispatchers);
    if (round.processingOver()) {
      // Without errors every dispatcher of the module was written or found current, but one held
      // for members, written after this: what the previous build wrote besides belongs to none.
      boolean noErrors = !diagnostics.errorReported()
          && !round.errorRaised()
          && state.phase() != Phase.HELD_FOR_MEMBERS;
      leftovers.delete(
          moduleState.record(!diagnostics.anyReported() && !round.errorRaised(), noErrors));
    }
    if (state.phase() == Phase.WRITTEN) {
      discovery.reportLate();
      return;
    }
    if (!validation.complete(round)) {
      return;
    }
    if (!state.phase().writesIn(round.processingOver()) || state.nothingToWrite()) {
      return;
    }
    state.written();
    if (!diagnostics.errorReported()) {
      generation.run();
    }
  }
}
