package dev.switchboard.processor.model;

import dev.switchboard.processor.model.HandlerModel.NoArgConstructor;

/**
 * A validated interceptor class, as a dispatcher's constructor takes its instance.
 *
 * @param type the class implementing {@code Interceptor<E>}
 * @param accepts the erasure of its {@code E}: it wraps handlers of this type and its subtypes
 *     ({@code java.lang.Object} for a raw {@code Interceptor})
 * @param constructor the no-argument constructor a factory could call
 */
public record InterceptorRef(TypeRef type, TypeRef accepts, NoArgConstructor constructor) {
  /** Whether a factory in {@code packageName} can call {@code new Interceptor()}. */
  public boolean creatableFrom(String packageName) {
    return type.accessibleFrom(packageName) && constructor.callableFrom(type, packageName);
  }

  @Override
  public String toString() {
    return type.toString();
  }
}
