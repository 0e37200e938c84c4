package dev.switchboard.processor.resolution;

import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
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
 * get none, nor do broadcast dispatchers of more than {@value #MAX_BROADCAST_HANDLERS} handlers.
 */
public final class TypedOverloads {
  /**
   * Dispatchers with more routes get no typed methods: a call with an event's static type then binds
   * to the dynamic {@code dispatch}. javac checks each method against every other method of its name in
   * the class (override clashes, duplicate erasures, synthetic-name conflicts, and with
   * {@code -Xlint:overloads} potential ambiguity), so n typed methods cost it time growing faster than
   * n. Measured on the dispatcher alone (JDK 17, docs/benchmarks.md, "What typed methods cost javac"):
   * 1,024 typed methods add 0.8 times the CPU javac takes for the rest of the dispatcher, 1,536 add
   * 1.2 times, 2,048 1.4 times and 4,096 2.0 times (5.4 times with {@code -Xlint:all}): 1,024 is the
   * largest power of two whose typed methods cost no more than the rest of the dispatcher.
   */
  public static final int MAX_ROUTES = 1024;

  /**
   * Broadcast dispatchers with more handlers get no typed methods: their handlers are held in fields
   * only up to the JVM's 254 constructor parameters (an exclusive dispatcher past that keeps each in
   * the nested class of its cases, where its typed methods call it).
   */
  public static final int MAX_BROADCAST_HANDLERS = 254;

  private final Elements elements;
  private final Types types;
  private final DispatcherDeclaration declaration;
  private final HandlerCalls calls;
  private final Set<TypeElement> handled = new LinkedHashSet<>();
  /** The handled types a handled type extends: computed once, so each question costs no scan. */
  private final Set<TypeElement> withHandledSubtype = new HashSet<>();

  private final Map<TypeElement, Integer> handledSuperinterfaces = new HashMap<>();
  private final int handledInterfaces;
  private final List<TypeMirror> declaredDispatchParameters;
  private final boolean everyHandledClassFinal;

  TypedOverloads(
      Elements elements,
      Types types,
      DispatcherDeclaration declaration,
      Set<String> handledNames,
      HandlerCalls calls) {
    this.elements = elements;
    this.types = types;
    this.declaration = declaration;
    this.calls = calls;
    for (String name : handledNames) {
      handled.add(elements.getTypeElement(name));
    }
    int interfaces = 0;
    boolean allFinal = true;
    for (TypeElement type : handled) {
      int superinterfaces = 0;
      for (TypeElement supertype : supertypes(type)) {
        if (handled.contains(supertype)) {
          withHandledSubtype.add(supertype);
          superinterfaces += supertype.getKind() == ElementKind.INTERFACE ? 1 : 0;
        }
      }
      handledSuperinterfaces.put(type, superinterfaces);
      if (type.getKind() == ElementKind.INTERFACE) {
        interfaces++;
      } else {
        allFinal &= finalClass(type) || isObject(type);
      }
    }
    this.handledInterfaces = interfaces;
    this.everyHandledClassFinal = allFinal;
    this.declaredDispatchParameters = declaredDispatchParameters();
  }

  /**
   * The typed methods of a dispatcher of these routes and {@code handlers} handlers, or why it gets
   * none whatever its event types are, when its size is the reason.
   */
  TypedMethods of(List<Route> routes, List<BroadcastRoute> broadcastRoutes, int handlers) {
    Optional<String> tooLarge = tooLarge(routes.size() + broadcastRoutes.size(), handlers);
    if (tooLarge.isPresent()) {
      return new TypedMethods(List.of(), tooLarge);
    }
    List<TypedOverload> overloads = new ArrayList<>();
    for (Route route : routes) {
      if (eligible(route.event(), route.declared())) {
        overloads.add(overload(route.event(), List.of(route.handler())));
      }
    }
    for (BroadcastRoute route : broadcastRoutes) {
      boolean declared = handled.contains(element(route.event()));
      if (eligible(route.event(), declared)) {
        overloads.add(overload(route.event(), route.handlers()));
      }
    }
    overloads.sort(null);
    return new TypedMethods(overloads, Optional.empty());
  }

  /** Why {@code routes} routes and {@code handlers} handlers are too many for typed methods: {@code "1,025 routes, more than 1,024"}. */
  private Optional<String> tooLarge(int routes, int handlers) {
    if (routes > MAX_ROUTES) {
      return Optional.of(
          String.format(Locale.ROOT, "%,d routes, more than %,d", routes, MAX_ROUTES));
    }
    if (declaration.semantics().broadcast() && handlers > MAX_BROADCAST_HANDLERS) {
      return Optional.of(String.format(
          Locale.ROOT,
          "%,d handlers, more than the %,d a broadcast dispatcher with typed methods" + " can have",
          handlers,
          MAX_BROADCAST_HANDLERS));
    }
    return Optional.empty();
  }

  private TypedOverload overload(TypeRef event, List<HandlerModel> handlers) {
    TypeMirror type = element(event).asType();
    List<HandlerCall> handlerCalls = new ArrayList<>();
    for (HandlerModel handler : handlers) {
      handlerCalls.add(calls.of(handler, type));
    }
    return new TypedOverload(event, List.copyOf(handlerCalls));
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
    // With no handled subtype, every other handled interface is related to it only as a supertype.
    return everyHandledClassFinal && handledSuperinterfaces.get(type) == handledInterfaces - 1;
  }

  private boolean hasHandledSubtype(TypeElement type) {
    return withHandledSubtype.contains(type);
  }

  /** Every proper supertype of {@code type}, erased, {@code Object} included. */
  private Set<TypeElement> supertypes(TypeElement type) {
    Set<TypeElement> found = new LinkedHashSet<>();
    Deque<TypeMirror> queue = new ArrayDeque<>(types.directSupertypes(type.asType()));
    while (!queue.isEmpty()) {
      TypeMirror next = queue.removeFirst();
      if (next.getKind() == TypeKind.DECLARED && found.add((TypeElement) types.asElement(next))) {
        queue.addAll(types.directSupertypes(next));
      }
    }
    return found;
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
    TypeMirror erasure = types.erasure(type.asType());
    for (TypeMirror parameter : declaredDispatchParameters) {
      if (types.isSameType(parameter, erasure)) {
        return true;
      }
    }
    return false;
  }

  /** The erased parameter type of each one-argument {@code dispatch} of the declared dispatcher. */
  private List<TypeMirror> declaredDispatchParameters() {
    List<TypeMirror> parameters = new ArrayList<>();
    if (declaration.declared().isPresent()) {
      TypeElement dispatcher = elements.getTypeElement(declaration.displayName());
      for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(dispatcher))) {
        if (method.getSimpleName().contentEquals("dispatch")
            && method.getParameters().size() == 1) {
          parameters.add(types.erasure(method.getParameters().get(0).asType()));
        }
      }
    }
    return parameters;
  }

  private TypeElement element(TypeRef type) {
    return elements.getTypeElement(type.qualifiedName());
  }
}
