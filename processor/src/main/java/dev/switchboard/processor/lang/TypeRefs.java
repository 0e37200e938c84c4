package dev.switchboard.processor.lang;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.model.TypeRef;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/** Turns type elements into {@link TypeRef}s and answers questions about their nesting. */
public final class TypeRefs {
  private TypeRefs() {}

  public static TypeRef of(TypeElement type) {
    return new TypeRef(ClassName.get(type), publicEverywhere(type));
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
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return true;
      }
    }
    return false;
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
