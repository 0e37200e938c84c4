package dev.switchboard.processor;

import com.google.auto.service.AutoService;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.incremental.SupportedAnnotationTypes;
import dev.switchboard.processor.inspection.RouteInspection;
import dev.switchboard.processor.multimodule.LibraryMode;
import dev.switchboard.processor.resolution.DefaultDispatcher;
import dev.switchboard.processor.resolution.UnroutedHandlers;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Generates a dispatcher for every {@code @EventDispatcher} of the compilation (or a default one)
 * from its {@code @Handles} classes: discover, validate, resolve, write.
 *
 * <p>Element names, never elements, are kept across rounds ({@link RoundState}). An element that
 * refers to a type not generated yet is deferred and validated again next round ({@link
 * DeferredElements}). Dispatchers are written in the first round where nothing is deferred and no
 * error was reported ({@link Phase}); a type still missing in the last round is reported once,
 * unless javac already reported errors.
 *
 * <p>A compilation may see only some files of the module (IDEs, ecj, Maven without incremental
 * mode): {@link IncrementalBuild} adds what the previous build saw and is still there, so every
 * dispatcher of the module is generated as a full build would. That is why the processor runs for
 * every compilation ({@code *}): recompiling only an event class changes routes too.
 */
@AutoService(Processor.class)
public final class SwitchboardProcessor extends AbstractProcessor {
  private final RoundState state = new RoundState();
  private final SupportedAnnotationTypes supportedTypes =
      new SupportedAnnotationTypes(SwitchboardTypes.HANDLES, SwitchboardTypes.EVENT_DISPATCHER);

  private Diagnostics diagnostics;
  private InternalErrors internalErrors;
  private Discovery discovery;
  private ModuleStateStep moduleState;
  private ValidationStep validation;
  private GenerationStep generation;

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    supportedTypes.init(environment);
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    // Every compilation, not only those with @Handles or @EventDispatcher in their sources: a
    // partial
    // compilation of an event class alone changes the routes of the module's dispatchers. Under
    // Gradle, javac is told Switchboard's own annotations (see SupportedAnnotationTypes).
    return supportedTypes.next();
  }

  @Override
  public Set<String> getSupportedOptions() {
    Set<String> options = new TreeSet<>(RouteInspection.OPTIONS);
    options.addAll(Set.of(
        DefaultDispatcher.OPTION,
        LibraryMode.OPTION,
        UnroutedHandlers.OPTION,
        InternalErrors.DEBUG_OPTION));
    return options;
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (diagnostics == null) {
      start();
    }
    try {
      processRound(round);
    } catch (RuntimeException | LinkageError e) {
      // Never let javac crash: whatever went wrong is an error of this compilation, not of javac.
      internalErrors.report("the compilation", null, e);
    }
    return false; // never claim: other processors may read these annotations too
  }

  private void start() {
    diagnostics = new Diagnostics(processingEnv.getMessager());
    internalErrors = new InternalErrors(diagnostics, processingEnv.getOptions());
    IncrementalBuild incremental = new IncrementalBuild(processingEnv, diagnostics);
    RouteInspection inspection = new RouteInspection(
        processingEnv, diagnostics, new ModuleStateStep.PreviousHandlesLocation(incremental));
    discovery = new Discovery(processingEnv, diagnostics, state, incremental);
    moduleState = new ModuleStateStep(state, incremental, inspection);
    validation = new ValidationStep(processingEnv, diagnostics, state, internalErrors);
    generation = new GenerationStep(
        processingEnv, diagnostics, state, incremental, inspection, internalErrors);
  }

  private void processRound(RoundEnvironment round) {
    discovery.discover(round);
    if (state.phase() == Phase.FIRST_ROUND) {
      moduleState.mergePreviousBuild();
    }
    state.seenHandlers.addAll(state.pendingHandlers);
    state.seenDispatchers.addAll(state.pendingDispatchers);
    if (round.processingOver()) {
      moduleState.record();
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
