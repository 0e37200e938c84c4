package dev.switchboard.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A validated handler: a {@code @Handles} class, or one {@code @Handles} method of a class. A
 * dispatcher takes one instance of each class, however many handlers it declares.
 *
 * @param type the handler class, or the class that declares the handler method
 * @param events the event types it declares, in the order of its {@code @Handles} (a method's
 *     parameter type when its {@code @Handles} lists none)
 * @param constructor the no-argument constructor a factory could call
 * @param dispatchers the declared dispatchers its {@code @Handles(dispatchers = ...)} names; empty
 *     when it names none, and every dispatcher whose event root covers its events routes it
 * @param priority its {@code @Handles(priority)}: where it runs among a broadcast's handlers
 * @param method the handler method; empty for a handler class, whose {@code handle} is called
 * @param interceptors its own interceptors, outermost first: its class's {@code @Handles}
 *     interceptors, its method's, then those of its class's binding annotations and its method's
 */
public record HandlerModel(
    TypeRef type,
    List<TypeRef> events,
    NoArgConstructor constructor,
    List<ClassName> dispatchers,
    int priority,
    Optional<HandlerMethod> method,
    List<InterceptorRef> interceptors)
    implements Comparable<HandlerModel> {
  public HandlerModel {
    events = List.copyOf(events);
    dispatchers = List.copyOf(dispatchers);
    interceptors = List.copyOf(interceptors);
  }

  /** A handler without interceptors of its own. */
  public HandlerModel(
      TypeRef type,
      List<TypeRef> events,
      NoArgConstructor constructor,
      List<ClassName> dispatchers,
      int priority,
      Optional<HandlerMethod> method) {
    this(type, events, constructor, dispatchers, priority, method, List.of());
  }

  /** A handler class. */
  public HandlerModel(
      TypeRef type,
      List<TypeRef> events,
      NoArgConstructor constructor,
      List<ClassName> dispatchers,
      int priority) {
    this(type, events, constructor, dispatchers, priority, Optional.empty(), List.of());
  }

  /** The name of the method generated code calls: {@code handle} for a handler class. */
  public String methodName() {
    return method.isPresent() ? method.get().name() : "handle";
  }

  /**
   * How messages, reports and locks name it: {@code shop.ReserveStock} for a handler class, {@code
   * shop.OrderProjection#on(OrderPlaced)} for a handler method.
   */
  public String displayName() {
    return method.isPresent() ? type + "#" + method.get().signature() : type.toString();
  }

  /** Whether this handler lets {@code declaration} route it (its event root is checked elsewhere). */
  public boolean targets(DispatcherDeclaration declaration) {
    return dispatchers.isEmpty()
        || declaration.declared().filter(dispatchers::contains).isPresent();
  }

  /** Whether a factory in {@code packageName} can call {@code new Handler()}. */
  public boolean creatableFrom(String packageName) {
    return type.accessibleFrom(packageName) && constructor.callableFrom(type, packageName);
  }

  /** Whether generated code in {@code packageName} can call this handler: its class, and its method. */
  public boolean callableFrom(String packageName) {
    return type.accessibleFrom(packageName)
        && (method.isEmpty() || method.get().callableFrom(type, packageName));
  }

  // Written out rather than generated: see TypeRef.equals.
  @Override
  public boolean equals(Object other) {
    return other instanceof HandlerModel that
        && type.equals(that.type)
        && events.equals(that.events)
        && constructor == that.constructor
        && dispatchers.equals(that.dispatchers)
        && priority == that.priority
        && method.equals(that.method)
        && interceptors.equals(that.interceptors);
  }

  @Override
  public int hashCode() {
    return Objects.hash(type, events, constructor, dispatchers, priority, method, interceptors);
  }

  /** By class, then a handler class before its class's handler methods, those by name and parameter. */
  @Override
  public int compareTo(HandlerModel other) {
    int byType = type.compareTo(other.type);
    if (byType != 0 || method.equals(other.method)) {
      return byType;
    }
    if (method.isEmpty() || other.method.isEmpty()) {
      return method.isEmpty() ? -1 : 1;
    }
    return method.get().compareTo(other.method.get());
  }

  /** What a factory finds when it calls a class's no-argument constructor. */
  public enum NoArgConstructor {
    /** It declares constructors, none without parameters. */
    NONE("it has no no-argument constructor"),
    PRIVATE("its no-argument constructor is private"),
    /** Package-private or protected: callable from the class's own package. */
    PACKAGE("its no-argument constructor is not public and the dispatcher is in another package"),
    /** It declares a checked exception, which a factory would have to declare in turn. */
    THROWS_CHECKED("its no-argument constructor declares a checked exception"),
    PUBLIC(""),
    /**
     * A Kotlin {@code object}: its constructor is private, and a factory takes its one instance
     * from the public static {@code INSTANCE} field instead.
     */
    KOTLIN_OBJECT(""),
    /**
     * A Kotlin {@code companion object}: its one instance is a static field of the class that
     * declares it, named as the companion is; no factory reads it (there is no {@code INSTANCE}).
     */
    KOTLIN_COMPANION(
        "it is a Kotlin companion object, whose one instance is a static field of the class that"
            + " declares it, which a generated create() does not read");

    private final String obstacle;

    NoArgConstructor(String obstacle) {
      this.obstacle = obstacle;
    }

    /** Whether a factory in {@code packageName} can call it on {@code owner}. */
    public boolean callableFrom(TypeRef owner, String packageName) {
      return this == PUBLIC
          || this == KOTLIN_OBJECT
          || (this == PACKAGE && owner.packageName().equals(packageName));
    }

    /** Why a factory cannot call it, for a message: "its no-argument constructor is private". */
    public String obstacle() {
      return obstacle;
    }
  }
}
