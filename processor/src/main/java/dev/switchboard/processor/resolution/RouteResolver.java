package dev.switchboard.processor.resolution;

import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.lang.SealedTypes;
import dev.switchboard.processor.lang.Supertypes;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherDeclaration.Factory;
import dev.switchboard.processor.model.DispatchMethod;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.DispatcherParts;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.FactoryMethod;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.multimodule.CrossModuleConflicts;
import dev.switchboard.processor.validation.DispatcherValidator;
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
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Decides what one dispatcher routes: which handlers belong to it, the route of every event class
 * the compilation knows, and whether it gets a factory. Reports conflicts on the handlers involved.
 */
public final class RouteResolver {
  static final int MAX_EXACT_CLASS_CHECKS = 8;

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;
  private final CrossModuleConflicts crossModule;
  private final CompiledNow compiledNow;
  private final HandlerElements sites;

  public RouteResolver(Elements elements, Types types, Diagnostics diagnostics, CrossModuleConflicts crossModule,
      CompiledNow compiledNow) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.crossModule = crossModule;
    this.compiledNow = compiledNow;
    this.sites = new HandlerElements(elements, types);
  }

  /** Whether {@code event} is an event type a dispatcher of {@code root} routes. */
  public boolean routes(TypeRef root, TypeRef event) {
    return types.isSubtype(erasure(event), erasure(root));
  }

  /**
   * Resolves {@code declaration} over {@code handlers} (every valid handler of the compilation) and
   * {@code knownTypes} (every class of the compilation, by qualified name); empty when an error was
   * reported.
   */
  public Optional<DispatcherModel> resolve(
      DispatcherDeclaration declaration, Collection<HandlerModel> handlers, Set<String> knownTypes) {
    String packageName = declaration.packageName();
    Map<TypeRef, List<HandlerModel>> handlersByEvent = new TreeMap<>();
    Set<HandlerModel> included = new TreeSet<>();
    for (HandlerModel handler : handlers) {
      if (!handler.targets(declaration)) {
        continue;
      }
      for (TypeRef event : handler.events()) {
        if (routes(declaration.rootErasure(), event)) {
          List<HandlerModel> eventHandlers = handlersByEvent.get(event);
          if (eventHandlers == null) {
            eventHandlers = new ArrayList<>();
            handlersByEvent.put(event, eventHandlers);
          }
          eventHandlers.add(handler);
          included.add(handler);
        }
      }
    }

    boolean valid = checkAccess(declaration, included, handlersByEvent);
    boolean broadcast = declaration.semantics().broadcast();
    List<Route> routes = new ArrayList<>();
    for (Map.Entry<TypeRef, List<HandlerModel>> entry : handlersByEvent.entrySet()) {
      List<HandlerModel> candidates = entry.getValue();
      if (!broadcast && candidates.size() > 1) {
        reportDuplicate(declaration, entry.getKey(), candidates);
        valid = false;
      }
      if (!broadcast) {
        routes.add(new Route(entry.getKey(), candidates.get(0), Optional.empty()));
      }
    }
    Map<String, List<HandlerModel>> handlersByEventName = new HashMap<>();
    for (Map.Entry<TypeRef, List<HandlerModel>> entry : handlersByEvent.entrySet()) {
      handlersByEventName.put(entry.getKey().qualifiedName(), entry.getValue());
    }
    BroadcastRoutes broadcastRoutes = new BroadcastRoutes(types, elements, handlersByEvent);
    boolean nearestRule = !broadcast || declaration.semantics().nearestOnly();
    AmbiguousRoutes ambiguity = new AmbiguousRoutes(types, new SealedTypes(elements), diagnostics, crossModule);
    Set<String> eventClasses = new TreeSet<>(knownTypes);
    eventClasses.addAll(handlersByEventName.keySet());
    for (String name : eventClasses) {
      TypeElement known = elements.getTypeElement(name);
      if (known == null) {
        continue;
      }
      TypeRef event = TypeRefs.of(known);
      if (!routes(declaration.rootErasure(), event)) {
        continue;
      }
      boolean handled = handlersByEventName.containsKey(name);
      // Checked on every type, nameable or not: its instances are routed at run time by the same rule.
      if (nearestRule && !handled && !ambiguity.check(declaration, known, handlersByEventName)) {
        valid = false;
        continue;
      }
      if (!concreteClass(known) || (!broadcast && handled) || !event.accessibleFrom(packageName)) {
        continue;
      }
      if (!nearestRule) {
        broadcastRoutes.addAllMatching(known);
        continue;
      }
      NearestHandledSupertype.Match match = handled
          ? new NearestHandledSupertype.Match.Found(known)
          : NearestHandledSupertype.of(
              known, handlersByEventName.keySet(), types);
      if (match instanceof NearestHandledSupertype.Match.Found found && broadcast) {
        broadcastRoutes.addNearest(known, found.supertype());
      } else if (match instanceof NearestHandledSupertype.Match.Found found
          && !NearestHandledSupertype.isObject(found.supertype())) {
        // Object's handler needs no precomputed route: it is the last resort at run time too.
        TypeRef supertype = TypeRefs.of(found.supertype());
        routes.add(new Route(event, handlersByEventName.get(supertype.qualifiedName()).get(0), Optional.of(supertype)));
      }
    }
    routes.sort(null);
    if (nearestRule && valid) {
      new ShadowedSupertypes(elements, types, diagnostics)
          .check(declaration, handlersByEvent, broadcast
              ? ShadowedSupertypes.ofBroadcastRoutes(broadcastRoutes.routes())
              : ShadowedSupertypes.ofRoutes(routes));
    }

    boolean factory = factory(declaration, included);
    if (declaration.factory() == Factory.WHEN_POSSIBLE && !factory) {
      noteCompanionsWithoutFactory(declaration, included);
    }
    if (declaration.factory() == Factory.REQUIRED && !factory) {
      Set<TypeRef> reported = new HashSet<>();
      for (HandlerModel handler : included) {
        if (!handler.creatableFrom(packageName) && reported.add(handler.type())) {
          diagnostics.report(Message.NO_FACTORY_CONSTRUCTOR, element(handler.type()), declaration.displayName(),
              handler.type(), handler.constructor().obstacle());
        }
      }
      valid = false;
    }
    List<String> members = new ArrayList<>();
    for (HandlerModel handler : new TreeSet<>(included)) {
      members.add(handler.type().qualifiedName());
    }
    members.addAll(new TreeSet<>(handlersByEventName.keySet()));
    valid &= new Exhaustiveness(elements, diagnostics, compiledNow)
        .check(declaration, handlersByEventName.keySet(), members);
    if (!valid) {
      return Optional.empty();
    }
    HandlerCalls calls = new HandlerCalls(elements, types, packageName);
    TypeMirror root = rootType(declaration);
    boolean ownDispatch = ownDispatchMethod(declaration, root);
    // Typed methods would bypass a dispatch(root) of the user's: then there are none.
    TypedMethods typed = ownDispatch
        ? TypedMethods.NONE
        : new TypedOverloads(elements, types, declaration, handlersByEventName.keySet(), calls)
            .of(routes, broadcastRoutes.routes(), included.size());
    List<HandlerModel> handlerList = new ArrayList<>(included);
    List<TypeRef> routeEvents = new ArrayList<>();
    for (Route route : routes) {
      routeEvents.add(route.event());
    }
    for (BroadcastRoute route : broadcastRoutes.routes()) {
      routeEvents.add(route.event());
    }
    List<HandlerCall> dispatchCalls = new ArrayList<>();
    for (HandlerModel handler : handlerList) {
      dispatchCalls.add(calls.of(handler, root));
    }
    DispatcherParts parts = new DispatcherParts(declaration, handlerList,
        factory ? FactoryMethod.GENERATED : FactoryMethod.NONE, typed.overloads(), exactClassChecks(routeEvents),
        dispatchCalls, ownDispatch ? DispatchMethod.DECLARED : DispatchMethod.GENERATED);
    DispatcherModel model = broadcast
        ? new BroadcastDispatcher(parts, broadcastRoutes.receivers(), broadcastRoutes.routes(),
            broadcastRoutes.handledTypeRoutes(nearestRule))
        : new ExclusiveDispatcher(parts, routes);
    if (typed.leftOutBecause().isPresent()) {
      reportTypedMethodsLeftOut(model, typed.leftOutBecause().get());
    }
    return Optional.of(model);
  }

  /**
   * A note when the dispatcher is too large for typed methods: code compiled separately against an
   * earlier, smaller version of it may have bound a {@code dispatch(E)} that is now gone.
   */
  private void reportTypedMethodsLeftOut(DispatcherModel model, String why) {
    DispatcherDeclaration declaration = model.declaration();
    diagnostics.report(Message.TYPED_METHODS_LEFT_OUT, compiledNow.dispatcherSite(model), declaration.displayName(),
        why, declaration.rootErasure().qualifiedName());
  }

  /** The event root type as the dispatcher declares it: the {@code R} of its {@code Dispatcher<R>}. */
  private TypeMirror rootType(DispatcherDeclaration declaration) {
    if (declaration.declared().isEmpty()) {
      return elements.getTypeElement(Object.class.getName()).asType();
    }
    TypeElement dispatcher = elements.getTypeElement(declaration.displayName());
    Supertypes.Search search = Supertypes.find(types, dispatcher.asType(), DispatcherValidator.DISPATCHER);
    return ((Supertypes.Search.Found) search).supertype().getTypeArguments().get(0);
  }

  /**
   * Whether the declared dispatcher implements {@code dispatch(root)} itself (a default method of the
   * interface, a method of the abstract class): the generated class then keeps the user's method,
   * which may do more than dispatch, and neither overrides it nor adds typed methods around it.
   */
  private boolean ownDispatchMethod(DispatcherDeclaration declaration, TypeMirror root) {
    if (declaration.declared().isEmpty()) {
      return false;
    }
    TypeElement dispatcher = elements.getTypeElement(declaration.displayName());
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(dispatcher))) {
      if (method.getSimpleName().contentEquals("dispatch") && method.getParameters().size() == 1
          && !CanonicalNames.of((TypeElement) method.getEnclosingElement())
              .contentEquals(DispatcherValidator.DISPATCHER)
          && types.isSameType(types.erasure(parameterAsMember(dispatcher, method)), types.erasure(root))) {
        return true;
      }
    }
    return false;
  }

  /** The type of {@code method}'s one parameter as a member of {@code owner}, type variables substituted. */
  private TypeMirror parameterAsMember(TypeElement owner, ExecutableElement method) {
    ExecutableType member = (ExecutableType) types.asMemberOf((DeclaredType) owner.asType(), method);
    return member.getParameterTypes().get(0);
  }

  /**
   * The route classes {@code handlerFor} checks by identity before the table, when there are at most
   * {@value #MAX_EXACT_CLASS_CHECKS}: a class comparison against a constant costs about half a hash
   * look-up, but each miss adds one, so the chain only pays for a handful of event classes
   * (measured with JMH; docs/benchmarks.md of 1bf64e3, which added the checks). Interfaces and
   * abstract classes are never an event's class; generic classes are left to the table, as their
   * route field would need a raw type.
   */
  private List<TypeRef> exactClassChecks(List<TypeRef> routeEvents) {
    List<TypeRef> classes = new ArrayList<>();
    for (TypeRef routeEvent : routeEvents) {
      TypeElement event = element(routeEvent);
      if (concreteClass(event) && event.getTypeParameters().isEmpty()) {
        classes.add(TypeRefs.of(event));
      }
    }
    classes.sort(null);
    return classes.size() <= MAX_EXACT_CLASS_CHECKS ? List.copyOf(classes) : List.of();
  }

  private boolean checkAccess(
      DispatcherDeclaration declaration, Set<HandlerModel> included, Map<TypeRef, List<HandlerModel>> byEvent) {
    String packageName = declaration.packageName();
    boolean valid = true;
    for (HandlerModel handler : included) {
      if (!handler.type().accessibleFrom(packageName)) {
        diagnostics.report(handler.type().packageName().isEmpty()
                ? Message.HANDLER_IN_UNNAMED_PACKAGE
                : Message.HANDLER_NOT_ACCESSIBLE,
            sites.site(handler), sites.handles(handler).orElse(null), handler.type(), declaration.displayName(),
            packageName);
        valid = false;
      } else if (!handler.callableFrom(packageName)) {
        diagnostics.report(Message.HANDLER_METHOD_NOT_ACCESSIBLE, sites.site(handler),
            sites.handles(handler).orElse(null), handler.displayName(), declaration.displayName(), packageName);
        valid = false;
      } else if (handler.method().isPresent() && !handler.method().get().parameter().accessibleFrom(packageName)) {
        // The dispatcher casts to it and holds a Handler of it.
        diagnostics.report(Message.HANDLER_METHOD_PARAMETER_NOT_ACCESSIBLE, sites.site(handler),
            sites.handles(handler).orElse(null), handler.method().get().parameter(), handler.displayName(),
            declaration.displayName(), packageName);
        valid = false;
      }
    }
    for (Map.Entry<TypeRef, List<HandlerModel>> entry : byEvent.entrySet()) {
      if (!entry.getKey().accessibleFrom(packageName)) {
        Message message = entry.getKey().packageName().isEmpty()
            ? Message.EVENT_IN_UNNAMED_PACKAGE
            : Message.EVENT_NOT_ACCESSIBLE;
        for (HandlerModel handler : entry.getValue()) {
          reportOnEventValue(message, handler, entry.getKey(), entry.getKey(), declaration.displayName(), packageName);
        }
        valid = false;
      }
    }
    return valid;
  }

  private void reportDuplicate(DispatcherDeclaration declaration, TypeRef event, List<HandlerModel> candidates) {
    if (crossModule.involved(candidates)) {
      crossModule.reportDuplicate(declaration, event, candidates);
      return;
    }
    for (HandlerModel handler : candidates) {
      HandlerModel other = candidates.get(candidates.get(0) == handler ? 1 : 0);
      TypeMirror accepted = accepted(handler);
      TypeMirror otherAccepted = accepted(other);
      if (parameterizes(accepted, event) && parameterizes(otherAccepted, event)
          && !types.isSameType(accepted, otherAccepted)) {
        // Handler<Envelope<String>> and Handler<Envelope<Integer>>: one Class at run time, two meanings.
        reportOnEventValue(Message.ERASED_EVENT_COLLISION, handler, event, handler.displayName(), other.displayName(),
            declaration.displayName(), accepted, otherAccepted, event);
      } else {
        // The default dispatcher has no declaration to make broadcast: the fix declares one instead.
        reportOnEventValue(declaration.declared().isEmpty() ? Message.DUPLICATE_ROUTE_IN_DEFAULT
                : Message.DUPLICATE_ROUTE, handler, event, event, declaration.displayName(),
            handler.displayName(), other.displayName());
      }
    }
  }

  /** Whether {@code accepted} is {@code event} itself with type arguments, like {@code Envelope<String>}. */
  private boolean parameterizes(TypeMirror accepted, TypeRef event) {
    return accepted.getKind() == TypeKind.DECLARED && !((DeclaredType) accepted).getTypeArguments().isEmpty()
        && types.isSameType(types.erasure(accepted), erasure(event));
  }

  private TypeMirror accepted(HandlerModel handler) {
    return HandlerCalls.accepted(elements, types, handler);
  }

  private void reportOnEventValue(Message message, HandlerModel handler, TypeRef event, Object... args) {
    Element site = sites.site(handler);
    AnnotationMirror handles = sites.handles(handler).orElse(null);
    diagnostics.report(message, site, handles, handles == null
        ? null
        : Annotations.classLiteral(elements, handles, "value", event.qualifiedName()).orElse(null), args);
  }

  /**
   * A Kotlin object handler gets a create() and a companion object does not: unlike a Java class
   * without a usable constructor, that difference is not visible in the source, so it is said.
   */
  private void noteCompanionsWithoutFactory(DispatcherDeclaration declaration, Set<HandlerModel> included) {
    for (HandlerModel handler : included) {
      if (handler.constructor() == HandlerModel.NoArgConstructor.KOTLIN_COMPANION) {
        TypeElement companion = element(handler.type());
        diagnostics.report(Message.KOTLIN_COMPANION_WITHOUT_FACTORY, companion, declaration.displayName(),
            handler.type(), companion.getEnclosingElement().getSimpleName() + "." + companion.getSimpleName());
      }
    }
  }

  private boolean factory(DispatcherDeclaration declaration, Set<HandlerModel> included) {
    if (declaration.factory() == Factory.NONE) {
      return false;
    }
    for (HandlerModel handler : included) {
      if (!handler.creatableFrom(declaration.packageName())) {
        return false;
      }
    }
    return true;
  }

  private static boolean concreteClass(TypeElement type) {
    return (type.getKind() == ElementKind.CLASS
            || type.getKind() == ElementKind.ENUM
            || type.getKind() == ElementKind.RECORD)
        && !type.getModifiers().contains(Modifier.ABSTRACT);
  }

  private TypeElement element(TypeRef type) {
    return elements.getTypeElement(type.qualifiedName());
  }

  private TypeMirror erasure(TypeRef type) {
    return types.erasure(element(type).asType());
  }
}
