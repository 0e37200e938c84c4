package dev.switchboard.processor.lang;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;

/** Turns type elements into {@link TypeRef}s and answers questions about their nesting. */
public final class TypeRefs {
  private TypeRefs() {}

  public static TypeRef of(TypeElement type) {
    return new TypeRef(ClassName.get(type), reach(type));
  }

  /** {@link #of(TypeElement)} of each of {@code types}, in their order. */
  public static List<TypeRef> ofAll(List<? extends TypeElement> types) {
    List<TypeRef> refs = new ArrayList<>(types.size());
    for (TypeElement type : types) {
      refs.add(of(type));
    }
    return List.copyOf(refs);
  }

  /** From where generated code can name {@code type}. */
  public static TypeRef.Reach reach(TypeElement type) {
    if (privateSomewhere(type)) {
      return TypeRef.Reach.NOWHERE;
    }
    // A class in a named package can never refer to one in the unnamed package, public or not.
    return publicEverywhere(type) && !inUnnamedPackage(type)
        ? TypeRef.Reach.EVERYWHERE
        : TypeRef.Reach.PACKAGE;
  }

  /** Whether {@code type} is declared in the unnamed package (a source file without {@code package}). */
  public static boolean inUnnamedPackage(TypeElement type) {
    Element e = type;
    while (!(e instanceof PackageElement) && e != null) {
      e = e.getEnclosingElement();
    }
    return e instanceof PackageElement pkg && pkg.isUnnamed();
  }

  /** Whether {@code type} and every class enclosing it are public. */
  public static boolean publicEverywhere(TypeElement type) {
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (!e.getModifiers().contains(Modifier.PUBLIC)) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code type} or a class enclosing it is private. */
  public static boolean privateSomewhere(TypeElement type) {
    return privateClass(type).isPresent();
  }

  /** The innermost of {@code type} and the classes enclosing it that is private, if any. */
  public static Optional<TypeElement> privateClass(TypeElement type) {
    for (Element e = type; e instanceof TypeElement enclosing; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return Optional.of(enclosing);
      }
    }
    return Optional.empty();
  }

  /** The top-level class that declares {@code type}, or {@code type} itself. */
  public static TypeElement topLevel(TypeElement type) {
    TypeElement top = type;
    for (Element e = type; e instanceof TypeElement enclosing; e = e.getEnclosingElement()) {
      top = enclosing;
    }
    return top;
  }

  /**
   * The first class named in {@code type} (itself, its type arguments, their bounds) that code in
   * {@code packageName} cannot name, if any.
   */
  public static Optional<TypeElement> unreachableIn(TypeMirror type, String packageName) {
    if (type instanceof DeclaredType declared) {
      TypeElement element = (TypeElement) declared.asElement();
      if (!of(element).accessibleFrom(packageName)) {
        return Optional.of(element);
      }
      for (TypeMirror argument : declared.getTypeArguments()) {
        Optional<TypeElement> found = unreachableIn(argument, packageName);
        if (found.isPresent()) {
          return found;
        }
      }
    } else if (type instanceof WildcardType wildcard) {
      TypeMirror bound = wildcard.getExtendsBound() != null
          ? wildcard.getExtendsBound()
          : wildcard.getSuperBound();
      return bound == null ? Optional.empty() : unreachableIn(bound, packageName);
    } else if (type instanceof ArrayType array) {
      return unreachableIn(array.getComponentType(), packageName);
    }
    return Optional.empty();
  }

  /** Whether a cast to {@code type} is checked at run time: no type arguments but {@code ?}. */
  public static boolean reifiable(DeclaredType type) {
    for (TypeMirror argument : type.getTypeArguments()) {
      if (argument.getKind() != TypeKind.WILDCARD
          || ((WildcardType) argument).getExtendsBound() != null
          || ((WildcardType) argument).getSuperBound() != null) {
        return false;
      }
    }
    // Only an inner class's enclosing instance carries type arguments: ecj gives a static member of
    // a generic class (Box<T>.Sealed) the generic enclosing type too, where javac gives none.
    TypeMirror enclosing = type.getEnclosingType();
    // Enums and records are never inner, whatever modifiers a compiler lists for them.
    TypeElement element = (TypeElement) type.asElement();
    boolean innerClass = element.getKind() == ElementKind.CLASS && inner(element);
    return enclosing.getKind() != TypeKind.DECLARED
        || !innerClass
        || reifiable((DeclaredType) enclosing);
  }

  /** Whether {@code type} is a member class that needs an enclosing instance. */
  public static boolean inner(TypeElement type) {
    return type.getEnclosingElement() instanceof TypeElement
        && type.getKind().isClass()
        && !type.getModifiers().contains(Modifier.STATIC);
  }

  /** "an interface", "an enum", ...: how a message names the kind of {@code type}. */
  public static String kindWord(Element type) {
    switch (type.getKind()) {
      case INTERFACE:
        return "an interface";
      case ENUM:
        return "an enum";
      case ANNOTATION_TYPE:
        return "an annotation type";
      case RECORD:
        return "a record";
      case CLASS:
        return type.getModifiers().contains(Modifier.ABSTRACT) ? "an abstract class" : "a class";
      default:
        return "a " + type.getKind().toString().toLowerCase(java.util.Locale.ROOT);
    }
  }
}
