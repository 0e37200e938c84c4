package dev.switchboard.processor.incremental;

import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.model.HandlerModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * How the module state names a handler method: {@code app.View#on(a.Ev)}, its class and its erased
 * parameter types by canonical name. Simple names would not do: {@code on(a.Ev)} and {@code on(b.Ev)},
 * or {@code on(Outer1.Ev)} and {@code on(Outer2.Ev)}, are two handlers of one class.
 */
public final class MethodKeys {
  private MethodKeys() {}

  /** The key of a validated handler method (one parameter, a class). */
  public static String of(HandlerModel handler) {
    return handler.type().qualifiedName() + "#" + handler.methodName() + "("
        + handler.method().orElseThrow().parameter().qualifiedName() + ")";
  }

  /** The key of {@code method}, of the class {@code owner}, valid as a handler or not. */
  public static String of(TypeElement owner, ExecutableElement method, Types types) {
    StringBuilder key = new StringBuilder(CanonicalNames.of(owner))
        .append('#')
        .append(method.getSimpleName())
        .append('(');
    String separator = "";
    for (VariableElement parameter : method.getParameters()) {
      key.append(separator).append(erasedName(types.erasure(parameter.asType()), types));
      separator = ",";
    }
    return key.append(')').toString();
  }

  private static String erasedName(TypeMirror type, Types types) {
    if (type.getKind() == TypeKind.DECLARED) {
      return CanonicalNames.of((TypeElement) ((DeclaredType) type).asElement());
    }
    if (type.getKind() == TypeKind.ARRAY) {
      return erasedName(types.erasure(((ArrayType) type).getComponentType()), types) + "[]";
    }
    return type.toString(); // a primitive, or a type the compiler could not resolve
  }

  /** The methods of {@code owner} that carry {@code annotation}, by key. */
  public static Map<String, ExecutableElement> annotated(
      TypeElement owner, String annotation, Types types) {
    Map<String, ExecutableElement> methods = new TreeMap<>();
    for (ExecutableElement method : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      if (Annotations.find(method, annotation).isPresent()) {
        methods.put(of(owner, method, types), method);
      }
    }
    return methods;
  }

  /**
   * Format 4's method rows, keyed {@code Class#method(SimpleName)}, by key: a row is taken for the one
   * {@code annotation} method of its class that its simple names fit. A row that two overloads fit
   * (their parameter classes share a simple name) held one of their lines for both, and is dropped:
   * a route report without a line rather than with a wrong one, until their class is recompiled.
   */
  static Map<String, ModuleState.Entry> requalified(
      Map<String, ModuleState.Entry> rows, String annotation, Elements elements, Types types) {
    Map<String, ModuleState.Entry> requalified = new TreeMap<>();
    for (ModuleState.Entry row : rows.values()) {
      int hash = row.name().indexOf('#');
      TypeElement owner = hash < 0 ? null : elements.getTypeElement(row.name().substring(0, hash));
      if (owner == null) {
        continue;
      }
      List<String> fitting = new ArrayList<>();
      for (Map.Entry<String, ExecutableElement> method :
          annotated(owner, annotation, types).entrySet()) {
        if (simpleSignature(method.getValue(), types).equals(row.name().substring(hash + 1))) {
          fitting.add(method.getKey());
        }
      }
      if (fitting.size() == 1) {
        requalified.put(
            fitting.get(0),
            new ModuleState.Entry(fitting.get(0), Optional.empty(), row.handlesAt()));
      }
    }
    return requalified;
  }

  /** {@code on(Ev)}: how format 4 named a handler method beside its class. */
  private static String simpleSignature(ExecutableElement method, Types types) {
    if (method.getParameters().size() != 1) {
      return "";
    }
    TypeMirror parameter = types.erasure(method.getParameters().get(0).asType());
    return parameter.getKind() == TypeKind.DECLARED
        ? method.getSimpleName() + "(" + ((DeclaredType) parameter).asElement().getSimpleName()
            + ")"
        : "";
  }
}
