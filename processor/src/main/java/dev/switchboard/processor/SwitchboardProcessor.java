package dev.switchboard.processor;

import com.google.auto.service.AutoService;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
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
 * mode): {@link dev.switchboard.processor.incremental.IncrementalBuild} adds what the previous
 * build saw and is still there, so every dispatcher of the module is generated as a full build
 * would. That is why the processor runs for every compilation ({@code *}): recompiling only an event
 * class changes routes too. A compilation that changes no route is skipped ({@link
 * UnchangedRounds}), and the rest of the processor ({@link Pipeline}) is then not loaded.
 */
@AutoService(Processor.class)
public final class SwitchboardProcessor extends AbstractProcessor {
  private final SupportedAnnotationTypes supportedTypes =
      new SupportedAnnotationTypes(SwitchboardTypes.HANDLES, SwitchboardTypes.EVENT_DISPATCHER);

  private UnchangedRounds unchanged;
  private Pipeline pipeline;

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    supportedTypes.init(environment);
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    // Every compilation, not only those with @Handles or @EventDispatcher in their sources: a
    // partial compilation of an event class alone changes the routes of the module's dispatchers.
    // Under Gradle, javac is told Switchboard's own annotations (see SupportedAnnotationTypes).
    return supportedTypes.next();
  }

  @Override
  public Set<String> getSupportedOptions() {
    // The names, not the classes that read them: those are loaded only when a round is processed.
    return new TreeSet<>(Set.of(
        RouteInspection.PRINT_ROUTES_OPTION,
        RouteInspection.ROUTES_LOCK_OPTION,
        RouteInspection.UPDATE_ROUTES_LOCK_OPTION,
        DefaultDispatcher.OPTION,
        LibraryMode.OPTION,
        UnroutedHandlers.OPTION,
        InternalErrors.DEBUG_OPTION));
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    RoundInput.Live input = new RoundInput.Live(round, processingEnv.getElementUtils());
    try {
      if (unchanged == null) {
        unchanged = new UnchangedRounds(processingEnv);
      }
      if (pipeline == null && unchanged.skip(input)) {
        return false;
      }
      if (pipeline == null) {
        pipeline = new Pipeline(processingEnv, unchanged.inputs());
        for (RoundInput skipped : unchanged.skipped()) {
          pipeline.process(skipped);
        }
      } else {
        unchanged.compiled(input);
      }
      pipeline.process(input);
    } catch (RuntimeException | LinkageError e) {
      // Never let javac crash: whatever went wrong is an error of this compilation, not of javac.
      InternalErrors internalErrors = pipeline != null
          ? pipeline.internalErrors()
          : new InternalErrors(
              new Diagnostics(processingEnv.getMessager()), processingEnv.getOptions());
      internalErrors.report("the compilation", null, e);
    }
    return false; // never claim: other processors may read these annotations too
  }
}
