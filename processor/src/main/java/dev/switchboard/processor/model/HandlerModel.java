package dev.switchboard.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * A validated {@code @Handles} class.
 *
 * @param type the handler class
 * @param events the event types it declares, in the order of its {@code @Handles}
 * @param constructor the no-argument constructor a factory could call
 * @param dispatchers the declared dispatchers its {@code @Handles(dispatchers = ...)} names; empty
 *     when it names none, and every dispatcher whose event root covers its events routes it
 */
public record HandlerModel(
    TypeRef type, List<TypeRef> events, NoArgConstructor constructor, List<ClassName> dispatchers)
    implements Comparable<HandlerModel> {
  public HandlerModel {
    events = List.copyOf(events);
    dispatchers = List.copyOf(dispatchers);
  }

  /** Whether this handler lets {@code declaration} route it (its event root is checked elsewhere). */
  public boolean targets(DispatcherDeclaration declaration) {
    return dispatchers.isEmpty() || declaration.declared().filter(dispatchers::contains).isPresent();
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
