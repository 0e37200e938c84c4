package dev.switchboard.processor.lang;

import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The classes this compilation compiles from source, as opposed to those it reads from class files (a
 * partial build's earlier output, libraries): only they have a source position a diagnostic can show.
 * javac prints a message on a class read from its class file without any position.
 */
public final class CompiledNow {
  private final Elements elements;
  private final Set<String> canonicalNames;

  /** @param canonicalNames the root elements of the compilation and their nested classes */
  public CompiledNow(Elements elements, Set<String> canonicalNames) {
    this.elements = elements;
    this.canonicalNames = Set.copyOf(canonicalNames);
  }

  /**
   * The first of the classes {@code names} (canonical), in their order, compiled now; empty when each
   * is read from its class file.
   */
  public Optional<TypeElement> first(Collection<String> names) {
    for (String name : names) {
      if (canonicalNames.contains(name)) {
        return Optional.of(elements.getTypeElement(name));
      }
    }
    return Optional.empty();
  }

  /** Whether the class {@code canonicalName} is compiled from source now. */
  public boolean contains(String canonicalName) {
    return canonicalNames.contains(canonicalName);
  }

  /**
   * Where a diagnostic about {@code model}'s dispatcher as a whole goes: its declaration when compiled
   * now; else (the default dispatcher, which has none, or a declaration a partial build reads from its
   * class file) the first of its handlers, else of its event types, compiled now (both lists are
   * sorted, so the choice is the same in every build of the same sources). Null when each of them is
   * read from its class file: the message, which names the dispatcher, then has no position rather
   * than a misleading one.
   */
  public Element dispatcherSite(DispatcherModel model) {
    List<String> candidates = new ArrayList<>();
    if (model.declaration().declared().isPresent()) {
      candidates.add(model.declaration().declared().get().canonicalName());
    }
    for (HandlerModel handler : model.handlers()) {
      candidates.add(handler.type().qualifiedName());
    }
    for (Route route : model.routes()) {
      candidates.add(route.event().qualifiedName());
    }
    for (BroadcastRoute route : model.broadcastRoutes()) {
      candidates.add(route.event().qualifiedName());
    }
    return first(candidates).orElse(null);
  }
}
