package dev.switchboard.processor.fuzz;

import dev.switchboard.processor.fuzz.TypeDecl.Kind;
import dev.switchboard.processor.fuzz.TypeDecl.Placement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a program's dispatchers must do, worked out from {@code docs/semantics.md} and {@code
 * docs/reference.md} alone (never from the processor's code): which dispatchers exist, whether
 * they get {@code create()}, which programs must be rejected, and which handlers run, in which
 * order, for an event of a given class.
 */
final class Oracle {
  /** One dispatcher the processor must generate. */
  record Target(
      TypeDecl declaration,
      String generatedClass,
      TypeDecl root,
      boolean broadcast,
      boolean includeSupertypes,
      Map<TypeDecl, List<Receiver>> handlersByType,
      List<Receiver> objectHandlers) {

    List<Receiver> routedHandlers() {
      Set<Receiver> routed = new LinkedHashSet<>(objectHandlers);
      handlersByType.values().forEach(routed::addAll);
      return new ArrayList<>(routed);
    }

    /** The classes whose instances the dispatcher holds. */
    List<TypeDecl> routedClasses() {
      return routedHandlers().stream().map(Receiver::owner).distinct().toList();
    }

    boolean objectHandled() {
      return !objectHandlers.isEmpty();
    }

    @Override
    public String toString() {
      return generatedClass
          + (broadcast
              ? " (broadcast" + (includeSupertypes ? ")" : ", no supertypes)")
              : " (exclusive)");
    }
  }

  private final Program program;
  private final List<Target> targets = new ArrayList<>();

  Oracle(Program program) {
    this.program = program;
    if (program.usesDefaultDispatcher()) {
      targets.add(target(null, defaultDispatcherName(), null, false, true));
    } else {
      for (TypeDecl dispatcher : program.dispatchers) {
        targets.add(target(
            dispatcher,
            declaredDispatcherName(dispatcher),
            dispatcher.root,
            dispatcher.broadcast,
            dispatcher.includeSupertypes));
      }
    }
  }

  List<Target> targets() {
    return targets;
  }

  private Target target(
      TypeDecl declaration,
      String name,
      TypeDecl root,
      boolean broadcast,
      boolean includeSupertypes) {
    Map<TypeDecl, List<Receiver>> byType = new LinkedHashMap<>();
    List<Receiver> objectHandlers = new ArrayList<>();
    for (Receiver handler : Receiver.of(program)) {
      if (!handler.dispatchers().isEmpty() && !handler.dispatchers().contains(declaration)) {
        continue;
      }
      for (TypeDecl event : handler.events()) {
        if (root == null || event.isSubtypeOf(root)) {
          byType.computeIfAbsent(event, type -> new ArrayList<>()).add(handler);
        }
      }
      if (handler.handlesObject() && root == null) {
        objectHandlers.add(handler);
      }
    }
    return new Target(
        declaration, name, root, broadcast, includeSupertypes, byType, objectHandlers);
  }

  /** {@code Switchboard<Outer>_<Inner>} in the declaration's package. */
  static String declaredDispatcherName(TypeDecl dispatcher) {
    StringBuilder simple = new StringBuilder(dispatcher.name);
    for (TypeDecl outer = dispatcher.outer; outer != null; outer = outer.outer) {
      simple.insert(0, outer.name + "_");
    }
    String pkg = dispatcher.packageName;
    return (pkg.isEmpty() ? "" : pkg + ".") + "Switchboard" + simple;
  }

  /**
   * {@code SwitchboardDispatcher} in the handlers' longest common package, {@code switchboard} if
   * none; in the unnamed package when any handler is there (only it can refer to them).
   */
  private String defaultDispatcherName() {
    if (program.handlers.stream().anyMatch(handler -> handler.packageName.isEmpty())) {
      return "SwitchboardDispatcher";
    }
    List<String> common = null;
    for (TypeDecl handler : program.handlers) {
      List<String> segments =
          handler.packageName.isEmpty() ? List.of() : List.of(handler.packageName.split("\\."));
      if (common == null) {
        common = segments;
      } else {
        int length = 0;
        while (length < common.size()
            && length < segments.size()
            && common.get(length).equals(segments.get(length))) {
          length++;
        }
        common = common.subList(0, length);
      }
    }
    String pkg = common == null || common.isEmpty() ? "switchboard" : String.join(".", common);
    return pkg + ".SwitchboardDispatcher";
  }

  // ---------------------------------------------------------------- rejections

  /** Why the processor must reject the program, if it must (a second exclusive handler, an ambiguity). */
  List<String> requiredRejections() {
    List<String> reasons = new ArrayList<>();
    for (Target target : targets) {
      if (!target.broadcast) {
        target.handlersByType.forEach((type, handlers) -> {
          if (handlers.size() > 1) {
            reasons.add(target + ": two handlers of " + type + " " + handlers + " (SB401)");
          }
        });
        if (target.objectHandlers.size() > 1) {
          reasons.add(target + ": two handlers of Object (SB401)");
        }
      }
      if (!target.broadcast || !target.includeSupertypes) {
        for (TypeDecl type : program.events()) {
          if (type.isMember()
              && mayHaveAmbiguousInstances(type)
              && inRoot(target, type)
              && nearest(target, type).isAmbiguous()) {
            reasons.add(target + ": " + type + " is equally close to "
                + nearest(target, type).ambiguous + " (SB402)");
          }
        }
      }
      if (target.declaration != null
          && target.declaration.factory.equals("REQUIRED")
          && !createPossible(target)) {
        reasons.add(
            target + ": factory REQUIRED but a handler has no accessible no-argument constructor");
      }
      for (Receiver handler : target.routedHandlers()) {
        if (handler.method() != null
            && !handler.method().isPublic
            && !handler.owner().packageName.equals(packageOf(target.generatedClass))) {
          reasons.add(target + ": " + handler
              + " is not public, and the dispatcher is in another package (SB124)");
        }
      }
    }
    requiredTags()
        .forEach((method, tag) -> reasons.add(method + " is no handler method (" + tag + ")"));
    reasons.addAll(interceptorRejections());
    return reasons;
  }

  /**
   * SB129 (an interceptor of a handler that does not accept its events), SB130 (one interceptor
   * twice among a dispatcher's, or around one handler), SB132 (a dispatcher's interceptor that
   * wraps none of its handlers) and SB133 (a package-private interceptor held by a dispatcher of
   * another package).
   */
  private List<String> interceptorRejections() {
    List<String> reasons = new ArrayList<>();
    // Misused methods too: the processor checks their interceptors as well.
    List<Receiver> handlers = new ArrayList<>();
    for (TypeDecl handler : program.handlers) {
      if (handler.classHandler) {
        handlers.add(new Receiver(handler, null));
      }
      handler.methods.forEach(method -> handlers.add(new Receiver(handler, method)));
    }
    for (Receiver handler : handlers) {
      TypeDecl eventType = declaredEventType(handler);
      List<TypeDecl> own = handlerInterceptors(handler);
      for (TypeDecl interceptor : own) {
        if (!interceptor.interceptsEventsOf(eventType)) {
          reasons.add(
              handler + ": interceptor " + interceptor + " does not accept its events (SB129)");
        }
      }
      if (new LinkedHashSet<>(own).size() < own.size()) {
        reasons.add(handler + ": an interceptor twice among " + own + " (SB130)");
      }
    }
    for (Target target : targets) {
      List<TypeDecl> wide =
          target.declaration == null ? List.of() : dispatcherInterceptors(target.declaration);
      if (new LinkedHashSet<>(wide).size() < wide.size()) {
        reasons.add(target + ": an interceptor twice among " + wide + " (SB130)");
      }
      for (Receiver handler : target.routedHandlers()) {
        List<TypeDecl> chain = chain(target, handler);
        if (new LinkedHashSet<>(chain).size() < chain.size()) {
          reasons.add(
              target + ": an interceptor twice around " + handler + " " + chain + " (SB130)");
        }
      }
      unusedDispatcherInterceptors(target)
          .forEach(unused -> reasons.add(target + ": " + unused + " wraps no handler (SB132)"));
      for (TypeDecl interceptor : heldInterceptors(target)) {
        if (interceptor.access != TypeDecl.Access.PUBLIC
            && !interceptor.packageName.equals(packageOf(target.generatedClass))) {
          reasons.add(target + ": " + interceptor + " is not public (SB133)");
        }
      }
    }
    return reasons;
  }

  // ---------------------------------------------------------------- interceptors

  /**
   * The event type a handler declares, which decides the interceptors that wrap it: a handler
   * method's parameter, a handler class's {@code E} of {@code Handler<E>}; null: Object.
   */
  static TypeDecl declaredEventType(Receiver handler) {
    if (handler.method() != null) {
      return handler.method().parameter;
    }
    TypeDecl owner = handler.owner();
    return owner.handlesObject || owner.handles.size() != 1 ? null : owner.handles.get(0);
  }

  /**
   * The interceptors that writing {@code binding} brings, outermost first: those it lists, then
   * those of the annotations on its type, depth first, each annotation type once.
   */
  static List<TypeDecl> bound(TypeDecl binding) {
    List<TypeDecl> all = new ArrayList<>();
    addBound(binding, new HashSet<>(), all);
    return all;
  }

  private static void addBound(TypeDecl binding, Set<TypeDecl> visited, List<TypeDecl> all) {
    if (visited.add(binding)) {
      all.addAll(binding.bound);
      binding.carried.forEach(carried -> addBound(carried, visited, all));
    }
  }

  /** The dispatcher's interceptors, outermost first: its list, then its bindings'. */
  static List<TypeDecl> dispatcherInterceptors(TypeDecl dispatcher) {
    List<TypeDecl> all = new ArrayList<>(dispatcher.interceptors);
    dispatcher.bindings.forEach(binding -> all.addAll(bound(binding)));
    return all;
  }

  /**
   * A handler's own interceptors, outermost first: its class's {@code @Handles}, its method's, then
   * the bindings of its class, those its class inherits, and those of its method.
   */
  static List<TypeDecl> handlerInterceptors(Receiver handler) {
    List<TypeDecl> all = new ArrayList<>(handler.owner().interceptors);
    if (handler.method() != null) {
      all.addAll(handler.method().interceptors);
    }
    handler.owner().bindings.forEach(binding -> all.addAll(bound(binding)));
    // Then those it inherits, nearest superclass first: an @Inherited binding it declares itself
    // hides that of a superclass, as reflection shows.
    Set<TypeDecl> present = new HashSet<>(handler.owner().bindings);
    for (TypeDecl base = handler.owner().superclass; base != null; base = base.superclass) {
      for (TypeDecl binding : base.bindings) {
        if (binding.inherited && present.add(binding)) {
          all.addAll(bound(binding));
        }
      }
    }
    if (handler.method() != null) {
      handler.method().bindings.forEach(binding -> all.addAll(bound(binding)));
    }
    return all;
  }

  /** The interceptors around {@code handler} in {@code target}, outermost first. */
  static List<TypeDecl> chain(Target target, Receiver handler) {
    List<TypeDecl> chain = new ArrayList<>();
    if (target.declaration != null) {
      TypeDecl declared = declaredEventType(handler);
      dispatcherInterceptors(target.declaration).stream()
          .filter(interceptor -> interceptor.interceptsEventsOf(declared))
          .forEach(chain::add);
    }
    chain.addAll(handlerInterceptors(handler));
    return chain;
  }

  /** The dispatcher's interceptors that accept the declared event type of none of its handlers. */
  static List<TypeDecl> unusedDispatcherInterceptors(Target target) {
    if (target.declaration == null) {
      return List.of();
    }
    return dispatcherInterceptors(target.declaration).stream()
        .filter(interceptor -> target.routedHandlers().stream()
            .noneMatch(handler -> interceptor.interceptsEventsOf(declaredEventType(handler))))
        .distinct()
        .toList();
  }

  /** The interceptor classes whose instances the dispatcher holds, the dispatcher's first. */
  static List<TypeDecl> heldInterceptors(Target target) {
    Set<TypeDecl> held = new LinkedHashSet<>();
    if (target.declaration != null) {
      held.addAll(dispatcherInterceptors(target.declaration));
    }
    target.routedHandlers().forEach(handler -> held.addAll(handlerInterceptors(handler)));
    return new ArrayList<>(held);
  }

  /**
   * {@code HandlerDescriptor.toString()}: {@code app.Billing#on(Placed)}, with the parameter's simple
   * name, or the handler class's canonical name.
   */
  static String descriptor(Receiver handler) {
    TypeDecl owner = handler.owner();
    if (handler.method() == null) {
      return owner.canonicalName();
    }
    TypeDecl parameter = handler.method().parameter;
    return owner.canonicalName() + "#" + handler.method().name + "("
        + (parameter == null ? "Object" : parameter.name) + ")";
  }

  /**
   * The tags the processor must report whatever else it reports, each for the method it names: a
   * misused handler method is always checked (SB104 instead when its class is private, which
   * leaves its methods unchecked).
   */
  Map<MethodDecl, String> requiredTags() {
    Map<MethodDecl, String> tags = new LinkedHashMap<>();
    for (TypeDecl handler : program.handlers) {
      boolean privateClass = false;
      for (TypeDecl level = handler; level != null; level = level.outer) {
        privateClass |= level.access == TypeDecl.Access.PRIVATE;
      }
      for (MethodDecl method : handler.methods) {
        if (method.misuse != MethodDecl.Misuse.NONE) {
          tags.put(method, privateClass ? "SB104" : method.misuse.tag);
        }
      }
    }
    return tags;
  }

  /**
   * Whether an instance of {@code type} or of a subtype the processor never sees could meet the
   * ambiguity (semantics: SB402 for concrete classes, and for abstract classes and interfaces unless
   * sealed, whose permitted subtypes are all known and checked).
   */
  private static boolean mayHaveAmbiguousInstances(TypeDecl type) {
    boolean open = type.kind == Kind.INTERFACE || (type.kind == Kind.CLASS && type.isAbstract);
    return !open || type.sealing != TypeDecl.Sealing.SEALED;
  }

  // ---------------------------------------------------------------- create()

  /** WHEN_POSSIBLE: whether {@code create()} exists; REQUIRED: it must; NONE: it must not. */
  Optional<Boolean> expectsCreate(Target target) {
    String factory = target.declaration == null ? "WHEN_POSSIBLE" : target.declaration.factory;
    return switch (factory) {
      case "NONE" -> Optional.of(false);
      case "REQUIRED" -> Optional.of(true);
      default -> Optional.of(createPossible(target));
    };
  }

  private static boolean createPossible(Target target) {
    String pkg = packageOf(target.generatedClass);
    for (TypeDecl interceptor : heldInterceptors(target)) {
      // Its implicit constructor is as accessible as the class.
      if (interceptor.constructor == TypeDecl.Constructor.WITH_ARGUMENT
          || (interceptor.access != TypeDecl.Access.PUBLIC
              && !interceptor.packageName.equals(pkg))) {
        return false;
      }
    }
    for (TypeDecl handler : target.routedClasses()) {
      boolean samePackage = handler.packageName.equals(pkg);
      boolean accessible = switch (handler.constructor) {
        case IMPLICIT ->
          handler.access == TypeDecl.Access.PUBLIC || inInterface(handler) || samePackage;
        case PUBLIC_NO_ARG -> true;
        case PACKAGE_NO_ARG -> samePackage;
        case PRIVATE_NO_ARG, WITH_ARGUMENT, THROWING -> false;
      };
      if (!accessible) {
        return false;
      }
    }
    return true;
  }

  private static boolean inInterface(TypeDecl decl) {
    return decl.outer != null && decl.outer.kind == Kind.INTERFACE;
  }

  static String packageOf(String qualifiedName) {
    int dot = qualifiedName.lastIndexOf('.');
    return dot < 0 ? "" : qualifiedName.substring(0, dot);
  }

  // ---------------------------------------------------------------- routing

  /** Whether an event of run-time class {@code type} can be given to the target at all. */
  static boolean inRoot(Target target, TypeDecl type) {
    return target.root == null || type.isSubtypeOf(target.root);
  }

  /**
   * What an event of run-time class {@code type} records, in order: for each handler that takes
   * it, each interceptor of its chain ({@code Name descriptor}), up to a guard, then the handler's
   * label unless a guard stopped it.
   */
  List<String> expectedTrace(Target target, TypeDecl type) {
    List<String> trace = new ArrayList<>();
    for (Receiver handler : expectedHandlers(target, type)) {
      boolean guarded = false;
      for (TypeDecl interceptor : chain(target, handler)) {
        trace.add(interceptor.name + " " + descriptor(handler));
        if (interceptor.isGuard()) {
          guarded = true;
          break;
        }
      }
      if (!guarded) {
        trace.add(handler.label());
      }
    }
    return trace;
  }

  /** The handlers that take an event of run-time class {@code type}, in the order they run. */
  List<Receiver> expectedHandlers(Target target, TypeDecl type) {
    List<Receiver> handlers;
    if (target.broadcast && target.includeSupertypes) {
      handlers = broadcastWithSupertypes(target, type);
    } else {
      Nearest nearest = nearest(target, type);
      if (nearest.type == null) {
        handlers = nearest.object ? sorted(target, target.objectHandlers, type) : List.of();
      } else {
        handlers = sorted(target, target.handlersByType.get(nearest.type), type);
        if (!target.broadcast) {
          handlers = handlers.subList(0, 1);
        }
      }
    }
    return handlers;
  }

  private List<Receiver> broadcastWithSupertypes(Target target, TypeDecl type) {
    Set<Receiver> matching = new LinkedHashSet<>();
    target.handlersByType.forEach((handled, handlers) -> {
      if (type.isSubtypeOf(handled)) {
        matching.addAll(handlers);
      }
    });
    matching.addAll(target.objectHandlers);
    return sorted(target, new ArrayList<>(matching), type);
  }

  /**
   * Priority (higher first), then specificity of the handler's most specific matching type, then
   * {@link Receiver#TIE_BREAK}.
   */
  private List<Receiver> sorted(Target target, List<Receiver> handlers, TypeDecl type) {
    return handlers.stream()
        .sorted(Comparator.comparingInt((Receiver handler) -> -handler.priority())
            .thenComparingInt(handler -> -specificity(target, handler, type))
            .thenComparing(Receiver.TIE_BREAK))
        .toList();
  }

  private static int specificity(Target target, Receiver handler, TypeDecl type) {
    int best = 0;
    for (TypeDecl handled : handler.events()) {
      if (target.handlersByType.containsKey(handled) && type.isSubtypeOf(handled)) {
        int extended = 0;
        for (TypeDecl declared : target.handlersByType.keySet()) {
          if (handled.isSubtypeOf(declared)) {
            extended++;
          }
        }
        best = Math.max(best, extended);
      }
    }
    return best;
  }

  /** The outcome of the nearest-handled-supertype rule. */
  record Nearest(TypeDecl type, boolean object, List<TypeDecl> ambiguous) {
    boolean isAmbiguous() {
      return ambiguous.size() > 1;
    }
  }

  /**
   * The class itself if handled; else the nearest handled superclass; else the most specific
   * handled interface (for a class the processor never saw, the first of equally specific ones in
   * a depth-first walk of implements clauses, its own before its superclasses'); else Object's.
   */
  Nearest nearest(Target target, TypeDecl type) {
    Set<TypeDecl> handled = target.handlersByType.keySet();
    for (TypeDecl current = type; current != null; current = current.superclass) {
      if (handled.contains(current)) {
        return new Nearest(current, false, List.of());
      }
    }
    Set<TypeDecl> interfaces = new LinkedHashSet<>();
    walkInterfaces(type, interfaces);
    List<TypeDecl> candidates = interfaces.stream().filter(handled::contains).toList();
    List<TypeDecl> mostSpecific = candidates.stream()
        .filter(candidate -> candidates.stream()
            .noneMatch(other -> other != candidate && other.isSubtypeOf(candidate)))
        .toList();
    if (!mostSpecific.isEmpty()) {
      // The depth-first order of walkInterfaces is the run-time rule's tie-break.
      return new Nearest(mostSpecific.get(0), false, mostSpecific);
    }
    return new Nearest(null, target.objectHandled(), List.of());
  }

  /** Every interface of {@code type}: its own clauses in order, depth first, then its superclass's. */
  private static void walkInterfaces(TypeDecl type, Set<TypeDecl> into) {
    for (TypeDecl direct : type.interfaces) {
      walkInterface(direct, into);
    }
    if (type.superclass != null) {
      walkInterfaces(type.superclass, into);
    }
  }

  private static void walkInterface(TypeDecl type, Set<TypeDecl> into) {
    if (into.add(type)) {
      for (TypeDecl superinterface : type.interfaces) {
        walkInterface(superinterface, into);
      }
    }
  }

  /** A class the processor never saw: an enum constant's body. */
  static TypeDecl enumConstantBody(TypeDecl enumType) {
    TypeDecl body = new TypeDecl(
        -1,
        "",
        enumType.packageName,
        enumType,
        Kind.CLASS,
        TypeDecl.Role.EVENT,
        Placement.ENUM_CONSTANT_BODY);
    body.superclass = enumType;
    return body;
  }
}
