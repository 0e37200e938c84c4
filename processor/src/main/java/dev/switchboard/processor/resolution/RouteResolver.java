package dev.switchboard.processor.resolution;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.model.DispatchMethod;
import dev.switchboard.processor.model.DispatchSemantics;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.DispatcherParts;
import dev.switchboard.processor.model.FactoryMethod;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.multimodule.CrossModuleConflicts;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Decides what one dispatcher routes: which handlers belong to it, the route of every event class
 * the compilation knows, and whether it gets a factory. Reports conflicts on the handlers involved.
 */
public final class RouteResolver {
  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;
  private final CompiledNow compiledNow;
  private final RouteChecks checks;
  private final EventClasses eventClasses;
  private final FactoryDecision factory;
  private final DeclaredDispatch declaredDispatch;

  public RouteResolver(
      Elements elements,
      Types types,
      Diagnostics diagnostics,
      CrossModuleConflicts crossModule,
      CompiledNow compiledNow) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.compiledNow = compiledNow;
    this.checks = new RouteChecks(elements, types, diagnostics, crossModule);
    this.eventClasses = new EventClasses(elements, types, diagnostics, crossModule);
    this.factory = new FactoryDecision(elements, diagnostics);
    this.declaredDispatch = new DeclaredDispatch(elements, types);
  }

  /** Whether {@code event} is an event type a dispatcher of {@code root} routes. */
  public boolean routes(TypeRef root, TypeRef event) {
    return types.isSubtype(erasure(event), erasure(root));
  }

  /**
   * Resolves {@code declaration} over {@code handlers} (every valid handler of the compilation) and
   * {@code knownTypes} (every class of the compilation, by qualified name); empty when an error was
   * reported. Every check runs even after one failed, so that one compilation reports every error.
   */
  public Optional<DispatcherModel> resolve(
      DispatcherDeclaration declaration,
      Collection<HandlerModel> handlers,
      Set<String> knownTypes) {
    DispatchSemantics semantics = declaration.semantics();
    HandlerGroups groups =
        HandlerGroups.of(declaration, handlers, event -> routes(declaration.rootErasure(), event));
    boolean valid = checks.accessible(declaration, groups);
    if (!semantics.broadcast()) {
      valid &= checks.oneHandlerEach(declaration, groups);
    }
    EventClasses.Found found = eventClasses.of(
        declaration,
        groups,
        knownTypes,
        event -> routes(declaration.rootErasure(), event),
        semantics.nearestOnly());
    valid &= found.valid();
    ModeRoutes routes = semantics.broadcast()
        ? new BroadcastRouting(elements, types).of(semantics, groups, found.classes())
        : new ExclusiveRouting(types).of(groups, found.classes());
    if (semantics.nearestOnly() && valid) {
      new ShadowedSupertypes(elements, types, diagnostics)
          .check(declaration, groups.byEvent(), routes.reached());
    }
    InterceptorChains.Chains chains =
        new InterceptorChains(elements, types, diagnostics).of(declaration, groups.included());
    valid &= chains.valid();
    Optional<FactoryMethod> factoryMethod =
        factory.of(declaration, groups.included(), chains.instances());
    valid &= factoryMethod.isPresent();
    valid &= new Exhaustiveness(elements, diagnostics, compiledNow)
        .check(declaration, groups.handledNames(), members(groups));
    if (!valid) {
      return Optional.empty();
    }
    return Optional.of(model(declaration, groups, routes, factoryMethod.get(), chains));
  }

  /** The qualified names of the handler classes, then of the handled types, each sorted. */
  private static List<String> members(HandlerGroups groups) {
    List<String> members = new ArrayList<>();
    for (HandlerModel handler : new TreeSet<>(groups.included())) {
      members.add(handler.type().qualifiedName());
    }
    members.addAll(new TreeSet<>(groups.handledNames()));
    return members;
  }

  /** The dispatcher of checked routes: its calls, typed methods and checks of {@code handlerFor}. */
  private DispatcherModel model(
      DispatcherDeclaration declaration,
      HandlerGroups groups,
      ModeRoutes routes,
      FactoryMethod factoryMethod,
      InterceptorChains.Chains chains) {
    Set<HandlerModel> chained = new HashSet<>();
    for (HandlerChain chain : chains.chains()) {
      chained.add(chain.handler());
    }
    HandlerCalls calls = new HandlerCalls(elements, types, declaration.packageName(), chained);
    TypeMirror root = declaredDispatch.rootType(declaration);
    DispatchMethod dispatchMethod = declaredDispatch.dispatchMethod(declaration, root);
    // Typed methods would bypass a dispatch(root) of the user's: then there are none.
    TypedMethods typed = dispatchMethod == DispatchMethod.DECLARED
        ? TypedMethods.NONE
        : routes.typed(
            new TypedOverloads(elements, types, declaration, groups.handledNames(), calls),
            groups.included().size());
    List<HandlerModel> handlerList = new ArrayList<>(groups.included());
    // An inherited dispatch hands the generated method the event as an Object.
    TypeMirror dispatched = dispatchMethod == DispatchMethod.INHERITED
        ? elements.getTypeElement(Object.class.getName()).asType()
        : root;
    List<HandlerCall> dispatchCalls = new ArrayList<>();
    for (HandlerModel handler : handlerList) {
      dispatchCalls.add(calls.of(handler, dispatched));
    }
    DispatcherModel model = routes.model(new DispatcherParts(
        declaration,
        handlerList,
        factoryMethod,
        typed.overloads(),
        ExactClassChecks.of(elements, routes.events(), groups.handledNames()),
        dispatchCalls,
        dispatchMethod,
        chains.instances(),
        chains.chains()));
    if (typed.leftOutBecause().isPresent()) {
      reportTypedMethodsLeftOut(model, typed.leftOutBecause().get());
    }
    return model;
  }

  /**
   * A note when the dispatcher is too large for typed methods: code compiled separately against an
   * earlier, smaller version of it may have bound a {@code dispatch(E)} that is now gone.
   */
  private void reportTypedMethodsLeftOut(DispatcherModel model, String why) {
    DispatcherDeclaration declaration = model.declaration();
    diagnostics.report(
        Message.TYPED_METHODS_LEFT_OUT,
        compiledNow.dispatcherSite(model),
        declaration.displayName(),
        why,
        declaration.rootErasure().qualifiedName());
  }

  private TypeMirror erasure(TypeRef type) {
    return types.erasure(elements.getTypeElement(type.qualifiedName()).asType());
  }
}
