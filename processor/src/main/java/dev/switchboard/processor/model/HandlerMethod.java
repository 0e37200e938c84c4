package dev.switchboard.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.Objects;

/**
 * A {@code @Handles} method: what a dispatcher calls on the instance of the class that declares it.
 *
 * @param name the method's name
 * @param parameter the class of its one parameter, the event type it takes
 * @param parameterType that parameter's type as written, {@code Envelope<?>} for a wildcard type
 * @param publicMethod whether it is public (else package-private or protected: callable from its
 *     class's package only)
 */
public record HandlerMethod(
    String name, TypeRef parameter, TypeName parameterType, boolean publicMethod)
    implements Comparable<HandlerMethod> {

  /** Whether code in {@code packageName}, outside the class, can call it. */
  public boolean callableFrom(TypeRef owner, String packageName) {
    return publicMethod || owner.packageName().equals(packageName);
  }

  /** {@code on(OrderPlaced)}: how messages and reports name it beside its class. */
  public String signature() {
    return name + "(" + parameter.name().simpleName() + ")";
  }

  // Written out rather than generated: see TypeRef.equals.
  @Override
  public boolean equals(Object other) {
    return other instanceof HandlerMethod that
        && name.equals(that.name)
        && parameter.equals(that.parameter)
        && parameterType.equals(that.parameterType)
        && publicMethod == that.publicMethod;
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, parameter, parameterType, publicMethod);
  }

  @Override
  public int compareTo(HandlerMethod other) {
    int byName = name.compareTo(other.name);
    return byName != 0 ? byName : parameter.compareTo(other.parameter);
  }

  @Override
  public String toString() {
    return signature();
  }
}
