package dev.switchboard.processor.multimodule;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.output.OutputFiles;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The libraries a compilation is compiled against: the handler indexes on its class path, and what
 * each dispatcher routes once their handlers are merged with the compilation's own.
 */
public final class Libraries {
  private final Elements elements;
  private final ClassPathIndexes indexes;
  private final IncludeList includeList;
  private final ModuleAccess moduleAccess;
  private final Set<String> localHandlers;
  private final Optional<String> ownIndex;
  private final CompiledNow compiledNow;
  /** The indexes on the class path and module path, found when a dispatcher first needs them. */
  private Map<String, TypeElement> discovered;
  /** Indexes read so far, by name; empty when reading one reported an error. */
  private final Map<String, Optional<LibraryIndex>> read = new HashMap<>();
  /** Where each library handler merged so far comes from, by qualified name. */
  private final Map<String, String> originByHandler = new HashMap<>();

  /**
   * @param localHandlers the handlers of this compilation (not of a library), by qualified name
   * @param ownIndex this compilation's own index, if it is a library: never read back
   * @param compiledNow where an error without a declaration to go on goes: a local handler compiled now
   */
  public Libraries(
      ProcessingEnvironment env,
      Diagnostics diagnostics,
      Set<String> localHandlers,
      Optional<String> ownIndex,
      CompiledNow compiledNow) {
    this.elements = env.getElementUtils();
    this.compiledNow = compiledNow;
    this.indexes = new ClassPathIndexes(
        env.getElementUtils(),
        env.getTypeUtils(),
        diagnostics,
        new Origins(env.getElementUtils(), new OutputFiles(env.getFiler())));
    this.includeList = new IncludeList(env.getElementUtils(), diagnostics);
    this.moduleAccess = new ModuleAccess(env.getElementUtils(), diagnostics);
    this.localHandlers = Set.copyOf(localHandlers);
    this.ownIndex = ownIndex;
  }

  /** What one dispatcher routes: handlers and the event classes known at compile time. */
  public record Merged(List<HandlerModel> handlers, Set<String> knownTypes) {}

  /**
   * Merges the compilation's {@code handlers} and {@code knownTypes} with those of the libraries
   * {@code declared} includes (every library when it lists none, or for the default dispatcher).
   * Empty when an error was reported.
   */
  public Optional<Merged> merge(
      Optional<TypeElement> declared, Collection<HandlerModel> handlers, Set<String> knownTypes) {
    Collection<TypeElement> included;
    if (declared.isPresent()) {
      IncludeList.Result list = includeList.read(declared.get());
      if (!list.valid()) {
        return Optional.empty();
      }
      included = list.listed().isPresent() ? list.listed().get() : discovered();
    } else {
      included = discovered();
    }
    // By class: a class of this compilation hides a library's stale copy of it, all its handlers.
    Map<String, List<HandlerModel>> merged = new TreeMap<>();
    for (HandlerModel handler : handlers) {
      merged
          .computeIfAbsent(handler.type().qualifiedName(), name -> new ArrayList<>())
          .add(handler);
    }
    Set<String> types = new TreeSet<>(knownTypes);
    boolean valid = true;
    // Where a library's problems go: the dispatcher's annotation, or a handler of this compilation.
    Element reportOn = declared.isPresent() ? declared.get() : firstLocalHandler();
    AnnotationMirror reportOnAnnotation = declared.isPresent()
        ? Annotations.find(declared.get(), SwitchboardTypes.EVENT_DISPATCHER).orElse(null)
        : null;
    for (TypeElement index : included) {
      Optional<LibraryIndex> library = read.get(CanonicalNames.of(index));
      if (library == null) {
        library = indexes.read(index, localHandlers, reportOn, reportOnAnnotation);
        read.put(CanonicalNames.of(index), library);
      }
      if (library.isEmpty()) {
        valid = false;
        continue;
      }
      Set<String> fromEarlierIndexes = new HashSet<>(merged.keySet());
      for (HandlerModel handler : library.get().handlers()) {
        String name = handler.type().qualifiedName();
        if (fromEarlierIndexes.contains(name)) {
          continue; // compiled here, or listed by an earlier index: its handlers come from there
        }
        merged.computeIfAbsent(name, n -> new ArrayList<>()).add(handler);
        originByHandler.putIfAbsent(
            name, "index " + library.get().name() + " in " + library.get().origin());
        valid &= declared.isEmpty() || moduleAccess.check(declared.get(), handler);
      }
      types.addAll(library.get().types());
    }
    List<HandlerModel> all = new ArrayList<>();
    merged.values().forEach(all::addAll);
    return valid ? Optional.of(new Merged(all, types)) : Optional.empty();
  }

  private Collection<TypeElement> discovered() {
    if (discovered == null) {
      discovered = indexes.discover();
      if (ownIndex.isPresent()) {
        discovered.remove(ownIndex.get());
      }
    }
    return discovered.values();
  }

  /** The first local handler by name that is compiled now (a partial build reads the others from class files). */
  private Element firstLocalHandler() {
    return compiledNow.first(new TreeSet<>(localHandlers)).orElse(null);
  }

  /** Where {@code handler} comes from, if it is a library's: its index and jar, directory or module. */
  public Optional<String> origin(TypeRef handler) {
    return Optional.ofNullable(originByHandler.get(handler.qualifiedName()));
  }
}
