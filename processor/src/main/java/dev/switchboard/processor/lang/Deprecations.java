package dev.switchboard.processor.lang;

import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Receiver;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The deprecation warnings a generated dispatcher would cause: it names the user's handlers, events
 * and declaration, and calls the handlers' constructors, and javac warns about each that is
 * {@code @Deprecated} ({@code removal} even without {@code -Xlint}). Deprecating an event class is
 * the user's business; the build must not fail on it inside generated code under {@code -Werror}.
 */
public final class Deprecations {
  private static final String DEPRECATED = "java.lang.Deprecated";

  private final Elements elements;

  public Deprecations(Elements elements) {
    this.elements = elements;
  }

  /** The {@code @SuppressWarnings} tokens the dispatcher of {@code model} needs: "deprecation", "removal". */
  public Set<String> warningsOf(DispatcherModel model) {
    List<Element> used = new ArrayList<>();
    Stream.of(
            model.handlers().stream().map(HandlerModel::type),
            model.routes().stream().map(Route::event),
            model.receivers().stream().map(Receiver::event),
            model.broadcastRoutes().stream().map(BroadcastRoute::event),
            model.overloads().stream().map(TypedOverload::event),
            model.exactClassChecks().stream(),
            Stream.of(model.declaration().rootErasure()),
            model.declaration().declared().stream().map(name -> new TypeRef(name, TypeRef.Reach.EVERYWHERE)))
        .flatMap(s -> s)
        .map(type -> elements.getTypeElement(type.qualifiedName()))
        .filter(type -> type != null)
        .forEach(type -> addWithEnclosing(type, used));
    if (model.factory()) {
      model.handlers().stream()
          .map(h -> elements.getTypeElement(h.type().qualifiedName()))
          .filter(type -> type != null)
          .map(Constructors::noArg)
          .flatMap(Optional::stream)
          .forEach(used::add);
    }
    Set<String> warnings = new TreeSet<>();
    for (Element element : used) {
      if (elements.isDeprecated(element)) {
        warnings.add(forRemoval(element) ? "removal" : "deprecation");
      }
    }
    return warnings;
  }

  private static void addWithEnclosing(TypeElement type, List<Element> used) {
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      used.add(e);
    }
  }

  private boolean forRemoval(Element element) {
    return Annotations.find(element, DEPRECATED)
        .flatMap(mirror -> Annotations.optionalValue(elements, mirror, "forRemoval"))
        .map(value -> Boolean.TRUE.equals(value.getValue()))
        .orElse(false);
  }
}
