package dev.switchboard.processor.model;

import com.palantir.javapoet.ClassName;

/**
 * A class or interface by name, with what the writer needs to know about reaching it.
 *
 * @param name the class name, nested classes included
 * @param publicEverywhere whether it and every class enclosing it are public, so code in any package
 *     can name it
 */
public record TypeRef(ClassName name, boolean publicEverywhere) implements Comparable<TypeRef> {
  /** The canonical name, {@code com.example.Outer.Inner}: the key {@code Elements} looks up. */
  public String qualifiedName() {
    return name.canonicalName();
  }

  public String packageName() {
    return name.packageName();
  }

  /** Whether code in {@code packageName} can name this type. */
  public boolean accessibleFrom(String packageName) {
    return publicEverywhere || packageName().equals(packageName);
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
