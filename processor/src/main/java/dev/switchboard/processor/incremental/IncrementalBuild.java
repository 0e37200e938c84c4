package dev.switchboard.processor.incremental;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.output.OutputFiles;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import javax.annotation.processing.FilerException;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * Makes a compilation of only some files of a module (IDEs, ecj, maven-compiler-plugin without
 * incremental mode, Gradle) generate the dispatchers a full build would: it reads what the previous
 * build of the module saw ({@link ModuleState}), keeps what was not recompiled and still exists, and
 * records what this build saw for the next one.
 *
 * <p>Where it cannot be sure (a state from another version, unreadable, or missing after an earlier
 * build; a class file deleted while its source stays) it merges what it safely can and warns once.
 */
public final class IncrementalBuild {
  private final ProcessingEnvironment environment;
  private final Diagnostics diagnostics;
  private final OutputFiles output;
  private final RouteInputs inputs;
  private final SourceFiles sources;
  /** The source file of each class compiled now (an empty value when the compiler does not tell). */
  private final Map<String, Optional<String>> compiledNow = new TreeMap<>();

  private StateFile.Previous previous;
  /** Classes of the module this build could not see: recorded again, so later builds check them again. */
  private Set<String> unseen = Set.of();
  /** Why this build could not know every class of the module; recorded so later builds warn too. */
  private Optional<String> incomplete = Optional.empty();

  private boolean warned;
  /** The digest of each dispatcher generated now, or found current, by canonical name. */
  private final Map<String, String> generated = new TreeMap<>();

  /** {@code inputs}: what else the routes depend on, and the previous state it read. */
  public IncrementalBuild(
      ProcessingEnvironment environment, Diagnostics diagnostics, RouteInputs inputs) {
    this.environment = environment;
    this.diagnostics = diagnostics;
    this.output = new OutputFiles(environment.getFiler());
    this.inputs = inputs;
    this.sources = SourceFiles.of(environment);
  }

  /** Notes that {@code type}, a root element of this compilation, is compiled now; returns it and its nested classes. */
  public Set<String> compiled(TypeElement type) {
    Set<String> names = new TreeSet<>();
    addCompiled(type, sources.sourceOf(type), names);
    return names;
  }

  private void addCompiled(TypeElement type, Optional<String> source, Set<String> names) {
    String name = CanonicalNames.of(type);
    compiledNow.put(name, source);
    names.add(name);
    for (TypeElement nested : ElementFilter.typesIn(type.getEnclosedElements())) {
      addCompiled(nested, source, names);
    }
  }

  /**
   * The classes of the previous build that this compilation must see although they are not compiled
   * now: call once, after the root elements of the first round were passed to {@link #compiled}.
   */
  public Kept previous(String handles, String eventDispatcher) {
    previous = inputs.previous();
    if (previous instanceof StateFile.Previous.Unusable unusable) {
      incomplete("the state of the previous build (" + StateFile.NAME
          + " in the class output) is unusable: " + unusable.reason());
      return Kept.NONE;
    }
    if (!(previous instanceof StateFile.Previous.Found found)) {
      return Kept.NONE;
    }
    if (found.state().format() < ModuleState.QUALIFIED_METHODS) {
      // Re-keyed here, where the classes the rows name can be looked up.
      found = new StateFile.Previous.Found(found
          .state()
          .withMethods(MethodKeys.requalified(
              found.state().methods(),
              handles,
              environment.getElementUtils(),
              environment.getTypeUtils())));
      previous = found;
    }
    if (found.state().incomplete().isPresent()) {
      String reason = found.state().incomplete().get();
      incomplete = Optional.of(reason);
      warnOnce(reason + " (in an earlier build, not rebuilt from clean since)");
    }
    Optional<String> relocated = relocatedSource(found.state());
    if (relocated.isPresent()) {
      incomplete(
          "the source of " + relocated.get()
              + " is not where the previous build recorded it, relative to the"
              + " class output: the sources or the class output moved since, so deleted sources cannot be told");
    }
    PreviousBuild.Kept kept = new PreviousBuild(environment.getElementUtils())
        .keep(found.state(), compiledNow, handles, eventDispatcher, relocated.isEmpty());
    unseen = kept.unseen();
    if (!unseen.isEmpty()) {
      warnOnce("the class files of " + String.join(", ", kept.unseen())
          + " are missing although their sources are still there");
    }
    if (!kept.leftByDeletedSources().isEmpty()) {
      diagnostics.report(
          Message.CLASS_OF_DELETED_SOURCE_LEFT,
          null,
          String.join(", ", kept.leftByDeletedSources()));
    }
    return new Kept(kept.handlers(), kept.dispatchers(), kept.types());
  }

  /**
   * A class compiled now from another directory than the one the previous build recorded, at a file
   * that does not exist: the sources and the class output no longer stand where they stood to each
   * other, so every recorded source may name a missing file although it is there. A class compiled now
   * from another file of its recorded directory was moved there by the user ("move class", a renamed
   * file): its package, hence its source root, is the same, and this build records where it lives
   * now. Asks the file system only about a source in another directory than the recorded one.
   */
  private Optional<String> relocatedSource(ModuleState previousState) {
    for (Map.Entry<String, Optional<String>> compiled : compiledNow.entrySet()) {
      Optional<String> recorded = previousState.sourceOf(compiled.getKey());
      if (compiled.getValue().isPresent()
          && recorded.isPresent()
          && !RelativeSourceUris.sameDirectory(
              recorded.get(), compiled.getValue().get())
          && recorded.flatMap(SourceFiles::exists).equals(Optional.of(false))) {
        return Optional.of(compiled.getKey());
      }
    }
    return Optional.empty();
  }

  /** What a partial compilation keeps from the previous build: qualified names. */
  public record Kept(Set<String> handlers, Set<String> dispatchers, Set<String> types) {
    static final Kept NONE = new Kept(Set.of(), Set.of(), Set.of());
  }

  /**
   * Where the {@code @Handles} of {@code handler} was written, as the previous build recorded it: a
   * handler class by its name, a handler method by its {@link MethodKeys key}.
   */
  public Optional<String> previousHandlesLocation(String handler) {
    ModuleState.Entry entry = previousState().handlers().get(handler);
    if (entry == null) {
      entry = previousState().methods().get(handler);
    }
    return entry == null ? Optional.empty() : entry.handlesAt();
  }

  /**
   * Warns when there is no state although the class output holds the route report {@code
   * reportResource} of an earlier build: that build was made by a Switchboard without module state,
   * or the state was deleted, so classes not compiled now are unknown. Call before writing the report.
   */
  public void checkEarlierOutput(String reportResource) {
    if (!(previous instanceof StateFile.Previous.Missing) || warned) {
      return;
    }
    try {
      output.inClassOutput(reportResource).openInputStream().close();
      incomplete("the class output holds " + reportResource
          + " from an earlier build, but no state of that build (" + StateFile.NAME + ")");
    } catch (FileNotFoundException | NoSuchFileException | IllegalArgumentException absent) {
      // no earlier build: nothing to merge
    } catch (IOException unreadable) {
      // cannot tell; the report is rewritten anyway
    }
  }

  /**
   * Writes the state of this build: every handler and dispatcher it saw (valid or not, so that a
   * later partial build reports their errors again) and the classes known when it wrote the dispatchers,
   * with {@code methodLocations}, where the {@code @Handles} of each method of those handlers is written
   * (by {@link MethodKeys key}). Call once, in the last round.
   *
   * <p>Returns what the previous build wrote and this one neither wrote nor found current, for the
   * caller to delete, when {@code noErrors} (this build wrote every dispatcher of the module) and
   * both builds saw every class of the module; otherwise nothing, and the state records those files
   * so that a later build deletes them.
   */
  public NotWrittenAgain record(
      Collection<String> handlers,
      Collection<String> dispatchers,
      Collection<String> types,
      Function<String, Optional<String>> handlesLocation,
      Map<String, Optional<String>> methodLocations,
      boolean clean,
      boolean noErrors) {
    if (handlers.isEmpty()
        && dispatchers.isEmpty()
        && previous instanceof StateFile.Previous.Missing) {
      // a module (or test compilation) that does not use Switchboard gets no state
      return NotWrittenAgain.NONE;
    }
    Map<String, ModuleState.Entry> handlerEntries = new TreeMap<>();
    for (String name : handlers) {
      handlerEntries.put(
          name, new ModuleState.Entry(name, source(name), handlesLocation.apply(name)));
    }
    Map<String, ModuleState.Entry> dispatcherEntries = entries(dispatchers);
    Map<String, ModuleState.Entry> typeEntries = entries(types);
    ModuleState previousState = previousState();
    Map<String, ModuleState.Entry> methodEntries = new TreeMap<>();
    for (Map.Entry<String, Optional<String>> method : methodLocations.entrySet()) {
      methodEntries.put(
          method.getKey(),
          new ModuleState.Entry(method.getKey(), Optional.empty(), method.getValue()));
    }
    for (String name : unseen) {
      keepPrevious(previousState.handlers(), name, handlerEntries);
      keepPrevious(previousState.dispatchers(), name, dispatcherEntries);
      keepPrevious(previousState.types(), name, typeEntries);
      for (ModuleState.Entry method : previousState.methods().values()) {
        if (method.name().startsWith(name + "#")) {
          methodEntries.putIfAbsent(method.name(), method);
        }
      }
    }
    // A class this build or the previous one could not see may be what an output was written for.
    boolean deletesLeftovers = noErrors
        && !warned
        && incomplete.isEmpty()
        && unseen.isEmpty()
        && previous instanceof StateFile.Previous.Found;
    Set<String> kept = new TreeSet<>(handlerEntries.keySet());
    kept.addAll(dispatcherEntries.keySet());
    kept.addAll(typeEntries.keySet());
    ModuleState state = new ModuleState(
        handlerEntries,
        dispatcherEntries,
        typeEntries,
        methodEntries,
        generated,
        incomplete,
        inputs.toRecord(previousState, kept, clean && !warned, deletesLeftovers),
        ModuleState.FORMAT);
    try {
      new StateFile(output).write(state);
    } catch (IOException | RuntimeException e) {
      warnOnce("its state could not be written (" + e + ")");
      return NotWrittenAgain.NONE; // the next build deletes them
    }
    return deletesLeftovers ? inputs.notWrittenAgain() : NotWrittenAgain.NONE;
  }

  /**
   * Whether the previous build recorded {@code digest} for the generated class {@code name}: then the
   * dispatcher it wrote is the one this build would write, provided its output is still there. Never
   * when that build could not see every class of the module, when this one cannot, or when the
   * generated class is compiled now from a source.
   */
  public boolean unchanged(String name, String digest) {
    return previous instanceof StateFile.Previous.Found found
        && found.state().format() == ModuleState.FORMAT
        && found.state().incomplete().isEmpty()
        && incomplete.isEmpty()
        && unseen.isEmpty()
        && !compiledNow.containsKey(name)
        && digest.equals(found.state().generated().get(name));
  }

  /**
   * Notes that this build wrote the generated source {@code packageName.name} of {@code text}, or
   * found it current, and that the routes depend on the classes of {@code model}; for the next build
   * to compare ({@link RouteInputs}).
   */
  public void wroteDispatcher(DispatcherModel model, String packageName, String name, String text) {
    inputs.wroteSource(packageName, name, text);
    inputs.dependOn(model);
  }

  /** Notes that this build wrote the generated source {@code packageName.name} of {@code text}. */
  public void wroteSource(String packageName, String name, String text) {
    inputs.wroteSource(packageName, name, text);
  }

  /** Notes that this build wrote the resource {@code name} of the class output, of {@code text}. */
  public void wroteResource(String name, String text) {
    inputs.wroteResource(name, text);
  }

  /** Notes the text of the routes lock the routes of this build make. */
  public void routesLock(String text) {
    inputs.routesLock(text);
  }

  /**
   * Records that this build wrote the generated class {@code name}, or found it current, with {@code
   * digest}, for the next build to compare. Call before {@link #record}.
   */
  public void generated(String name, String digest) {
    generated.put(name, digest);
  }

  private Map<String, ModuleState.Entry> entries(Collection<String> names) {
    Map<String, ModuleState.Entry> entries = new TreeMap<>();
    for (String name : names) {
      entries.put(name, new ModuleState.Entry(name, source(name), Optional.empty()));
    }
    return entries;
  }

  private static void keepPrevious(
      Map<String, ModuleState.Entry> previous,
      String name,
      Map<String, ModuleState.Entry> entries) {
    ModuleState.Entry entry = previous.get(name);
    if (entry != null) {
      entries.putIfAbsent(name, entry);
    }
  }

  /** The source of a class: compiled now, or as the previous build recorded it. */
  private Optional<String> source(String name) {
    Optional<String> now = compiledNow.get(name);
    return now != null ? now : previousState().sourceOf(name);
  }

  /** The generated sources the previous build wrote, by the package and name of their top-level class. */
  public Set<SourceKey> previouslyGenerated() {
    Set<SourceKey> sources = new TreeSet<>();
    for (String key : previousState().inputs().outputs().keySet()) {
      SourceKey.parse(key).ifPresent(sources::add);
    }
    return sources;
  }

  /** The path of the module state in the class output: a file there after any build that used the processor. */
  public static String stateResource() {
    return StateFile.NAME;
  }

  /** The state the previous build recorded; an empty one when there is none to use. */
  private ModuleState previousState() {
    return previous instanceof StateFile.Previous.Found found ? found.state() : ModuleState.EMPTY;
  }

  /**
   * Reports, and returns {@code true}, when the {@code Filer} refused to create the source of {@code
   * generated} because a class of that name, left by an earlier build, is on the class path: ecj's
   * batch Filer checks {@code Elements.getTypeElement} before creating a source.
   */
  public boolean reportRefusedRegeneration(String generated, IOException error) {
    if (!(error instanceof FilerException)
        || environment.getElementUtils().getTypeElement(generated) == null
        || compiledNow.containsKey(generated)) {
      return false;
    }
    diagnostics.report(Message.GENERATED_CLASS_ON_CLASS_PATH, null, generated, error.getMessage());
    return true;
  }

  private void incomplete(String reason) {
    incomplete = Optional.of(reason);
    warnOnce(reason);
  }

  private void warnOnce(String reason) {
    if (!warned) {
      warned = true;
      diagnostics.report(Message.PARTIAL_BUILD_UNCERTAIN, null, reason);
    }
  }
}
