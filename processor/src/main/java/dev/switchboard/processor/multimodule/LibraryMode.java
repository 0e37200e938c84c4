package dev.switchboard.processor.multimodule;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.lang.Modules;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * A library compilation, one run with {@code -Aswitchboard.library=<index class>}: it publishes its
 * handlers in that index for the dispatchers of applications compiled against it, and generates no
 * default dispatcher of its own.
 */
public final class LibraryMode {
  public static final String OPTION = "switchboard.library";

  private final Elements elements;
  private final HandlerElements sites;
  private final Diagnostics diagnostics;
  private final String option;

  public LibraryMode(
      Elements elements, Types types, Diagnostics diagnostics, Map<String, String> options) {
    this.elements = elements;
    this.sites = new HandlerElements(elements, types);
    this.diagnostics = diagnostics;
    this.option = options.get(OPTION);
  }

  public boolean active() {
    return option != null;
  }

  /**
   * The index this compilation publishes, if it is a library: an earlier build of the same module
   * may have left it on the class path, and reading it back would duplicate every handler.
   */
  public Optional<String> ownIndex() {
    return Optional.ofNullable(option);
  }

  /** The index to publish for {@code handlers}; empty when not a library or when an error was reported. */
  public Optional<PublishedIndex> index(Collection<HandlerModel> handlers, Set<String> knownTypes) {
    if (!active()) {
      return Optional.empty();
    }
    if (!SourceVersion.isName(option) || !option.contains(".")) {
      diagnostics.report(Message.LIBRARY_OPTION, null, option);
      return Optional.empty();
    }
    boolean valid = true;
    for (HandlerModel handler : handlers) {
      List<Object> hidden = new ArrayList<>();
      if (!handler.type().publicEverywhere()) {
        hidden.add(handler.type());
      }
      handler.events().stream().filter(e -> !e.publicEverywhere()).forEach(hidden::add);
      if (handler.method().isPresent() && !handler.method().get().publicMethod()) {
        hidden.add(handler.displayName()); // no dispatcher of another package can call it
      }
      for (Object type : hidden) {
        diagnostics.report(
            Message.LIBRARY_HANDLER_NOT_PUBLIC,
            sites.site(handler),
            sites.handles(handler).orElse(null),
            handler.displayName(),
            option,
            type);
        valid = false;
      }
    }
    ClassName index = ClassName.bestGuess(option);
    Optional<ModuleElement> module = module(handlers);
    if (module.isPresent() && !Modules.exports(module.get(), index.packageName(), null)) {
      diagnostics.report(
          Message.INDEX_NOT_EXPORTED,
          null,
          option,
          index.packageName(),
          module.get().getQualifiedName());
      valid = false;
    }
    if (!valid) {
      return Optional.empty();
    }
    Set<String> handlerNames =
        handlers.stream().map(h -> h.type().qualifiedName()).collect(Collectors.toSet());
    List<TypeRef> types = knownTypes.stream()
        .filter(name -> !handlerNames.contains(name))
        .map(elements::getTypeElement)
        .filter(Objects::nonNull)
        .map(TypeRefs::of)
        .filter(TypeRef::publicEverywhere)
        .sorted()
        .toList();
    return Optional.of(
        new PublishedIndex(index, handlers.stream().sorted().toList(), types, module.isEmpty()));
  }

  /** The named module the handlers are compiled in; empty on the class path. */
  private Optional<ModuleElement> module(Collection<HandlerModel> handlers) {
    return handlers.stream()
        .map(h -> elements.getModuleOf(elements.getTypeElement(h.type().qualifiedName())))
        .filter(Modules::named)
        .findFirst();
  }
}
