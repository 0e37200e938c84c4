package dev.switchboard.processor.incremental;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.BiFunction;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.IntersectionType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.UnionType;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;

/**
 * The signature of a class as a digest: everything the processor can read of it without method
 * bodies. Its kind, modifiers, type parameters, supertypes and annotations (with their values), and
 * the same of every member, private ones included: fields with their constant values, constructors
 * and methods with their parameters, annotations on those, thrown types and default values, record
 * components, enum constants, and member classes, recursively. Where a {@code @Handles} is written
 * (its line) is part of it too, since route reports name it. Method bodies, comments and layout
 * elsewhere are not, so editing them leaves the digest as it was.
 *
 * <p>Written from the compiler's own {@code toString} of types and annotation values, so one compiler
 * gives one digest for one source, but javac's and ecj's differ: the state records which compiler
 * wrote it ({@link RouteInputs}).
 */
public final class TypeSignatures {
  private final Elements elements;
  private final String handles;
  private final BiFunction<Element, AnnotationMirror, Optional<String>> handlesLocation;
  private boolean missingTypes;

  /**
   * @param handles the qualified name of {@code @Handles}
   * @param handlesLocation where a {@code @Handles} on an element is written, when known
   */
  public TypeSignatures(
      Elements elements,
      String handles,
      BiFunction<Element, AnnotationMirror, Optional<String>> handlesLocation) {
    this.elements = elements;
    this.handles = handles;
    this.handlesLocation = handlesLocation;
  }

  /** The digest of {@code type}'s signature, its member classes' included. */
  public String of(TypeElement type) {
    StringBuilder text = new StringBuilder(512);
    append(text, type);
    return sha256(text.toString());
  }

  /**
   * Whether a signature digested so far refers to a type the compilation cannot find: one that
   * another processor may generate in a later round, so what the processor sees may change.
   */
  public boolean missingTypes() {
    return missingTypes;
  }

  private void append(StringBuilder text, Element element) {
    text.append(element.getKind()).append(' ');
    text.append(new TreeSet<Modifier>(element.getModifiers())).append(' ');
    text.append(element.getSimpleName()).append(' ');
    annotations(text, element);
    if (element instanceof TypeElement type) {
      text.append(type.getNestingKind()).append(" extends ");
      type(text, type.getSuperclass());
      text.append(" implements ");
      types(text, type.getInterfaces());
      typeParameters(text, type.getTypeParameters());
      text.append(" {\n");
      for (Element member : type.getEnclosedElements()) {
        append(text, member);
      }
      text.append("}\n");
      return;
    }
    if (element instanceof ExecutableElement method) {
      typeParameters(text, method.getTypeParameters());
      type(text, method.getReturnType());
      text.append(" (");
      for (VariableElement parameter : method.getParameters()) {
        annotations(text, parameter);
        text.append(new TreeSet<Modifier>(parameter.getModifiers())).append(' ');
        type(text, parameter.asType());
        text.append(' ').append(parameter.getSimpleName()).append(", ");
      }
      text.append(") throws ");
      types(text, method.getThrownTypes());
      text.append(method.isVarArgs() ? " varargs" : "");
      if (method.getDefaultValue() != null) {
        text.append(" default ");
        value(text, method.getDefaultValue().getValue());
      }
      TypeMirror receiver = method.getReceiverType();
      if (receiver != null && receiver.getKind() != TypeKind.NONE) {
        text.append(" receiver ");
        type(text, receiver);
      }
    } else {
      type(text, element.asType());
      if (element instanceof VariableElement field && field.getConstantValue() != null) {
        text.append(" = ").append(elements.getConstantExpression(field.getConstantValue()));
      }
    }
    text.append('\n');
  }

  private void annotations(StringBuilder text, Element element) {
    for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
      annotation(text, annotation);
      if (annotation.getAnnotationType().asElement() instanceof TypeElement annotationType
          && annotationType.getQualifiedName().contentEquals(handles)) {
        text.append(" at ").append(handlesLocation.apply(element, annotation).orElse("?"));
      }
      text.append(' ');
    }
  }

  /** The annotation's type and the values it sets, by member. */
  private void annotation(StringBuilder text, AnnotationMirror annotation) {
    type(text, annotation.getAnnotationType());
    text.append('(');
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> value :
        annotation.getElementValues().entrySet()) {
      text.append(value.getKey().getSimpleName()).append('=');
      value(text, value.getValue().getValue());
      text.append(", ");
    }
    text.append(')');
  }

  private void value(StringBuilder text, Object value) {
    if (value instanceof TypeMirror type) {
      type(text, type);
      text.append(".class");
    } else if (value instanceof List<?> values) {
      text.append('{');
      for (Object element : values) {
        value(
            text,
            element instanceof AnnotationValue annotationValue
                ? annotationValue.getValue()
                : element);
        text.append(", ");
      }
      text.append('}');
    } else if (value instanceof AnnotationMirror annotation) {
      text.append('@');
      annotation(text, annotation);
    } else if (value instanceof VariableElement constant) {
      text.append(constant.getEnclosingElement()).append('.').append(constant.getSimpleName());
    } else if (value instanceof String string) {
      text.append(elements.getConstantExpression(string));
    } else {
      text.append(value).append(value == null ? "" : value.getClass().getSimpleName());
    }
  }

  private void typeParameters(StringBuilder text, List<? extends TypeParameterElement> parameters) {
    text.append('<');
    for (TypeParameterElement parameter : parameters) {
      annotations(text, parameter);
      text.append(parameter.getSimpleName()).append(" extends ");
      types(text, parameter.getBounds());
      text.append(", ");
    }
    text.append("> ");
  }

  private void types(StringBuilder text, List<? extends TypeMirror> types) {
    text.append('[');
    for (TypeMirror type : types) {
      type(text, type);
      text.append(", ");
    }
    text.append(']');
  }

  private void type(StringBuilder text, TypeMirror type) {
    noteMissing(type);
    text.append(type);
  }

  /** Notes whether {@code type}, or a type it is built of, cannot be found. */
  private void noteMissing(TypeMirror type) {
    if (missingTypes || type == null) {
      return;
    }
    TypeKind kind = type.getKind();
    if (kind == TypeKind.ERROR) {
      missingTypes = true;
    } else if (type instanceof DeclaredType declared) {
      for (TypeMirror argument : declared.getTypeArguments()) {
        noteMissing(argument);
      }
    } else if (type instanceof ArrayType array) {
      noteMissing(array.getComponentType());
    } else if (type instanceof WildcardType wildcard) {
      noteMissing(wildcard.getExtendsBound());
      noteMissing(wildcard.getSuperBound());
    } else if (type instanceof IntersectionType intersection) {
      for (TypeMirror bound : intersection.getBounds()) {
        noteMissing(bound);
      }
    } else if (type instanceof UnionType union) {
      for (TypeMirror alternative : union.getAlternatives()) {
        noteMissing(alternative);
      }
    }
  }

  /** The SHA-256 of {@code text} in UTF-8, in hexadecimal. */
  static String sha256(String text) {
    return Sha256.hex(text);
  }
}
