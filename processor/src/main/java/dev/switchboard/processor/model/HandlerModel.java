package dev.switchboard.processor.model;

import java.util.List;

/**
 * A validated {@code @Handles} class.
 *
 * @param type the handler class
 * @param events the event types it declares, in the order of its {@code @Handles}
 * @param constructor the no-argument constructor a factory could call
 * @param priority its {@code @Handles(priority)}: where it runs among a broadcast's handlers
 */
public record HandlerModel(TypeRef type, List<TypeRef> events, NoArgConstructor constructor, int priority)
    implements Comparable<HandlerModel> {
  public HandlerModel {
    events = List.copyOf(events);
  }

  /** Whether a factory in {@code packageName} can call {@code new Handler()}. */
  public boolean creatableFrom(String packageName) {
    return type.accessibleFrom(packageName) && constructor.callableFrom(type, packageName);
  }

  @Override
  public int compareTo(HandlerModel other) {
    return type.compareTo(other.type);
  }

  /** How visible a class's no-argument constructor is. */
  public enum NoArgConstructor {
    /** None, or a private one. */
    NONE,
    /** Package-private or protected: callable from the class's own package. */
    PACKAGE,
    PUBLIC;

    boolean callableFrom(TypeRef owner, String packageName) {
      return this == PUBLIC || (this == PACKAGE && owner.packageName().equals(packageName));
    }
  }
}
