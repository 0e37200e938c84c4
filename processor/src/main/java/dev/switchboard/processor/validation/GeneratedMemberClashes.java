package dev.switchboard.processor.validation;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.model.DispatcherDeclaration.Factory;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Methods of a dispatcher declaration (its own or inherited) that the members of the generated class
 * would clash with, so that javac would report an error inside the generated file (SB318):
 *
 * <ul>
 *   <li>{@code create()}, the generated static factory, hides an inherited static {@code create()}
 *       returning the declaration's type or a supertype of it; anything else of that signature (an
 *       instance or default method, a final method, another return type) clashes, unless {@code
 *       factory = NONE}. Static methods of interfaces are not inherited, so they never clash.
 *   <li>{@code handlerFor(T)} and {@code withDeadLetters(Handler<? super Root>)} are implemented by
 *       the generated class: they may be declared abstract (to call {@code withDeadLetters} through the
 *       declared type), never implemented, which the generated method would silently replace.
 * </ul>
 *
 * <p>{@code dispatch} methods need no check here: a declaration's own {@code dispatch(Root)} is kept,
 * and no typed {@code dispatch(E)} is generated where the declaration has a {@code dispatch(E)}. Nor do
 * the generated class's private methods and nested classes ({@code cases0To15}, {@code handlersFrom},
 * {@code Routes0}): not being API, they are named around every member name of the declaration's
 * hierarchy instead.
 */
final class GeneratedMemberClashes {
  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  GeneratedMemberClashes(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  /** Whether no method of {@code type} clashes with the class generated for it; reports each that does. */
  boolean check(TypeElement type, TypeMirror root, ClassName generated, Factory factory) {
    boolean valid = true;
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      TypeElement owner = (TypeElement) method.getEnclosingElement();
      boolean notInherited = method.getModifiers().contains(Modifier.PRIVATE)
          || (method.getModifiers().contains(Modifier.STATIC)
              && owner.getKind() == ElementKind.INTERFACE);
      if (notInherited || CanonicalNames.of(owner).equals(SwitchboardTypes.DISPATCHER)) {
        continue;
      }
      Clash clash = clash(type, method, root, factory);
      if (clash != null) {
        diagnostics.report(
            Message.DISPATCHER_MEMBER_CLASH,
            owner.equals(type) ? method : type,
            type,
            owner.equals(type) ? method : CanonicalNames.of(owner) + "." + method,
            generated,
            clash.reason(),
            clash.fix());
        valid = false;
      }
    }
    return valid;
  }

  /** Why a method clashes with the generated class, and what to do. */
  private record Clash(String reason, String fix) {}

  /** Why {@code method} clashes, or null when it does not. */
  private Clash clash(
      TypeElement type, ExecutableElement method, TypeMirror root, Factory factory) {
    String name = method.getSimpleName().toString();
    if (!name.equals("create") && !name.equals("handlerFor") && !name.equals("withDeadLetters")) {
      return null;
    }
    List<? extends TypeMirror> parameters = asMemberOf(type, method).getParameterTypes();
    boolean isStatic = method.getModifiers().contains(Modifier.STATIC);
    boolean isAbstract = method.getModifiers().contains(Modifier.ABSTRACT);
    if (name.equals("create") && parameters.isEmpty() && factory != Factory.NONE && !isAbstract) {
      // An abstract create() is SB307's: Switchboard implements no abstract method but handlerFor
      // and withDeadLetters.
      if (!isStatic) {
        return new Clash("its static create() cannot hide an instance method", createFix(type));
      }
      if (method.getModifiers().contains(Modifier.FINAL)) {
        return new Clash("its static create() cannot hide a final method", createFix(type));
      }
      if (!returnsSupertypeOf(type, method)) {
        return new Clash(
            "its static create() returns the generated class, which is not a "
                + method.getReturnType(),
            createFix(type));
      }
      return null;
    }
    if (name.equals("handlerFor")
        && parameters.size() == 1
        && !isAbstract
        && types.isSameType(types.erasure(parameters.get(0)), types.erasure(root))) {
      return new Clash(
          implemented("handlerFor", isStatic),
          "remove it, or declare it abstract (an interface method without a body)");
    }
    if (name.equals("withDeadLetters") && parameters.size() == 1) {
      boolean handlerParameter =
          types.isSameType(types.erasure(parameters.get(0)), handlerErasure());
      if (!isAbstract && !handlerParameter) {
        return null; // an overload javac tells apart
      }
      String fix = "remove it, or declare it abstract, exactly as " + type.getSimpleName()
          + " withDeadLetters("
          + SwitchboardTypes.HANDLER + "<? super " + root
          + "> deadLetters): the generated class implements that method";
      if (!isAbstract) {
        return new Clash(implemented("withDeadLetters", isStatic), fix);
      }
      if (!handlerParameter || !acceptsSuperOf(parameters.get(0), root)) {
        return new Clash(
            "the generated class implements withDeadLetters(dev.switchboard.Handler<? super " + root
                + ">) only",
            fix);
      }
      if (!returnsSupertypeOf(type, method)) {
        return new Clash(
            "its withDeadLetters returns the generated class, which is not a "
                + method.getReturnType(),
            fix);
      }
    }
    return null;
  }

  private static String implemented(String method, boolean isStatic) {
    return isStatic
        ? "the generated class implements " + method
            + " as an instance method, which cannot hide a static one"
        : "the generated class implements " + method + ", and would replace yours";
  }

  private static String createFix(TypeElement type) {
    return "rename it, make it a non-final static method returning " + CanonicalNames.of(type)
        + " (the generated create() then hides it), or use @EventDispatcher(factory = NONE)";
  }

  private ExecutableType asMemberOf(TypeElement type, ExecutableElement method) {
    return (ExecutableType) types.asMemberOf((DeclaredType) type.asType(), method);
  }

  /** Whether the generated class, a subtype of {@code type}, can be returned where {@code method}'s result is. */
  private boolean returnsSupertypeOf(TypeElement type, ExecutableElement method) {
    TypeMirror result = asMemberOf(type, method).getReturnType();
    return result.getKind() == TypeKind.DECLARED && types.isAssignable(type.asType(), result);
  }

  /** Whether {@code parameter} is {@code Handler<? super root>}. */
  private boolean acceptsSuperOf(TypeMirror parameter, TypeMirror root) {
    if (parameter.getKind() != TypeKind.DECLARED) {
      return false;
    }
    List<? extends TypeMirror> arguments = ((DeclaredType) parameter).getTypeArguments();
    if (arguments.size() != 1 || arguments.get(0).getKind() != TypeKind.WILDCARD) {
      return false;
    }
    TypeMirror lower = ((WildcardType) arguments.get(0)).getSuperBound();
    return lower != null && types.isSameType(lower, root);
  }

  private TypeMirror handlerErasure() {
    return types.erasure(elements.getTypeElement(SwitchboardTypes.HANDLER).asType());
  }
}
