package dev.switchboard.processor.resolution;

import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.Receiver;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Picks the event types that get a typed {@code dispatch(E event)}: those whose every instance, of
 * any run-time class, takes the route of {@code E}, so calling that route directly is exactly what
 * the dynamic path would do. For an exclusive dispatcher (or a broadcast one without supertypes):
 *
 * <ul>
 *   <li>a final class, record or enum with a route;
 *   <li>a handled class none of whose subtypes is handled (subclasses reach it first, superclass
 *       before interfaces);
 *   <li>a handled interface none of whose subtypes is handled, when no other handled interface is
 *       unrelated to it and every other handled class is final (so no class can route elsewhere).
 * </ul>
 *
 * <p>For a broadcast dispatcher that includes supertypes, only final classes, records and enums:
 * any subclass may add handlers. Generic event types, the root type, and types the declared
 * dispatcher already has a {@code dispatch} method for are skipped. With these rules no two typed
 * methods are ever ambiguous to javac: a static type below two unrelated parameter types would need
 * two handled interfaces unrelated to each other, or a non-final handled class beside a handled
 * interface, and either excludes the interface. Dispatchers of more than {@value #MAX_ROUTES} routes
 * get none.
 */
final class TypedOverloads {
  /**
   * Dispatchers with more routes get no typed methods: each adds a field, a method and constant-pool
   * entries, and at 10,000 routes the class would pass the JVM's 65,535-constant and 64 KiB
   * constructor limits. Large dispatchers route through {@code handlerFor} alone.
   */
  static final int MAX_ROUTES = 256;

  private final Elements elements;
  private final Types types;
  private final DispatcherDeclaration declaration;
  private final List<TypeElement> handled = new ArrayList<>();

  TypedOverloads(Elements elements, Types types, DispatcherDeclaration declaration, Set<String> handledNames) {
    this.elements = elements;
    this.types = types;
    this.declaration = declaration;
    handledNames.forEach(name -> handled.add(elements.getTypeElement(name)));
  }

  List<TypedOverload> of(List<Route> routes, List<BroadcastRoute> broadcastRoutes) {
    List<TypedOverload> overloads = new ArrayList<>();
    if (routes.size() + broadcastRoutes.size() > MAX_ROUTES) {
      return overloads;
    }
    for (Route route : routes) {
      if (eligible(route.event(), route.declared())) {
        overloads.add(new TypedOverload(route.event(), List.of(route.handler())));
      }
    }
    for (BroadcastRoute route : broadcastRoutes) {
      boolean declared = handled.contains(element(route.event()));
      if (eligible(route.event(), declared)) {
        overloads.add(new TypedOverload(route.event(), route.receivers().stream().map(Receiver::handler).toList()));
      }
    }
    overloads.sort(null);
    return overloads;
  }

  private boolean eligible(TypeRef event, boolean declared) {
    TypeElement type = element(event);
    if (!type.getTypeParameters().isEmpty()
        || event.equals(declaration.rootErasure())
        || declaredDispatchMethod(type)) {
      return false;
    }
    if (finalClass(type)) {
      return true;
    }
    if (!declaration.semantics().nearestOnly() || !declared || hasHandledSubtype(type)) {
      return false;
    }
    if (type.getKind() != ElementKind.INTERFACE) {
      return true;
    }
    return handled.stream().allMatch(other -> other.equals(type)
        || (other.getKind() == ElementKind.INTERFACE ? related(other, type) : finalClass(other) || isObject(other)));
  }

  private boolean hasHandledSubtype(TypeElement type) {
    return handled.stream().anyMatch(other -> !other.equals(type) && subtype(other, type));
  }

  private boolean related(TypeElement a, TypeElement b) {
    return subtype(a, b) || subtype(b, a);
  }

  private boolean subtype(TypeElement sub, TypeElement sup) {
    return types.isSubtype(types.erasure(sub.asType()), types.erasure(sup.asType()));
  }

  private static boolean finalClass(TypeElement type) {
    return type.getKind() == ElementKind.ENUM
        || type.getKind() == ElementKind.RECORD
        || (type.getKind() == ElementKind.CLASS && type.getModifiers().contains(Modifier.FINAL));
  }

  private static boolean isObject(TypeElement type) {
    return NearestHandledSupertype.isObject(type);
  }

  /** Whether the declared dispatcher already has a one-argument {@code dispatch} taking {@code type}. */
  private boolean declaredDispatchMethod(TypeElement type) {
    if (declaration.declared().isEmpty()) {
      return false;
    }
    TypeElement dispatcher = elements.getTypeElement(declaration.displayName());
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(dispatcher))) {
      if (method.getSimpleName().contentEquals("dispatch") && method.getParameters().size() == 1
          && types.isSameType(types.erasure(method.getParameters().get(0).asType()), types.erasure(type.asType()))) {
        return true;
      }
    }
    return false;
  }

  private TypeElement element(TypeRef type) {
    return elements.getTypeElement(type.qualifiedName());
  }
}
