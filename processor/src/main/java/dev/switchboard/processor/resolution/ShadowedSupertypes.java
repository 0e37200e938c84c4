package dev.switchboard.processor.resolution;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.kotlin.SealedTypes;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Points out the migration trap of dispatching to the nearest handled type only (exclusive
 * dispatchers, and broadcast ones with {@code includeSupertypes = false}): a handler of an interface
 * or abstract class beside handlers of each of its concrete subtypes never runs for any class the
 * compilation knows. Event buses (Guava, greenrobot, Spring) run every matching subscriber, so a
 * catch-all subscriber moved over as it was stops running without a word. When the handled type is
 * sealed all the way down, no other class can ever be one, so the handler never runs: an error.
 * Otherwise a note, not a warning: such a handler is also the deliberate fallback for classes only
 * known at run time (other modules, generated classes), and a warning would fail the {@code -Werror}
 * builds of those correct programs.
 */
final class ShadowedSupertypes {
  private static final int NAMED = 3;

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;
  private final SealedTypes sealed;

  /** The handlers that events of class {@code event} run, by its precomputed route. */
  record Reached(TypeRef event, List<HandlerModel> handlers) {}

  ShadowedSupertypes(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.sealed = new SealedTypes(elements);
  }

  /** What the routes of an exclusive dispatcher run, in their order. */
  static List<Reached> ofRoutes(List<Route> routes) {
    List<Reached> reached = new ArrayList<>(routes.size());
    for (Route route : routes) {
      reached.add(new Reached(route.event(), List.of(route.handler())));
    }
    return reached;
  }

  /** What the routes of a broadcast dispatcher run, in their order. */
  static List<Reached> ofBroadcastRoutes(List<BroadcastRoute> routes) {
    List<Reached> reached = new ArrayList<>(routes.size());
    for (BroadcastRoute route : routes) {
      reached.add(new Reached(route.event(), route.handlers()));
    }
    return reached;
  }

  /**
   * Checks the handlers of {@code declaration}, which dispatches to the nearest handled type only,
   * by the types they declare ({@code handlersByEvent}) against what each routed class runs
   * ({@code reached}, sorted by event).
   */
  void check(
      DispatcherDeclaration declaration,
      Map<TypeRef, List<HandlerModel>> handlersByEvent,
      List<Reached> reached) {
    HandlerElements sites = new HandlerElements(elements, types);
    boolean broadcast = declaration.semantics().broadcast();
    for (Map.Entry<TypeRef, List<HandlerModel>> declared : handlersByEvent.entrySet()) {
      TypeElement supertype = elements.getTypeElement(declared.getKey().qualifiedName());
      if (supertype == null || !abstractType(supertype)) {
        continue;
      }
      for (HandlerModel handler : declared.getValue()) {
        List<String> shadowing = shadowing(supertype, handler, reached);
        if (shadowing.isEmpty()) {
          continue;
        }
        Message message = takenByOthers(supertype, handler, reached)
            ? (broadcast
                ? Message.NEAREST_SHADOWED_SEALED_HANDLER
                : Message.SHADOWED_SEALED_HANDLER)
            : (broadcast
                ? Message.NEAREST_SHADOWED_SUPERTYPE_HANDLER
                : Message.SHADOWED_SUPERTYPE_HANDLER);
        diagnostics.report(
            message,
            sites.site(handler),
            sites.handles(handler).orElse(null),
            declaration.displayName(),
            handler.displayName(),
            declared.getKey(),
            summary(shadowing));
      }
    }
  }

  /**
   * The routed classes that are a {@code supertype} and run other handlers than {@code handler}, as
   * "class by handlers"; empty when some such class runs {@code handler}.
   */
  private List<String> shadowing(
      TypeElement supertype, HandlerModel handler, List<Reached> reached) {
    TypeMirror erasure = types.erasure(supertype.asType());
    List<String> shadowing = new ArrayList<>();
    for (Reached route : reached) {
      TypeElement event = elements.getTypeElement(route.event().qualifiedName());
      if (event == null
          || abstractType(event)
          || !types.isSubtype(types.erasure(event.asType()), erasure)) {
        continue;
      }
      if (route.handlers().contains(handler)) {
        return List.of();
      }
      List<String> names = new ArrayList<>(route.handlers().size());
      for (HandlerModel other : route.handlers()) {
        names.add(other.displayName());
      }
      shadowing.add(route.event() + " by " + String.join(" and ", names));
    }
    return shadowing;
  }

  /**
   * Whether {@code supertype} is sealed all the way down, so that no class beyond those the
   * compilation sees can be one, and each such class has a route to another handler than {@code
   * handler}: then the handler never receives a {@code supertype}, at run time either.
   */
  private boolean takenByOthers(
      TypeElement supertype, HandlerModel handler, List<Reached> reached) {
    List<TypeElement> classes = new ArrayList<>();
    if (!closedClasses(supertype, classes)) {
      return false;
    }
    for (TypeElement type : classes) {
      String name = CanonicalNames.of(type);
      boolean taken = false;
      for (Reached route : reached) {
        if (route.event().qualifiedName().equals(name)) {
          taken = !route.handlers().contains(handler);
          break;
        }
      }
      if (!taken) {
        return false; // no precomputed route: dispatch finds one at run time, maybe this handler
      }
    }
    return true;
  }

  /**
   * Adds to {@code classes} every class that can be a {@code type}, if they are all known: {@code
   * type} is final (records and enums are: the class of an enum constant with a body is routed as
   * its enum), or sealed and each of its permitted subtypes is so in turn.
   */
  private boolean closedClasses(TypeElement type, List<TypeElement> classes) {
    boolean abstractType = abstractType(type);
    if (!abstractType && !classes.contains(type)) {
      classes.add(type);
    }
    if (type.getKind() == ElementKind.ENUM
        || type.getKind() == ElementKind.RECORD
        || (!abstractType && type.getModifiers().contains(Modifier.FINAL))) {
      return true;
    }
    if (!sealed.isSealed(type)) {
      return false;
    }
    for (TypeElement subtype : sealed.permitted(type)) {
      if (!closedClasses(subtype, classes)) {
        return false;
      }
    }
    return true;
  }

  private static String summary(List<String> shadowing) {
    if (shadowing.size() <= NAMED) {
      return String.join(", ", shadowing);
    }
    return String.join(", ", shadowing.subList(0, NAMED)) + " and " + (shadowing.size() - NAMED)
        + " more";
  }

  /** An interface or abstract class: no event's class is it. */
  private static boolean abstractType(TypeElement type) {
    return type.getKind() == ElementKind.INTERFACE
        || type.getModifiers().contains(Modifier.ABSTRACT);
  }
}
