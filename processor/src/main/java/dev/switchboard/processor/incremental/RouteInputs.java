package dev.switchboard.processor.incremental;

import dev.switchboard.processor.api.IndexMarkers;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.output.OutputFiles;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * What the routes of the module depend on besides its classes' bodies ({@link ModuleState.Inputs}),
 * and the check that none of it changed since the previous build: then that build's output is this
 * build's, and the processor does nothing. The check reads cheap facts only: the signatures of the
 * classes compiled now ({@link CompiledSignatures}), the state and its context digest, the files the
 * previous build wrote ({@link WrittenOutputs}), the sources it recorded ({@link RecordedSources})
 * and the few classes outside the module that a route depends on ({@link ExternalClasses}).
 */
public final class RouteInputs {
  private final Elements elements;
  private final OutputFiles output;
  private final StateFile file;
  private final String context;
  private final CompiledSignatures compiled;
  private final WrittenOutputs outputs;
  private final RecordedSources sources;
  private final ExternalClasses external;

  private StateFile.Previous previous;
  /**
   * The previous state as text, for a compilation of at most {@link #FEW_CLASSES} classes whose
   * first round has not been found to change a route yet; empty once the state is read whole.
   */
  private Optional<StateText> skimmed;

  /**
   * @param handlesLocation where a {@code @Handles} is written, when known ({@link TypeSignatures})
   * @param context the digest of what else a route depends on ({@link ModuleState.Inputs#context})
   */
  public RouteInputs(
      ProcessingEnvironment environment,
      BiFunction<Element, AnnotationMirror, Optional<String>> handlesLocation,
      String context) {
    this.elements = environment.getElementUtils();
    this.output = new OutputFiles(environment.getFiler());
    this.file = new StateFile(output);
    this.context = context;
    TypeSignatures signatures =
        new TypeSignatures(elements, SwitchboardTypes.HANDLES, handlesLocation);
    this.compiled = new CompiledSignatures(elements, signatures);
    this.outputs = new WrittenOutputs(output);
    this.sources = new RecordedSources(SourceFiles.of(environment));
    this.external = new ExternalClasses(elements, signatures);
  }

  /**
   * The most classes a compilation may compile for the previous state to be looked up by name in
   * its text ({@link StateText}) rather than read whole; each is looked up in the whole text.
   */
  static final int FEW_CLASSES = 8;

  /** The previous build's state, read once. */
  StateFile.Previous previous() {
    if (previous == null) {
      previous = file.read();
      skimmed = Optional.empty();
    }
    return previous;
  }

  /** The previous state as text, while it is not read whole and {@code roots} are few. */
  private Optional<StateText> skimmed(Collection<TypeElement> roots) {
    if (previous != null || roots.size() > FEW_CLASSES) {
      return Optional.empty();
    }
    if (skimmed == null) {
      skimmed = file.skim();
    }
    return skimmed;
  }

  /**
   * Notes the signatures of {@code roots}, classes compiled from source in this round; returns
   * whether the previous build recorded each as it is now, and none refers to a type that cannot be
   * found.
   */
  public boolean compiled(Collection<TypeElement> roots) {
    Optional<StateText> text = skimmed(roots);
    if (text.isEmpty()) {
      return compiled.compiled(roots, recorded().signatures());
    }
    Map<String, String> recorded = new HashMap<>();
    for (TypeElement root : roots) {
      String name = CanonicalNames.of(root);
      text.get().recorded(name).signature().ifPresent(signature -> recorded.put(name, signature));
    }
    return compiled.compiled(roots, recorded);
  }

  /**
   * Whether nothing the routes depend on changed since the previous build, {@code roots} being the
   * classes of the first round, whose signatures {@link #compiled} found as recorded: that build was
   * complete and reported nothing, its output is still there as it wrote it, no class it saw was
   * removed or moved, no library index is on the class path, the classes outside the module that
   * routes depend on are as they were, and so is the {@link ModuleState.Inputs#context context}.
   */
  public boolean unchangedSince(Collection<TypeElement> roots) {
    if (!output.keptUnlessWritten()) {
      return false;
    }
    Optional<StateText> text = skimmed(roots);
    if (text.isPresent()) {
      if (!unchangedBesidesSources(text.get().withoutClasses(), roots)) {
        return false;
      }
      Optional<Boolean> unchanged = sources.unchanged(text.get(), roots);
      if (unchanged.isPresent()) {
        return unchanged.get();
      }
      // The text cannot tell about the sources: the line of each class can.
      return previous() instanceof StateFile.Previous.Found found
          && sources.unchanged(found.state(), roots);
    }
    return previous() instanceof StateFile.Previous.Found found
        && unchangedBesidesSources(found.state(), roots)
        && sources.unchanged(found.state(), roots);
  }

  private boolean unchangedBesidesSources(ModuleState state, Collection<TypeElement> roots) {
    return state.format() == ModuleState.FORMAT
        && state.incomplete().isEmpty()
        && state.inputs().clean()
        && state.inputs().context().equals(context)
        && !roots.isEmpty()
        && noLibraries(state, roots)
        && outputs.asWritten(state)
        && external.unchanged(state);
  }

  /**
   * The SHA-256 of the routes lock text the previous build's routes make, if it recorded one;
   * {@code roots} are the classes of the first round.
   */
  public Optional<String> recordedLock(Collection<TypeElement> roots) {
    Optional<StateText> text = skimmed(roots);
    return WrittenOutputs.recordedLock(
        text.isPresent() ? text.get().withoutClasses().inputs() : recorded());
  }

  /** The SHA-256 of {@code text} in UTF-8, as the state records files. */
  public static String sha256(String text) {
    return TypeSignatures.sha256(text);
  }

  /**
   * Whether no library index can be on the class path or module path but the module's own: no
   * marker in their package but those the module generated, and no named module that may hold one.
   */
  private boolean noLibraries(ModuleState state, Collection<TypeElement> roots) {
    for (TypeElement root : roots) {
      ModuleElement module = elements.getModuleOf(root);
      if (module != null && !module.isUnnamed()) {
        return false;
      }
    }
    if (elements.getModuleElement(SwitchboardTypes.ANNOTATIONS_MODULE) != null) {
      return false;
    }
    // A compilation of a named module (or a root in one) takes the normal path: its indexes may be
    // in any module it reads. On the class path, the markers are in the unnamed module, looked up
    // alone rather than in every module of the platform.
    ModuleElement unnamed = elements.getModuleElement("");
    PackageElement markers = unnamed == null
        ? elements.getPackageElement(IndexMarkers.PACKAGE)
        : elements.getPackageElement(unnamed, IndexMarkers.PACKAGE);
    if (markers == null) {
      return true;
    }
    for (TypeElement marker : ElementFilter.typesIn(markers.getEnclosedElements())) {
      if (!WrittenOutputs.recordsSourceOf(
          state.inputs(), IndexMarkers.PACKAGE + "." + marker.getSimpleName())) {
        return false;
      }
    }
    return true;
  }

  /** Notes that this build wrote, or found current, the generated source {@code packageName.name} of {@code text}. */
  void wroteSource(String packageName, String name, String text) {
    outputs.wroteSource(packageName, name, text);
  }

  /** Notes that this build wrote the resource {@code name} of the class output, of {@code text}. */
  void wroteResource(String name, String text) {
    outputs.wroteResource(name, text);
  }

  /** Notes the text of the routes lock the routes of this build make. */
  void routesLock(String text) {
    outputs.routesLock(text);
  }

  /** Notes the classes the routes of {@code model} depend on: its handlers, their events and interceptors. */
  void dependOn(DispatcherModel model) {
    external.dependOn(model);
  }

  /**
   * What this build records for the next one: the signatures of the classes of the module ({@link
   * CompiledSignatures#toRecord}, {@code kept} being the classes of the state written now), the
   * classes outside the module its routes depend on, its outputs, and the previous build's outputs
   * not written again unless {@code deletesLeftovers}.
   */
  ModuleState.Inputs toRecord(
      ModuleState previousState, Set<String> kept, boolean clean, boolean deletesLeftovers) {
    Map<String, String> signaturesNow = compiled.toRecord(previousState, kept, outputs);
    return new ModuleState.Inputs(
        signaturesNow,
        external.toRecord(signaturesNow.keySet(), kept),
        outputs.toRecord(deletesLeftovers ? Optional.empty() : Optional.of(previousState.inputs())),
        context,
        clean);
  }

  /** What the previous build wrote and this one neither wrote nor found current. */
  NotWrittenAgain notWrittenAgain() {
    return outputs.notWrittenAgain(recorded());
  }

  /** What the previous build recorded besides its classes; nothing when there is no usable state. */
  private ModuleState.Inputs recorded() {
    return previous() instanceof StateFile.Previous.Found found
        ? found.state().inputs()
        : ModuleState.Inputs.NONE;
  }
}
