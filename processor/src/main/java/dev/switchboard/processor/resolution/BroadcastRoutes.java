package dev.switchboard.processor.resolution;

import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Receiver;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Computes the routes of a broadcast dispatcher, in the order the runtime's {@code BroadcastRouting}
 * uses for classes first seen at run time: each matching handler once, for the most specific type
 * it declares; by priority (higher first), then specificity (the declared type that extends more of
 * the dispatcher's declared types first), then handler class name.
 */
final class BroadcastRoutes {
  private final Types types;
  private final Elements elements;
  /** Every declaration, sorted by handler then event class name: the order generated code declares them in. */
  private final List<Receiver> receivers = new ArrayList<>();
  private final List<TypeRef> declaredTypes;
  private final List<BroadcastRoute> routes = new ArrayList<>();

  BroadcastRoutes(Types types, Elements elements, Map<TypeRef, List<HandlerModel>> handlersByEvent) {
    this.types = types;
    this.elements = elements;
    for (Map.Entry<TypeRef, List<HandlerModel>> entry : handlersByEvent.entrySet()) {
      for (HandlerModel handler : entry.getValue()) {
        receivers.add(new Receiver(handler, entry.getKey()));
      }
    }
    receivers.sort(new ByHandlerThenEvent());
    this.declaredTypes = List.copyOf(handlersByEvent.keySet());
  }

  /** A named class rather than a comparator built of lambdas: every compilation builds this table. */
  private static final class ByHandlerThenEvent implements Comparator<Receiver> {
    @Override
    public int compare(Receiver a, Receiver b) {
      int byHandler = a.handler().compareTo(b.handler());
      return byHandler != 0 ? byHandler : a.event().compareTo(b.event());
    }
  }

  /** Routes {@code event} to every handler of it or of any of its supertypes. */
  void addAllMatching(TypeElement event) {
    TypeMirror erasure = types.erasure(event.asType());
    add(event, receivers.stream().filter(r -> types.isSubtype(erasure, erasure(r.event()))).toList());
  }

  /** Routes {@code event} to the handlers of {@code nearest}, its nearest handled supertype (or itself). */
  void addNearest(TypeElement event, TypeElement nearest) {
    String name = CanonicalNames.of(nearest);
    add(event, receivers.stream().filter(r -> r.event().qualifiedName().equals(name)).toList());
  }

  List<Receiver> receivers() {
    return List.copyOf(receivers);
  }

  /** The routes added so far, sorted by event class name. */
  List<BroadcastRoute> routes() {
    List<BroadcastRoute> sorted = new ArrayList<>(routes);
    sorted.sort(null);
    return sorted;
  }

  private void add(TypeElement event, List<Receiver> matching) {
    Map<HandlerModel, Receiver> byHandler = new LinkedHashMap<>();
    for (Receiver receiver : matching) {
      byHandler.merge(receiver.handler(), receiver,
          (kept, other) -> specificity(other.event()) > specificity(kept.event()) ? other : kept);
    }
    List<Receiver> ordered = new ArrayList<>(byHandler.values());
    ordered.sort(Comparator.comparingInt(Receiver::priority)
        .thenComparingInt(r -> specificity(r.event()))
        .reversed());
    if (!ordered.isEmpty()) {
      routes.add(new BroadcastRoute(TypeRefs.of(event), ordered));
    }
  }

  /** How many other declared event types {@code type} extends. */
  private int specificity(TypeRef type) {
    TypeMirror erasure = erasure(type);
    return (int) declaredTypes.stream()
        .filter(other -> !other.equals(type) && types.isSubtype(erasure, erasure(other)))
        .count();
  }

  private TypeMirror erasure(TypeRef type) {
    return types.erasure(elements.getTypeElement(type.qualifiedName()).asType());
  }
}
