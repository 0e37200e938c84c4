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
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
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
import javax.lang.model.element.ModuleElement;
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
  private static final String RUNTIME_PACKAGE = "dev.switchboard";

  private final Elements elements;
  private final OutputFiles output;
  private final StateFile file;
  private final SourceFiles sources;
  private final TypeSignatures signatures;
  private final String context;

  private StateFile.Previous previous;
  /** The signature of each class compiled from source in this build, every round, by canonical name. */
  private final Map<String, String> compiled = new TreeMap<>();
  /** Each file written or found current in this build ({@link ModuleState.Inputs#outputs}). */
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
        && noLibraries(state, roots)
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
    SourceDirectories directories = new SourceDirectories();
    for (Map<String, ModuleState.Entry> entries :
        List.of(state.handlers(), state.dispatchers(), state.types())) {
      for (ModuleState.Entry entry : entries.values()) {
        if (compiledNow.containsKey(entry.name()) || entry.source().isEmpty()) {
          continue;
        }
        String source = directories.fileKey(entry.source().get());
        if (compiledFiles.contains(source)) {
          return false; // its file is compiled now and no longer declares it
        }
        if (checked.add(source) && !directories.mayExist(entry.source().get())) {
          return false; // deleted
        }
      }
    }
    return true;
  }

  /**
   * The sources of a module by directory: most share a few, so each directory's URI is normalized
   * once, and listed once instead of asking the file system about every file.
   */
  private static final class SourceDirectories {
    private final Map<String, String> keys = new HashMap<>();
    private final Map<String, Optional<Set<String>>> listings = new HashMap<>();

    /** {@link RelativeSourceUris#fileKey}, from the key of its directory. */
    String fileKey(String uri) {
      int slash = uri.lastIndexOf('/');
      String directory = uri.substring(0, slash + 1);
      String key = keys.get(directory);
      if (key == null) {
        key = RelativeSourceUris.fileKey(directory);
        keys.put(directory, key);
      }
      return key + uri.substring(slash + 1);
    }

    /** Whether the file at {@code uri} exists, or cannot be told not to ({@link SourceFiles#exists}). */
    boolean mayExist(String uri) {
      int slash = uri.lastIndexOf('/');
      String directory = uri.substring(0, slash + 1);
      Optional<Set<String>> names = listings.get(directory);
      if (names == null) {
        names = list(directory);
        listings.put(directory, names);
      }
      return names.isPresent()
          ? names.get().contains(uri.substring(slash + 1))
          : !SourceFiles.exists(uri).equals(Optional.of(false));
    }

    /** The names of the files in {@code directory}; empty when it is not a local directory to list. */
    private static Optional<Set<String>> list(String directory) {
      try {
        URI parsed = URI.create(directory);
        if (!"file".equals(parsed.getScheme())) {
          return Optional.empty();
        }
        Set<String> names = new HashSet<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(Path.of(parsed))) {
          for (Path file : files) {
            names.add(file.getFileName().toString());
          }
        }
        return Optional.of(names);
      } catch (NoSuchFileException deleted) {
        return Optional.of(Set.of());
      } catch (IOException | RuntimeException unknown) {
        return Optional.empty();
      }
    }
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
   * Whether every file the previous build wrote is still there as it wrote it: of the length it
   * recorded, and not written after the state (which is written last), and each generated source
   * with a class file compiled after it. Times and lengths rather than contents: hashing the
   * dispatcher's source and report would cost, in a cold JVM, a good part of what this check saves.
   */
  private boolean outputsAsWritten(ModuleState state) {
    long stateWritten;
    try {
      stateWritten = output.inClassOutput(StateFile.NAME).getLastModified();
    } catch (IOException | RuntimeException missing) {
      return false;
    }
    for (Map.Entry<String, String> written : state.inputs().outputs().entrySet()) {
      String key = written.getKey();
      try {
        if (key.startsWith(SOURCE)) {
          String path = key.substring(SOURCE.length());
          int slash = path.lastIndexOf('/');
          String packageName = path.substring(0, slash);
          String name = path.substring(slash + 1);
          FileObject source = output.generatedSource(packageName, name);
          long sourceWritten = source.getLastModified();
          if (!asWritten(source, written.getValue(), stateWritten)
              || output.classFile(packageName, name).getLastModified() <= sourceWritten) {
            return false;
          }
        } else if (key.startsWith(RESOURCE)
            && !asWritten(
                output.inClassOutput(key.substring(RESOURCE.length())),
                written.getValue(),
                stateWritten)) {
          return false;
        }
      } catch (IOException | RuntimeException missing) {
        // Compilers report a missing file differently; anything unreadable means the normal path.
        return false;
      }
    }
    return true;
  }

  /** Whether {@code file} exists, was not written after {@code stateWritten}, and is {@code length} bytes long. */
  private static boolean asWritten(FileObject file, String length, long stateWritten)
      throws IOException {
    long written = file.getLastModified();
    if (written <= 0 || written > stateWritten) {
      return false;
    }
    URI uri = file.toUri();
    return !"file".equals(uri.getScheme())
        || length.equals(Long.toString(Files.size(Path.of(uri))));
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
    outputs.put(sourceKey(packageName, name), length(text));
  }

  /** Notes that this build wrote the resource {@code name} of the class output, of {@code text}. */
  void wroteResource(String name, String text) {
    outputs.put(RESOURCE + name, length(text));
  }

  /** The length of {@code text} in UTF-8, in bytes, as the state records a file written. */
  private static String length(String text) {
    return Integer.toString(text.getBytes(StandardCharsets.UTF_8).length);
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
      if (!seen.add(name) || platformOrRuntime(name)) {
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

  /**
   * Whether {@code name} is a class of the Java platform (the Java version is in the context) or of
   * Switchboard's runtime (which goes with the processor's version, also in the context).
   */
  private static boolean platformOrRuntime(String name) {
    int dot = name.lastIndexOf('.');
    String packageName = dot < 0 ? "" : name.substring(0, dot);
    return name.startsWith("java.")
        || name.startsWith("javax.")
        || packageName.equals(RUNTIME_PACKAGE)
        || packageName.equals(RUNTIME_PACKAGE + ".support");
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
