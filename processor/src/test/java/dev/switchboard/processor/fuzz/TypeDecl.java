package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * One class or interface of a generated program: an event type, a handler or a dispatcher
 * declaration, top-level, nested, local or anonymous. Mutable while the generator builds it.
 */
final class TypeDecl {
  enum Kind {
    CLASS,
    INTERFACE,
    RECORD,
    ENUM,
    ANNOTATION
  }

  enum Access {
    PUBLIC("public "),
    PROTECTED("protected "),
    PACKAGE(""),
    PRIVATE("private ");

    final String keyword;

    Access(String keyword) {
      this.keyword = keyword;
    }
  }

  enum Role {
    EVENT,
    HANDLER,
    DISPATCHER,
    /** An {@code Interceptor} class, or (abstract) the superclass that implements it for some. */
    INTERCEPTOR,
    /** An {@code @InterceptorBinding} annotation. */
    BINDING,
    /** An abstract superclass of handler classes, bearing binding annotations they inherit. */
    BASE
  }

  /** Where the declaration stands: visible to the processor, or only in a method body. */
  enum Placement {
    MEMBER,
    LOCAL,
    ANONYMOUS,
    ENUM_CONSTANT_BODY
  }

  enum Sealing {
    NONE,
    SEALED,
    NON_SEALED
  }

  enum Constructor {
    IMPLICIT,
    PUBLIC_NO_ARG,
    PACKAGE_NO_ARG,
    PRIVATE_NO_ARG,
    WITH_ARGUMENT,
    THROWING
  }

  final int id;
  final String name;
  final String packageName;
  final TypeDecl outer;
  final Kind kind;
  final Role role;
  final Placement placement;
  Access access = Access.PUBLIC;
  boolean isStatic = true;
  boolean isAbstract;
  boolean isFinal;
  Sealing sealing = Sealing.NONE;
  boolean generic;
  boolean recordComponent;
  boolean defaultMethod;
  TypeDecl superclass;
  final List<TypeDecl> interfaces = new ArrayList<>();
  final List<TypeDecl> members = new ArrayList<>();
  /** Local and anonymous classes declared in this top-level type's sample method. */
  final List<TypeDecl> samples = new ArrayList<>();
  /** Enum constants: true where the constant has a body (an anonymous subclass). */
  final List<Boolean> enumConstantBodies = new ArrayList<>();

  // Handlers.
  /** Whether the class itself is a handler: {@code @Handles} on it, and {@code Handler<E>}. */
  boolean classHandler = true;
  /** Its {@code @Handles} methods. */
  final List<MethodDecl> methods = new ArrayList<>();

  final List<TypeDecl> handles = new ArrayList<>();
  /** null: {@code Object.class}. */
  boolean handlesObject;

  int priority;
  final List<TypeDecl> dispatchers = new ArrayList<>();
  Constructor constructor = Constructor.IMPLICIT;
  String label;

  // Dispatchers.
  /** null: {@code Dispatcher<Object>}. */
  TypeDecl root;

  boolean broadcast;
  boolean includeSupertypes = true;
  String factory = "WHEN_POSSIBLE";

  // Where interceptors are declared: dispatchers and handler classes.
  /** {@code interceptors =} of the class's {@code @Handles} or of {@code @EventDispatcher}. */
  final List<TypeDecl> interceptors = new ArrayList<>();
  /** Binding annotations written on the class, in order. */
  final List<TypeDecl> bindings = new ArrayList<>();

  // Interceptors.
  /**
   * The {@code E} of its {@code Interceptor<E>}; null: {@code Object}. An interceptor with a
   * {@link #superclass} gets it from there (a generic superclass: its own {@code E} as argument).
   */
  TypeDecl accepts;
  /** A guard: records, and never proceeds (set on the class that implements {@code intercept}). */
  boolean guard;

  // Binding annotations.
  /** The interceptors its {@code @InterceptorBinding} lists; none: it is no binding itself. */
  final List<TypeDecl> bound = new ArrayList<>();
  /**
   * The binding annotations written on this annotation type, each declared before it: a binding on
   * a binding, or, with nothing {@link #bound}, a composed annotation that carries them.
   */
  final List<TypeDecl> carried = new ArrayList<>();
  /** Annotated {@code @Inherited}: on a handler class's superclass, it wraps the class's handlers. */
  boolean inherited;

  TypeDecl(
      int id,
      String name,
      String packageName,
      TypeDecl outer,
      Kind kind,
      Role role,
      Placement placement) {
    this.id = id;
    this.name = name;
    this.packageName = packageName;
    this.outer = outer;
    this.kind = kind;
    this.role = role;
    this.placement = placement;
  }

  boolean isMember() {
    return placement == Placement.MEMBER;
  }

  TypeDecl topLevel() {
    return outer == null ? this : outer.topLevel();
  }

  boolean isClass() {
    return kind == Kind.CLASS;
  }

  boolean isInterface() {
    return kind == Kind.INTERFACE;
  }

  /** An inner (non-static) member class: it needs an instance of its outer class. */
  boolean isInner() {
    return isMember() && outer != null && kind == Kind.CLASS && !isStatic;
  }

  /** The canonical name, as source code writes it (only for member types). */
  String canonicalName() {
    String prefix = outer != null ? outer.canonicalName() : packageName;
    return prefix.isEmpty() ? name : prefix + "." + name;
  }

  /** The binary name, as a class loader knows it (only for member types). */
  String binaryName() {
    if (outer != null) {
      return outer.binaryName() + "$" + name;
    }
    return packageName.isEmpty() ? name : packageName + "." + name;
  }

  /** How other code names the type as a type argument or supertype. */
  String reference() {
    return generic ? canonicalName() + "<java.lang.String>" : canonicalName();
  }

  /** How a handler's {@code Handler<...>} names it. */
  String wildcardReference() {
    return generic ? canonicalName() + "<?>" : canonicalName();
  }

  /** Direct supertypes among the program's types, superclass first. */
  List<TypeDecl> directSupertypes() {
    List<TypeDecl> direct = new ArrayList<>();
    if (superclass != null) {
      direct.add(superclass);
    }
    direct.addAll(interfaces);
    return direct;
  }

  /** True if this type is {@code other} or extends it, directly or not. */
  boolean isSubtypeOf(TypeDecl other) {
    if (this == other) {
      return true;
    }
    for (TypeDecl direct : directSupertypes()) {
      if (direct.isSubtypeOf(other)) {
        return true;
      }
    }
    return false;
  }

  /** Instances exist (directly, by reflection) for this member type. */
  boolean isInstantiableClass() {
    return isMember() && (kind == Kind.RECORD || (kind == Kind.CLASS && !isAbstract));
  }

  /** An interceptor's own {@code intercept} or its superclass's: whether it never proceeds. */
  boolean isGuard() {
    return guard || (superclass != null && superclass.guard);
  }

  /** Whether the interceptor accepts events whose declared type is {@code type} (null: Object). */
  boolean interceptsEventsOf(TypeDecl type) {
    return accepts == null || (type != null && type.isSubtypeOf(accepts));
  }

  @Override
  public String toString() {
    return isMember()
        ? canonicalName()
        : name + " (" + placement + " in " + topLevel().canonicalName() + ")";
  }
}
