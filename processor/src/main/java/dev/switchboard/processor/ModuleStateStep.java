package dev.switchboard.processor;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.incremental.NotWrittenAgain;
import dev.switchboard.processor.inspection.RouteInspection;
import dev.switchboard.processor.inspection.SourceLocation;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Carries the module's state from one build to the next, so a compilation that sees only some files
 * of the module generates every dispatcher as a full build would.
 */
final class ModuleStateStep {
  private final RoundState state;
  private final IncrementalBuild incremental;
  private final RouteInspection inspection;

  ModuleStateStep(RoundState state, IncrementalBuild incremental, RouteInspection inspection) {
    this.state = state;
    this.incremental = incremental;
    this.inspection = inspection;
  }

  /** Adds what the previous build of the module saw, was not recompiled now, and still exists. */
  void mergePreviousBuild() {
    state.previousBuildMerged(); // first, so a failure is not met again in every round
    IncrementalBuild.Kept kept =
        incremental.previous(SwitchboardTypes.HANDLES, SwitchboardTypes.EVENT_DISPATCHER);
    state.pendingHandlers.addAll(kept.handlers());
    state.pendingDispatchers.addAll(kept.dispatchers());
    state.notRecompiled.addAll(kept.handlers());
    state.notRecompiled.addAll(kept.dispatchers());
    state.knownTypes.addAll(kept.types());
  }

  /**
   * Records what this build saw, for the next one; {@code clean} when neither Switchboard nor the
   * compiler reported an error, and Switchboard no warning, {@code noErrors} when neither reported an
   * error and every dispatcher was written. Returns the outputs of the previous build that belong to
   * nothing now ({@link IncrementalBuild#record}).
   */
  NotWrittenAgain record(boolean clean, boolean noErrors) {
    // Every handler class seen, valid or not: a method that fails now keeps its row, as its class
    // does.
    Map<String, Optional<String>> methodLocations = new TreeMap<>();
    for (String handler : state.seenHandlers) {
      methodLocations.putAll(inspection.locateHandlesMethods(handler));
    }
    return incremental.record(
        state.seenHandlers,
        state.seenDispatchers,
        state.knownTypesToRecord(),
        new HandlesLocation(),
        methodLocations,
        clean,
        noErrors);
  }

  // Named classes rather than lambdas on the path every compilation runs: see ShadowedNames.

  /** Where an earlier build saw the {@code @Handles} of a handler that was not recompiled. */
  static final class PreviousHandlesLocation implements Function<String, Optional<String>> {
    private final IncrementalBuild incremental;

    PreviousHandlesLocation(IncrementalBuild incremental) {
      this.incremental = incremental;
    }

    @Override
    public Optional<String> apply(String handler) {
      return incremental.previousHandlesLocation(handler);
    }
  }

  /** Tells the module state what the reports and the lock are. */
  static final class WrittenFiles implements RouteInspection.Written {
    private final IncrementalBuild incremental;

    WrittenFiles(IncrementalBuild incremental) {
      this.incremental = incremental;
    }

    @Override
    public void resource(String name, String text) {
      incremental.wroteResource(name, text);
    }

    @Override
    public void routesLock(String text) {
      incremental.routesLock(text);
    }
  }

  /** Where the {@code @Handles} of a handler is written, for the module state. */
  private final class HandlesLocation implements Function<String, Optional<String>> {
    @Override
    public Optional<String> apply(String handler) {
      Optional<SourceLocation> location = inspection.locateHandles(handler);
      return location.isPresent() ? Optional.of(location.get().toString()) : Optional.empty();
    }
  }
}
