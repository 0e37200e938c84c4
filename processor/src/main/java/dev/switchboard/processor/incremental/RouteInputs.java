package dev.switchboard.processor.incremental;

import dev.switchboard.processor.api.IndexMarkers;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiFunction;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.tools.FileObject;

/**
 * What the routes of the module depend on besides its classes' bodies ({@link ModuleState.Inputs}),
 * and the check that none of it changed since the previous build: then that build's output is this
 * build's, and the processor does nothing. The check reads cheap facts only: the signatures of the
 * classes compiled now ({@link TypeSignatures}), the state, the files the previous build wrote, the
 * sources it recorded (do they still exist) and the few classes outside the module that a route
 * depends on.
 */
public final class RouteInputs {
  private static final String SOURCE = "source:";
  private static final String RESOURCE = "resource:";
  private static final String LOCK = "lock";

  private final Elements elements;
  private final OutputFiles output;
  private final StateFile file;
  private final SourceFiles sources;
  private final TypeSignatures signatures;
  private final String context;

  private StateFile.Previous previous;
  /** The signature of each class compiled from source in this build, every round, by canonical name. */
  private final Map<String, String> compiled = new TreeMap<>();
  /** The SHA-256 of each file written or found current in this build ({@link ModuleState.Inputs#outputs}). */
  private final Map<String, String> outputs = new TreeMap<>();
  /** Classes the routes of this build depend on, by canonical name: events, interceptors, handlers. */
  private final Set<String> dependencies = new TreeSet<>();

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
    this.sources = SourceFiles.of(environment);
    this.signatures = new TypeSignatures(elements, SwitchboardTypes.HANDLES, handlesLocation);
    this.context = context;
  }

  /** The previous build's state, read once. */
  StateFile.Previous previous() {
    if (previous == null) {
      previous = file.read();
    }
    return previous;
  }

  /**
   * Notes the signatures of {@code roots}, classes compiled from source in this round; returns
   * whether the previous build recorded each as it is now, and none refers to a type that cannot be
   * found.
   */
  public boolean compiled(Collection<TypeElement> roots) {
    Map<String, String> recorded = recorded().signatures();
    boolean same = true;
    for (TypeElement root : roots) {
      String name = CanonicalNames.of(root);
      String signature = signatures.of(root);
      compiled.put(name, signature);
      same &= signature.equals(recorded.get(name));
    }
    return same && !signatures.missingTypes();
  }

  /**
   * Whether nothing the routes depend on changed since the previous build, {@code roots} being the
   * classes of the first round, whose signatures {@link #compiled} found as recorded: that build was
   * complete and reported nothing, its output is still there as it wrote it, no class it saw was
   * removed or moved, no library index is on the class path, the classes outside the module that
   * routes depend on are as they were, and so is the {@link ModuleState.Inputs#context context}.
   */
  public boolean unchangedSince(Collection<TypeElement> roots) {
    if (!output.keptUnlessWritten() || !(previous() instanceof StateFile.Previous.Found found)) {
      return false;
    }
    ModuleState state = found.state();
    return state.format() == ModuleState.FORMAT
        && state.incomplete().isEmpty()
        && state.inputs().clean()
        && state.inputs().context().equals(context)
        && !roots.isEmpty()
        && sourcesUnchanged(state, roots)
        && noLibraries(state)
        && outputsAsWritten(state)
        && externalUnchanged(state);
  }

  /** The SHA-256 of the routes lock text the previous build's routes make, if it recorded one. */
  public Optional<String> recordedLock() {
    return Optional.ofNullable(recorded().outputs().get(LOCK));
  }

  /** The SHA-256 of {@code text} in UTF-8, as the state records files. */
  public static String sha256(String text) {
    return TypeSignatures.sha256(text);
  }

  /**
   * Whether the classes compiled now come from the files the previous build recorded, none is a
   * dispatcher it generated, no file compiled now dropped a class it declared then, and the source
   * of every other class it recorded still exists.
   */
  private boolean sourcesUnchanged(ModuleState state, Collection<TypeElement> roots) {
    Map<String, Optional<String>> compiledNow = new TreeMap<>();
    for (TypeElement root : roots) {
      addNested(root, sources.sourceOf(root), compiledNow);
    }
    Set<String> compiledFiles = new HashSet<>();
    for (Map.Entry<String, Optional<String>> compiledClass : compiledNow.entrySet()) {
      String name = compiledClass.getKey();
      Optional<String> recorded = state.sourceOf(name);
      Optional<String> now = compiledClass.getValue();
      if (state.generated().containsKey(name)
          || recorded.isPresent() != now.isPresent()
          || (now.isPresent() && !RelativeSourceUris.sameFile(now.get(), recorded.get()))) {
        return false;
      }
      if (now.isPresent()) {
        compiledFiles.add(RelativeSourceUris.fileKey(now.get()));
      }
    }
    Set<String> checked = new HashSet<>();
    for (Map<String, ModuleState.Entry> entries :
        List.of(state.handlers(), state.dispatchers(), state.types())) {
      for (ModuleState.Entry entry : entries.values()) {
        if (compiledNow.containsKey(entry.name()) || entry.source().isEmpty()) {
          continue;
        }
        String source = RelativeSourceUris.fileKey(entry.source().get());
        if (compiledFiles.contains(source)) {
          return false; // its file is compiled now and no longer declares it
        }
        if (checked.add(source)
            && SourceFiles.exists(entry.source().get()).equals(Optional.of(false))) {
          return false; // deleted
        }
      }
    }
    return true;
  }

  private void addNested(
      TypeElement type, Optional<String> source, Map<String, Optional<String>> names) {
    names.put(CanonicalNames.of(type), source);
    for (TypeElement nested : ElementFilter.typesIn(type.getEnclosedElements())) {
      addNested(nested, source, names);
    }
  }

  /**
   * Whether no library index can be on the class path or module path but the module's own: no
   * marker in their package but those the module generated, and no named module that may hold one.
   */
  private boolean noLibraries(ModuleState state) {
    if (elements.getModuleElement(SwitchboardTypes.ANNOTATIONS_MODULE) != null) {
      return false;
    }
    PackageElement markers = elements.getPackageElement(IndexMarkers.PACKAGE);
    if (markers == null) {
      return true;
    }
    for (TypeElement marker : ElementFilter.typesIn(markers.getEnclosedElements())) {
      if (!state
          .inputs()
          .outputs()
          .containsKey(sourceKey(IndexMarkers.PACKAGE, marker.getSimpleName().toString()))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether every file the previous build wrote is still there as it wrote it, and each generated
   * source has a class file compiled after it.
   */
  private boolean outputsAsWritten(ModuleState state) {
    for (Map.Entry<String, String> written : state.inputs().outputs().entrySet()) {
      String key = written.getKey();
      try {
        if (key.startsWith(SOURCE)) {
          String path = key.substring(SOURCE.length());
          int slash = path.lastIndexOf('/');
          String packageName = path.substring(0, slash);
          String name = path.substring(slash + 1);
          FileObject source = output.generatedSource(packageName, name);
          FileObject compiledClass = output.classFile(packageName, name);
          long sourceWritten = source.getLastModified();
          if (sourceWritten <= 0
              || compiledClass.getLastModified() <= sourceWritten
              || !written.getValue().equals(sha256(source))) {
            return false;
          }
        } else if (key.startsWith(RESOURCE)) {
          if (!written
              .getValue()
              .equals(sha256(output.inClassOutput(key.substring(RESOURCE.length()))))) {
            return false;
          }
        }
      } catch (IOException | RuntimeException missing) {
        // Compilers report a missing file differently; anything unreadable means the normal path.
        return false;
      }
    }
    return true;
  }

  private static String sha256(FileObject file) throws IOException {
    try (InputStream in = file.openInputStream()) {
      return HexFormat.of().formatHex(TypeSignatures.sha256().digest(in.readAllBytes()));
    }
  }

  /** Whether the classes outside the module that the previous build's routes depend on are as they were. */
  private boolean externalUnchanged(ModuleState state) {
    for (Map.Entry<String, String> external : state.inputs().external().entrySet()) {
      TypeElement type = elements.getTypeElement(external.getKey());
      if (type == null || !signatures.of(type).equals(external.getValue())) {
        return false;
      }
    }
    return true;
  }

  /** Notes that this build wrote, or found current, the generated source {@code packageName.name} of {@code text}. */
  void wroteSource(String packageName, String name, String text) {
    outputs.put(sourceKey(packageName, name), sha256(text));
  }

  /** Notes that this build wrote the resource {@code name} of the class output, of {@code text}. */
  void wroteResource(String name, String text) {
    outputs.put(RESOURCE + name, sha256(text));
  }

  /** Notes the text of the routes lock the routes of this build make. */
  void routesLock(String text) {
    outputs.put(LOCK, sha256(text));
  }

  private static String sourceKey(String packageName, String name) {
    return SOURCE + packageName + "/" + name;
  }

  /** The key of the generated source of the top-level class {@code canonicalName}. */
  private static String sourceKey(String canonicalName) {
    int dot = canonicalName.lastIndexOf('.');
    return sourceKey(
        dot < 0 ? "" : canonicalName.substring(0, dot), canonicalName.substring(dot + 1));
  }

  /** Notes the classes the routes of {@code model} depend on: its handlers, their events and interceptors. */
  void dependOn(DispatcherModel model) {
    for (HandlerModel handler : model.handlers()) {
      dependencies.add(handler.type().qualifiedName());
      for (TypeRef event : handler.events()) {
        dependencies.add(event.qualifiedName());
      }
      for (InterceptorRef interceptor : handler.interceptors()) {
        dependencies.add(interceptor.type().qualifiedName());
        dependencies.add(interceptor.accepts().qualifiedName());
      }
    }
    for (InterceptorRef interceptor : model.parts().interceptors()) {
      dependencies.add(interceptor.type().qualifiedName());
      dependencies.add(interceptor.accepts().qualifiedName());
    }
    if (model.declaration().declared().isPresent()) {
      dependencies.add(model.declaration().declared().get().canonicalName());
    }
  }

  /**
   * What this build records for the next one: the signatures of the classes compiled now, and those
   * the previous build recorded of classes still in the module ({@code kept}: the classes of the
   * state written now) or, for classes the state does not name (generated by other processors),
   * whose class is still there; the classes outside the module its routes depend on; its outputs.
   */
  ModuleState.Inputs toRecord(ModuleState previousState, Set<String> kept, boolean clean) {
    ModuleState.Inputs recorded = previousState.inputs();
    Map<String, String> signaturesNow = new TreeMap<>(compiled);
    Set<String> previouslyNamed = new HashSet<>();
    previouslyNamed.addAll(previousState.handlers().keySet());
    previouslyNamed.addAll(previousState.dispatchers().keySet());
    previouslyNamed.addAll(previousState.types().keySet());
    for (Map.Entry<String, String> signature : recorded.signatures().entrySet()) {
      String name = signature.getKey();
      if (signaturesNow.containsKey(name)) {
        continue;
      }
      String asSource = sourceKey(name);
      boolean stillThere;
      if (kept.contains(name)) {
        stillThere = true;
      } else if (recorded.outputs().containsKey(asSource)) {
        stillThere = outputs.containsKey(asSource); // generated now too, or found current
      } else {
        stillThere = !previouslyNamed.contains(name) && elements.getTypeElement(name) != null;
      }
      if (stillThere) {
        signaturesNow.put(name, signature.getValue());
      }
    }
    return new ModuleState.Inputs(
        signaturesNow, external(signaturesNow.keySet(), kept), outputs, context, clean);
  }

  /**
   * The signatures of the classes outside the module that the routes depend on: those noted, and
   * their supertypes, but the module's own and the platform's (the Java version is in the context).
   */
  private Map<String, String> external(Set<String> moduleSignatures, Set<String> moduleClasses) {
    Map<String, String> external = new TreeMap<>();
    Set<String> seen = new HashSet<>();
    Deque<String> pending = new ArrayDeque<>(dependencies);
    while (!pending.isEmpty()) {
      String name = pending.poll();
      if (!seen.add(name) || name.startsWith("java.") || name.startsWith("javax.")) {
        continue;
      }
      TypeElement type = elements.getTypeElement(name);
      if (type == null) {
        continue;
      }
      if (!moduleSignatures.contains(name) && !moduleClasses.contains(name)) {
        external.put(name, signatures.of(type));
      }
      addSupertype(type.getSuperclass(), pending);
      for (TypeMirror supertype : type.getInterfaces()) {
        addSupertype(supertype, pending);
      }
    }
    return external;
  }

  private static void addSupertype(TypeMirror supertype, Deque<String> pending) {
    if (supertype instanceof DeclaredType declared
        && declared.asElement() instanceof TypeElement type) {
      pending.add(CanonicalNames.of(type));
    }
  }

  /** What the previous build recorded besides its classes; nothing when there is no usable state. */
  private ModuleState.Inputs recorded() {
    return previous() instanceof StateFile.Previous.Found found
        ? found.state().inputs()
        : ModuleState.Inputs.NONE;
  }
}
