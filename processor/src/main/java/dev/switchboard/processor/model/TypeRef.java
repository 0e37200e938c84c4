package dev.switchboard.processor.model;

import com.palantir.javapoet.ClassName;

/**
 * A class or interface by name, with what the writer needs to know about reaching it.
 *
 * @param name the class name, nested classes included
 * @param reach from where code outside the class can name it
 */
public record TypeRef(ClassName name, Reach reach) implements Comparable<TypeRef> {
  /** From where code outside a class (generated code, for one) can name it. */
  public enum Reach {
    /** It and every class enclosing it are public: from any package. */
    EVERYWHERE,
    /** None of them is private, some are not public: from its own package only. */
    PACKAGE,
    /** It or a class enclosing it is private: only from within its top-level class, never from generated code. */
    NOWHERE
  }

  /** The canonical name, {@code com.example.Outer.Inner}: the key {@code Elements} looks up. */
  public String qualifiedName() {
    return name.canonicalName();
  }

  public String packageName() {
    return name.packageName();
  }

  /** Whether it and every class enclosing it are public, so code in any package can name it. */
  public boolean publicEverywhere() {
    return reach == Reach.EVERYWHERE;
  }

  /** Whether code in {@code packageName}, outside this class, can name this type. */
  public boolean accessibleFrom(String packageName) {
    return reach == Reach.EVERYWHERE
        || (reach == Reach.PACKAGE && packageName().equals(packageName));
  }

  // equals and hashCode are written out, here and in HandlerModel, the two records the processor
  // hashes and compares on every run: a record's generated ones link through an invokedynamic
  // bootstrap (ObjectMethods) that javac would pay again at each compilation.
  @Override
  public boolean equals(Object other) {
    return other instanceof TypeRef that && name.equals(that.name) && reach == that.reach;
  }

  @Override
  public int hashCode() {
    return 31 * name.hashCode() + reach.hashCode();
  }

  @Override
  public int compareTo(TypeRef other) {
    return qualifiedName().compareTo(other.qualifiedName());
  }

  @Override
  public String toString() {
    return qualifiedName();
  }
}
