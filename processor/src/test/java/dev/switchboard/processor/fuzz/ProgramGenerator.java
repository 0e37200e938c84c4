package dev.switchboard.processor.fuzz;

import dev.switchboard.processor.fuzz.TypeDecl.Access;
import dev.switchboard.processor.fuzz.TypeDecl.Constructor;
import dev.switchboard.processor.fuzz.TypeDecl.Kind;
import dev.switchboard.processor.fuzz.TypeDecl.Placement;
import dev.switchboard.processor.fuzz.TypeDecl.Role;
import dev.switchboard.processor.fuzz.TypeDecl.Sealing;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Builds a random legal program from a sequence of choices: event types (classes, interfaces,
 * records, enums; nested, inner, local, anonymous; generic, sealed), handlers and dispatchers. Only
 * legal Java comes out: every reference is checked for accessibility, sealed types keep their
 * subtypes in their own file, and names are unique (see {@link Names}).
 */
final class ProgramGenerator {
  private static final int MAX_DEPTH = 3;

  private final Choices choices;
  private final Names names;
  private final Program program = new Program();
  private final List<String> packages = new ArrayList<>();
  private int nextId;

  private ProgramGenerator(Choices choices) {
    this.choices = choices;
    this.names = new Names(choices);
  }

  static Program generate(Choices choices) {
    ProgramGenerator generator = new ProgramGenerator(choices);
    generator.build();
    generator.program.replay = choices.replayString();
    return generator.program;
  }

  private void build() {
    boolean unnamed = choices.percent(15);
    if (unnamed) {
      packages.add("");
    }
    // With the unnamed package, mostly alone; sometimes beside named packages, which cannot refer
    // to it.
    int count = unnamed ? (choices.percent(60) ? 0 : 1 + choices.below(2)) : 1 + choices.below(3);
    for (String name : Names.packages()) {
      if (packages.size() < count + (unnamed ? 1 : 0)
          && (packages.isEmpty() || choices.percent(50))) {
        packages.add(name);
      }
    }
    int events = 1 + choices.below(8);
    for (int i = 0; i < events; i++) {
      event();
    }
    fixSealing();
    int samples = choices.below(4);
    for (int i = 0; i < samples; i++) {
      sample();
    }
    if (choices.percent(50)) {
      interceptors();
    }
    int dispatchers = choices.percent(60) ? 1 + choices.below(3) : 0;
    for (int i = 0; i < dispatchers; i++) {
      dispatcher();
    }
    int handlers = 1 + choices.below(5);
    Set<TypeDecl> handled = new HashSet<>();
    for (int i = 0; i < handlers; i++) {
      handler(i, handled);
    }
    dropUnusedDispatcherInterceptors();
    if (choices.percent(4)) {
      classNamedLikeADispatcher();
    }
    program.preferCreate = choices.percent(50);
  }

  // ---------------------------------------------------------------- events

  private void event() {
    Kind kind = switch (choices.below(10)) {
      case 5, 6, 7 -> Kind.INTERFACE;
      case 8 -> Kind.RECORD;
      case 9 -> Kind.ENUM;
      default -> Kind.CLASS;
    };
    TypeDecl outer = choices.percent(40) ? container() : null;
    TypeDecl decl = declare(kind, Role.EVENT, outer);
    if (outer != null
        && kind == Kind.CLASS
        && outer.kind == Kind.CLASS
        && !outer.isAbstract
        && !outer.generic
        && choices.percent(25)) {
      decl.isStatic = false;
    }
    if (kind == Kind.CLASS || kind == Kind.INTERFACE) {
      decl.generic = choices.percent(15);
    }
    if (kind == Kind.CLASS) {
      decl.isAbstract = choices.percent(20);
      decl.isFinal = !decl.isAbstract && choices.percent(15);
    }
    if ((kind == Kind.CLASS || kind == Kind.INTERFACE) && !decl.isFinal && choices.percent(15)) {
      decl.sealing = Sealing.SEALED;
    }
    if (kind == Kind.CLASS && choices.percent(60)) {
      List<TypeDecl> candidates = program.all.stream()
          .filter(t -> t != decl && t.role == Role.EVENT && t.isMember() && t.kind == Kind.CLASS)
          .filter(t -> !t.isFinal && !t.isInner() && canExtend(t, decl))
          .toList();
      if (!candidates.isEmpty()) {
        decl.superclass = choices.pick(candidates);
      }
    }
    int interfaces = kind == Kind.INTERFACE ? choices.below(3) : choices.below(3);
    for (int i = 0; i < interfaces; i++) {
      List<TypeDecl> candidates = program.all.stream()
          .filter(
              t -> t != decl && t.role == Role.EVENT && t.isMember() && t.kind == Kind.INTERFACE)
          .filter(t -> !decl.interfaces.contains(t) && canExtend(t, decl))
          .toList();
      if (!candidates.isEmpty()) {
        decl.interfaces.add(choices.pick(candidates));
      }
    }
    decl.recordComponent = kind == Kind.RECORD && choices.percent(30);
    decl.defaultMethod = kind == Kind.INTERFACE && choices.percent(40);
    if (kind == Kind.ENUM) {
      int constants = 1 + choices.below(3);
      for (int i = 0; i < constants; i++) {
        decl.enumConstantBodies.add(choices.percent(30));
      }
    }
  }

  /** A type to nest a new member in, or null for a top-level one. */
  private TypeDecl container() {
    List<TypeDecl> candidates = program.all.stream()
        .filter(t -> t.role == Role.EVENT && t.isMember() && !t.isInner() && depth(t) < MAX_DEPTH)
        .toList();
    return candidates.isEmpty() ? null : choices.pick(candidates);
  }

  private TypeDecl declare(Kind kind, Role role, TypeDecl outer) {
    String pkg = outer != null ? outer.packageName : choices.pick(packages);
    TypeDecl decl = new TypeDecl(nextId++, names.fresh(), pkg, outer, kind, role, Placement.MEMBER);
    decl.access = access(outer);
    if (outer == null) {
      program.topLevel.add(decl);
    } else {
      outer.members.add(decl);
    }
    program.all.add(decl);
    return decl;
  }

  private void undeclare(TypeDecl decl) {
    (decl.outer == null ? program.topLevel : decl.outer.members).remove(decl);
    program.all.remove(decl);
  }

  private Access access(TypeDecl outer) {
    if (outer == null) {
      return choices.percent(10) ? Access.PACKAGE : Access.PUBLIC;
    }
    if (outer.kind == Kind.INTERFACE) {
      return Access.PUBLIC;
    }
    Access access = switch (choices.below(10)) {
      case 7 -> Access.PACKAGE;
      case 8 -> Access.PROTECTED;
      case 9 -> Access.PRIVATE;
      default -> Access.PUBLIC;
    };
    return access;
  }

  private static int depth(TypeDecl decl) {
    return decl.outer == null ? 0 : 1 + depth(decl.outer);
  }

  /** Whether {@code sub} may name {@code supertype} in its extends or implements clause. */
  private static boolean canExtend(TypeDecl supertype, TypeDecl sub) {
    if (supertype.sealing == Sealing.SEALED && supertype.topLevel() != sub.topLevel()) {
      return false;
    }
    return accessible(supertype, sub.packageName, sub.topLevel());
  }

  /**
   * Java's access rule for a member type, conservatively: protected counts as package access; no
   * named package can refer to a type of the unnamed package.
   */
  static boolean accessible(TypeDecl target, String fromPackage, TypeDecl fromTopLevel) {
    if (target.packageName.isEmpty() && !fromPackage.isEmpty()) {
      return false;
    }
    for (TypeDecl level = target; level != null; level = level.outer) {
      switch (level.access) {
        case PRIVATE -> {
          if (level.topLevel() != fromTopLevel) {
            return false;
          }
        }
        case PACKAGE, PROTECTED -> {
          if (!level.packageName.equals(fromPackage)) {
            return false;
          }
        }
        case PUBLIC -> {}
      }
    }
    return true;
  }

  /**
   * A sealed type needs a subtype in its own file, and each direct subtype of a sealed type says
   * final, sealed or non-sealed; the generator decides sealing before the subtypes exist, so it
   * settles it here.
   */
  private void fixSealing() {
    for (TypeDecl decl : program.all) {
      if (decl.sealing == Sealing.SEALED
          && program.all.stream().noneMatch(t -> t.directSupertypes().contains(decl))) {
        decl.sealing = Sealing.NONE;
      }
    }
    for (TypeDecl decl : program.all) {
      boolean sealedParent =
          decl.directSupertypes().stream().anyMatch(t -> t.sealing == Sealing.SEALED);
      if (!sealedParent || decl.kind == Kind.RECORD || decl.kind == Kind.ENUM) {
        continue;
      }
      if (decl.sealing == Sealing.NONE && !decl.isFinal) {
        decl.sealing = Sealing.NON_SEALED;
      }
    }
  }

  // ---------------------------------------------------------------- local and anonymous classes

  private void sample() {
    List<TypeDecl> owners =
        program.topLevel.stream().filter(t -> t.role == Role.EVENT).toList();
    if (owners.isEmpty()) {
      return;
    }
    TypeDecl owner = choices.pick(owners);
    boolean anonymous = choices.percent(50);
    List<TypeDecl> supertypes = program.all.stream()
        .filter(t ->
            t.role == Role.EVENT && t.isMember() && !t.isInner() && t.sealing != Sealing.SEALED)
        .filter(t -> (t.kind == Kind.CLASS && !t.isFinal) || t.kind == Kind.INTERFACE)
        .filter(t -> accessible(t, owner.packageName, owner))
        .toList();
    TypeDecl sample = new TypeDecl(
        nextId++,
        anonymous ? "" : names.fresh(),
        owner.packageName,
        owner,
        Kind.CLASS,
        Role.EVENT,
        anonymous ? Placement.ANONYMOUS : Placement.LOCAL);
    if (!supertypes.isEmpty()) {
      TypeDecl first = choices.pick(supertypes);
      if (first.kind == Kind.CLASS) {
        sample.superclass = first;
      } else {
        sample.interfaces.add(first);
      }
      if (!anonymous && choices.percent(40)) {
        TypeDecl second = choices.pick(supertypes);
        if (second.kind == Kind.INTERFACE && !sample.interfaces.contains(second)) {
          sample.interfaces.add(second);
        }
      }
    }
    owner.samples.add(sample);
    program.all.add(sample);
  }

  // ---------------------------------------------------------------- interceptors

  /**
   * One to three interceptor classes, each an {@code Interceptor} of Object or of an event type,
   * directly or through an abstract superclass (generic or not); now and then a guard or one
   * without a no-argument constructor; then binding annotations naming some of them, some
   * {@code @Inherited}, and now and then one on others (a binding on bindings, or a composed
   * annotation). Top-level, in a named package where there is one, and public but now and then:
   * every file can name them.
   */
  private void interceptors() {
    String pkg = packages.stream().filter(name -> !name.isEmpty()).findFirst().orElse("");
    List<TypeDecl> events = program.all.stream()
        .filter(t -> t.role == Role.EVENT && t.isMember() && !t.generic)
        .filter(t -> accessible(t, pkg, null))
        .toList();
    TypeDecl base = null;
    int count = 1 + choices.below(3);
    for (int i = 0; i < count; i++) {
      TypeDecl interceptor = topLevel(Kind.CLASS, Role.INTERCEPTOR, pkg);
      interceptor.isFinal = true;
      // Package-private: only its package names it; a dispatcher generated elsewhere cannot hold it
      // (SB133).
      interceptor.access = choices.percent(10) ? Access.PACKAGE : Access.PUBLIC;
      interceptor.accepts = events.isEmpty() || choices.percent(50) ? null : choices.pick(events);
      if (choices.percent(25)) {
        // Through an abstract superclass: Interceptor<E> fixed there, or its type parameter.
        if (base == null || choices.percent(30)) {
          base = topLevel(Kind.CLASS, Role.INTERCEPTOR, pkg);
          base.isAbstract = true;
          base.generic = choices.percent(50);
          base.accepts = interceptor.accepts;
          base.guard = choices.percent(30);
        }
        interceptor.superclass = base;
        if (!base.generic) {
          interceptor.accepts = base.accepts;
        }
      } else {
        interceptor.guard = choices.percent(30);
      }
      if (choices.percent(5)) {
        interceptor.constructor = Constructor.WITH_ARGUMENT;
      }
      program.interceptors.add(interceptor);
    }
    int bindings = choices.percent(60) ? 1 + choices.below(2) : 0;
    for (int i = 0; i < bindings; i++) {
      TypeDecl binding = topLevel(Kind.ANNOTATION, Role.BINDING, pkg);
      binding.inherited = choices.percent(40);
      int bound = choices.percent(20) ? 2 : 1;
      for (int j = 0; j < bound; j++) {
        TypeDecl interceptor = choices.pick(program.interceptors);
        if (!binding.bound.contains(interceptor)) {
          binding.bound.add(interceptor);
        }
      }
      program.bindings.add(binding);
    }
    if (!program.bindings.isEmpty() && choices.percent(50)) {
      // On others: a binding of its own interceptor as well, or a composed annotation of them.
      TypeDecl carrier = topLevel(Kind.ANNOTATION, Role.BINDING, pkg);
      if (choices.percent(50)) {
        carrier.bound.add(choices.pick(program.interceptors));
      }

      // Mostly bindings of interceptors of every event, so that it fits handlers often enough.
      List<TypeDecl> ofAnyEvent = program.bindings.stream()
          .filter(binding -> Oracle.bound(binding).stream().allMatch(i -> i.accepts == null))
          .toList();
      List<TypeDecl> from =
          ofAnyEvent.isEmpty() || choices.percent(30) ? program.bindings : ofAnyEvent;
      int carried = 1 + choices.below(2);
      for (int j = 0; j < carried; j++) {
        TypeDecl binding = choices.pick(from);
        if (!carrier.carried.contains(binding)) {
          carrier.carried.add(binding);
        }
      }
      program.bindings.add(carrier);
    }
  }

  private TypeDecl topLevel(Kind kind, Role role, String pkg) {
    TypeDecl decl = new TypeDecl(nextId++, names.fresh(), pkg, null, kind, role, Placement.MEMBER);
    program.topLevel.add(decl);
    program.all.add(decl);
    return decl;
  }

  /** The dispatcher's own: mostly interceptors of Object or of its root, and a binding now and then. */
  private void dispatcherInterceptors(TypeDecl dispatcher) {
    if (program.interceptors.isEmpty() || !choices.percent(40)) {
      return;
    }
    List<TypeDecl> visible = visibleInterceptors(dispatcher.packageName);
    List<TypeDecl> fitting = visible.stream()
        .filter(i -> i.accepts == null
            || (dispatcher.root != null && i.accepts.isSubtypeOf(dispatcher.root)))
        .toList();
    int count = 1 + choices.below(2);
    for (int i = 0; i < count; i++) {
      List<TypeDecl> pool = choices.percent(10) ? visible : fitting;
      if (pool.isEmpty()) {
        return;
      }
      TypeDecl interceptor = choices.pick(pool);
      if (!dispatcher.interceptors.contains(interceptor) || choices.percent(5)) {
        dispatcher.interceptors.add(interceptor);
      }
    }
    if (!program.bindings.isEmpty() && choices.percent(40)) {
      TypeDecl binding = choices.pick(program.bindings);
      if (Oracle.bound(binding).stream().noneMatch(dispatcher.interceptors::contains)
          || choices.percent(5)) {
        dispatcher.bindings.add(binding);
      }
    }
  }

  /**
   * Interceptors and bindings of a handler class (on the class: around each of its handlers) and of
   * its methods, mostly those that accept the handler's events and that no dispatcher names already
   * (else SB129, SB130). {@code @Handles(interceptors)} on the class only where the class is a
   * {@code Handler} itself.
   */
  private void handlerInterceptors(TypeDecl decl) {
    if (program.interceptors.isEmpty() || !choices.percent(60)) {
      return;
    }
    Set<TypeDecl> taken = new HashSet<>();
    program.dispatchers.forEach(
        dispatcher -> taken.addAll(Oracle.dispatcherInterceptors(dispatcher)));
    List<TypeDecl> routes = new ArrayList<>();
    if (decl.classHandler) {
      routes.add(Oracle.declaredEventType(new Receiver(decl, null)));
    }
    decl.methods.forEach(method -> routes.add(method.parameter));
    if (choices.percent(30)) {
      inheritedBinding(decl, routes, taken);
    }
    if (decl.classHandler && choices.percent(40)) {
      pickInterceptors(decl.interceptors, decl.packageName, routes, taken);
    }
    if (choices.percent(40)) {
      pickBinding(decl.bindings, routes, taken);
    }
    for (MethodDecl method : decl.methods) {
      Set<TypeDecl> onRoute = new HashSet<>(taken);
      onRoute.addAll(decl.interceptors);
      decl.bindings.forEach(binding -> onRoute.addAll(Oracle.bound(binding)));
      if (decl.superclass != null) {
        decl.superclass.bindings.forEach(binding -> onRoute.addAll(Oracle.bound(binding)));
      }
      List<TypeDecl> route = new ArrayList<>();
      route.add(method.parameter);
      if (choices.percent(40)) {
        pickInterceptors(method.interceptors, decl.packageName, route, onRoute);
      }
      if (choices.percent(35)) {
        pickBinding(method.bindings, route, onRoute);
      }
    }
  }

  /**
   * An abstract superclass for handler class {@code decl}, public in its package, bearing an
   * {@code @Inherited} binding that mostly fits every route of the class and none of {@code taken}.
   */
  private void inheritedBinding(TypeDecl decl, List<TypeDecl> routes, Set<TypeDecl> taken) {
    List<TypeDecl> inherited =
        program.bindings.stream().filter(b -> b.inherited).toList();
    if (inherited.isEmpty()) {
      return;
    }
    List<TypeDecl> fitting = inherited.stream()
        .filter(binding -> Oracle.bound(binding).stream()
            .allMatch(interceptor -> fits(interceptor, routes) && !taken.contains(interceptor)))
        .toList();
    List<TypeDecl> pool = choices.percent(5) ? inherited : fitting;
    if (pool.isEmpty()) {
      return;
    }
    TypeDecl base = topLevel(Kind.CLASS, Role.BASE, decl.packageName);
    base.isAbstract = true;
    TypeDecl binding = choices.pick(pool);
    base.bindings.add(binding);
    decl.superclass = base;
    taken.addAll(Oracle.bound(binding));
  }

  /** The interceptors that code in {@code sitePackage} can name. */
  private List<TypeDecl> visibleInterceptors(String sitePackage) {
    return program.interceptors.stream()
        .filter(interceptor -> accessible(interceptor, sitePackage, null))
        .toList();
  }

  /**
   * One or two interceptors that code in {@code sitePackage} can name, mostly accepting every
   * route's event type and none of {@code taken}.
   */
  private void pickInterceptors(
      List<TypeDecl> into, String sitePackage, List<TypeDecl> routes, Set<TypeDecl> taken) {
    List<TypeDecl> visible = visibleInterceptors(sitePackage);
    int count = 1 + choices.below(2);
    for (int i = 0; i < count; i++) {
      List<TypeDecl> fitting = visible.stream()
          .filter(interceptor -> fits(interceptor, routes) && !taken.contains(interceptor))
          .toList();
      List<TypeDecl> pool = choices.percent(5) ? visible : fitting;
      if (pool.isEmpty()) {
        return;
      }
      TypeDecl interceptor = choices.pick(pool);
      into.add(interceptor);
      taken.add(interceptor);
    }
  }

  private void pickBinding(List<TypeDecl> into, List<TypeDecl> routes, Set<TypeDecl> taken) {
    if (program.bindings.isEmpty()) {
      return;
    }
    List<TypeDecl> fitting = program.bindings.stream()
        .filter(binding -> !into.contains(binding))
        .filter(binding -> Oracle.bound(binding).stream()
            .allMatch(interceptor -> fits(interceptor, routes) && !taken.contains(interceptor)))
        .toList();
    List<TypeDecl> pool = choices.percent(5)
        ? program.bindings.stream().filter(binding -> !into.contains(binding)).toList()
        : fitting;
    List<TypeDecl> carriers =
        pool.stream().filter(binding -> !binding.carried.isEmpty()).toList();
    if (!carriers.isEmpty() && choices.percent(50)) {
      pool = carriers; // else rarely picked: they bring more interceptors, which fit less often
    }
    if (!pool.isEmpty()) {
      TypeDecl binding = choices.pick(pool);
      into.add(binding);
      taken.addAll(Oracle.bound(binding));
    }
  }

  private static boolean fits(TypeDecl interceptor, List<TypeDecl> routes) {
    return routes.stream().allMatch(interceptor::interceptsEventsOf);
  }

  /**
   * A dispatcher's interceptor that wraps none of its handlers is an error (SB132): mostly taken
   * out again once the handlers are known.
   */
  private void dropUnusedDispatcherInterceptors() {
    Oracle oracle = new Oracle(program);
    for (Oracle.Target target : oracle.targets()) {
      TypeDecl dispatcher = target.declaration();
      if (dispatcher == null) {
        continue;
      }
      Set<TypeDecl> unused = new HashSet<>(Oracle.unusedDispatcherInterceptors(target));
      if (!unused.isEmpty() && !choices.percent(10)) {
        dispatcher.interceptors.removeAll(unused);
        dispatcher.bindings.removeIf(
            binding -> Oracle.bound(binding).stream().anyMatch(unused::contains));
      }
    }
  }

  // ---------------------------------------------------------------- dispatchers

  private void dispatcher() {
    TypeDecl outer = choices.percent(25) ? container() : null;
    // An abstract class with an implicit no-argument constructor works as well as an interface.
    boolean abstractClass = choices.percent(15);
    TypeDecl decl = declare(abstractClass ? Kind.CLASS : Kind.INTERFACE, Role.DISPATCHER, outer);
    decl.isAbstract = abstractClass;
    if (choices.percent(50)) {
      List<TypeDecl> roots = program.all.stream()
          .filter(t -> t.role == Role.EVENT && t.isMember() && !t.generic)
          .filter(t -> accessible(t, decl.packageName, decl.topLevel()))
          .toList();
      if (!roots.isEmpty()) {
        decl.root = choices.pick(roots);
      }
    }
    decl.broadcast = choices.percent(40);
    decl.includeSupertypes = !decl.broadcast || !choices.percent(30);
    decl.factory = choices.pick(
        List.of("WHEN_POSSIBLE", "WHEN_POSSIBLE", "WHEN_POSSIBLE", "NONE", "NONE", "REQUIRED"));
    dispatcherInterceptors(decl);
    program.dispatchers.add(decl);
    if (outer != null && outer.outer == null && choices.percent(15)) {
      // Outer.Inner and a top-level Outer_Inner both map to SwitchboardOuter_Inner.
      String flat = outer.name + "_" + decl.name;
      if (names.reserve(flat)) {
        TypeDecl twin = new TypeDecl(
            nextId++,
            flat,
            decl.packageName,
            null,
            Kind.INTERFACE,
            Role.DISPATCHER,
            Placement.MEMBER);
        program.topLevel.add(twin);
        program.all.add(twin);
        program.dispatchers.add(twin);
      }
    }
  }

  /** A hand-written class with the name of a generated dispatcher. */
  private void classNamedLikeADispatcher() {
    String qualified = program.dispatchers.isEmpty()
        ? (program.handlers.isEmpty() ? "" : program.handlers.get(0).packageName)
            + ".SwitchboardDispatcher"
        : Oracle.declaredDispatcherName(choices.pick(program.dispatchers));
    String pkg = Oracle.packageOf(qualified);
    String name = qualified.substring(qualified.lastIndexOf('.') + 1);
    if (names.reserve(name)) {
      TypeDecl decl =
          new TypeDecl(nextId++, name, pkg, null, Kind.CLASS, Role.EVENT, Placement.MEMBER);
      program.topLevel.add(decl);
      program.all.add(decl);
    }
  }

  // ---------------------------------------------------------------- handlers

  private void handler(int index, Set<TypeDecl> handled) {
    TypeDecl outer = choices.percent(30) ? container() : null;
    TypeDecl decl = declare(Kind.CLASS, Role.HANDLER, outer);
    decl.label = "h" + index;
    decl.isFinal = choices.percent(30);
    // The class itself, its @Handles methods, or both.
    int shape = choices.below(10);
    decl.classHandler = shape < 5 || shape >= 8;
    List<TypeDecl> candidates = program.all.stream()
        .filter(t -> t.role == Role.EVENT && t.isMember())
        .filter(t -> accessible(t, decl.packageName, decl.topLevel()))
        .toList();
    if (decl.classHandler && !classHandles(decl, candidates, handled)) {
      undeclare(decl);
      return;
    }
    decl.constructor = switch (choices.below(10)) {
      case 5 -> Constructor.PUBLIC_NO_ARG;
      case 6 -> Constructor.PACKAGE_NO_ARG;
      case 7 -> Constructor.PRIVATE_NO_ARG;
      case 8 -> Constructor.WITH_ARGUMENT;
      case 9 -> Constructor.THROWING;
      default -> Constructor.IMPLICIT;
    };
    if (decl.classHandler) {
      decl.priority = priority();
      decl.dispatchers.addAll(dispatchersOf(decl, decl.handles));
    }
    if (shape >= 5) {
      methods(decl, candidates, handled);
    }
    if (!decl.classHandler && decl.methods.isEmpty()) {
      undeclare(decl);
      return;
    }
    handlerInterceptors(decl);
    program.handlers.add(decl);
  }

  /** The class-level {@code @Handles} of a handler class; false when it would only repeat Object's handler. */
  private boolean classHandles(TypeDecl decl, List<TypeDecl> candidates, Set<TypeDecl> handled) {
    boolean objectHandled = objectHandled(decl);
    boolean nothingFresh = candidates.stream().allMatch(handled::contains);
    if (nothingFresh && !choices.percent(10)) {
      // Mostly legal programs: a second handler of a type is an error in an exclusive dispatcher.
      if (objectHandled) {
        return false;
      }
      decl.handlesObject = true;
      return true;
    }
    int count = choices.percent(20) ? 2 : 1;
    for (int i = 0; i < count; i++) {
      List<TypeDecl> pool = pool(candidates, handled, 5);
      if (pool.isEmpty()) {
        break;
      }
      TypeDecl event = choices.pick(pool);
      if (!decl.handles.contains(event)) {
        decl.handles.add(event);
        handled.add(event);
      }
    }
    if (decl.handles.isEmpty() || (!objectHandled && choices.percent(3))) {
      decl.handlesObject = true;
    }
    return true;
  }

  /**
   * Events not handled yet, but for a chance in percent (higher where every dispatcher broadcasts,
   * which lets handlers share events); when every event is handled, mostly none.
   */
  private List<TypeDecl> pool(List<TypeDecl> candidates, Set<TypeDecl> handled, int repeatChance) {
    List<TypeDecl> fresh = candidates.stream().filter(t -> !handled.contains(t)).toList();
    int chance = allBroadcast() ? 40 : repeatChance;
    if (fresh.isEmpty()) {
      return choices.percent(Math.max(chance, 10)) ? candidates : List.of();
    }
    return choices.percent(chance) ? candidates : fresh;
  }

  private boolean allBroadcast() {
    return !program.dispatchers.isEmpty()
        && program.dispatchers.stream().allMatch(d -> d.broadcast);
  }

  /** Whether a handler so far, or {@code current}, handles Object. */
  private boolean objectHandled(TypeDecl current) {
    return Stream.concat(program.handlers.stream(), Stream.of(current))
        .anyMatch(handler ->
            handler.handlesObject || handler.methods.stream().anyMatch(MethodDecl::handlesObject));
  }

  private int priority() {
    return choices.percent(30) ? choices.below(4) - 1 : 0;
  }

  /** The {@code dispatchers =} of a handler of {@code events}, mostly none. */
  private List<TypeDecl> dispatchersOf(TypeDecl decl, List<TypeDecl> events) {
    List<TypeDecl> named = new ArrayList<>();
    if (!program.dispatchers.isEmpty() && choices.percent(20)) {
      for (TypeDecl dispatcher : program.dispatchers) {
        boolean covers = dispatcher.root == null
            || events.stream().allMatch(event -> event.isSubtypeOf(dispatcher.root));
        if (accessible(dispatcher, decl.packageName, decl.topLevel())
            && (covers || choices.percent(10))
            && choices.percent(50)) {
          named.add(dispatcher);
        }
      }
    }
    return named;
  }

  // ---------------------------------------------------------------- handler methods

  /** Names of handler methods: overloads of one name are common; {@code handle} overloads a handler class's own. */
  private static final List<String> METHOD_NAMES =
      List.of("on", "on", "when", "handle", "accept", "record", "événement", "$on");

  /** One to four {@code @Handles} methods, no two of one signature (nor a handler class's {@code handle}). */
  private void methods(TypeDecl decl, List<TypeDecl> candidates, Set<TypeDecl> handled) {
    Set<String> signatures = new HashSet<>();
    if (decl.classHandler) {
      String handled0 = JavaRenderer.handledType(decl);
      signatures.add("handle("
          + (handled0.endsWith("<?>") ? handled0.substring(0, handled0.length() - 3) : handled0)
          + ")");
      signatures.add("handle(java.lang.Object)");
    }
    int count = 1 + choices.below(4);
    for (int i = 0; i < count; i++) {
      method(decl, candidates, handled, signatures);
    }
  }

  private void method(
      TypeDecl decl, List<TypeDecl> candidates, Set<TypeDecl> handled, Set<String> signatures) {
    String name = choices.pick(METHOD_NAMES);
    List<TypeDecl> pool = pool(candidates, handled, 5);
    if (pool.isEmpty() && objectHandled(decl) && !choices.percent(10)) {
      return;
    }
    MethodDecl method;
    int form = choices.below(10);
    if (form < 6 && !pool.isEmpty()) {
      // The parameter's own type.
      method = new MethodDecl(decl, name, choices.pick(pool));
    } else if (form < 9 && !pool.isEmpty()) {
      // A supertype (or Object) as parameter, @Handles listing subtypes of it.
      TypeDecl event = choices.pick(pool);
      List<TypeDecl> supertypes = candidates.stream().filter(event::isSubtypeOf).toList();
      TypeDecl parameter = choices.percent(20) ? null : choices.pick(supertypes);
      method = new MethodDecl(decl, name, parameter);
      method.handles.add(event);
      if (choices.percent(40)) {
        List<TypeDecl> more = pool.stream()
            .filter(t -> t != event && (parameter == null || t.isSubtypeOf(parameter)))
            .toList();
        if (!more.isEmpty()) {
          method.handles.add(choices.pick(more));
        }
      }
    } else if (!objectHandled(decl) || choices.percent(10)) {
      method = new MethodDecl(decl, name, null);
    } else {
      return;
    }
    method.misuse = choices.percent(3)
        ? choices.pick(List.of(
            MethodDecl.Misuse.STATIC,
            MethodDecl.Misuse.PRIVATE,
            MethodDecl.Misuse.NO_PARAMETER,
            MethodDecl.Misuse.TWO_PARAMETERS,
            MethodDecl.Misuse.RETURNS_VALUE))
        : MethodDecl.Misuse.NONE;
    String parameters = switch (method.misuse) {
      case NO_PARAMETER -> "";
      case TWO_PARAMETERS -> method.parameterErasure() + "," + method.parameterErasure();
      default -> method.parameterErasure();
    };
    if (!signatures.add(name + "(" + parameters + ")")) {
      return;
    }
    // Not public: callable only from its package, which a dispatcher in another one refuses
    // (SB124).
    int bound = packages.size() == 1 ? 10 : 40;
    int access = choices.below(bound);
    method.isPublic = access < bound - 3;
    method.isProtected = access == bound - 1;
    method.priority = priority();
    method.dispatchers.addAll(dispatchersOf(decl, method.events()));
    decl.methods.add(method);
    if (method.misuse == MethodDecl.Misuse.NONE) {
      handled.addAll(method.events());
    }
  }
}
