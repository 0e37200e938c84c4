package dev.switchboard.processor.resolution;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.Supertypes;
import dev.switchboard.processor.lang.VisibleTypes;
import dev.switchboard.processor.model.DispatchMethod;
import dev.switchboard.processor.model.DispatcherDeclaration;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** What the user's declaration of a dispatcher fixes of its {@code dispatch(root)}: the root type, and who implements it. */
final class DeclaredDispatch {
  private final Elements elements;
  private final Types types;
  private final VisibleTypes visibleTypes;

  DeclaredDispatch(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
    this.visibleTypes = new VisibleTypes(elements);
  }

  /** The event root type as the dispatcher declares it: the {@code R} of its {@code Dispatcher<R>}. */
  TypeMirror rootType(DispatcherDeclaration declaration) {
    if (declaration.declared().isEmpty()) {
      return elements.getTypeElement(Object.class.getName()).asType();
    }
    TypeElement dispatcher = elements.getTypeElement(declaration.displayName());
    Supertypes.Search search =
        Supertypes.find(types, dispatcher.asType(), SwitchboardTypes.DISPATCHER);
    return ((Supertypes.Search.Found) search).supertype().getTypeArguments().get(0);
  }

  /**
   * {@link DispatchMethod#DECLARED} when the declared dispatcher implements {@code
   * dispatch(root)} itself (a default method of the interface, a method of the abstract class): the
   * generated class then keeps the user's method, which may do more than dispatch, and neither
   * overrides it nor adds typed methods around it. An abstract {@code dispatch(root)} is the
   * generated class's to implement: {@link DispatchMethod#INHERITED} where it can extend {@code
   * GeneratedDispatcher}, else {@link DispatchMethod#GENERATED}.
   */
  DispatchMethod dispatchMethod(DispatcherDeclaration declaration, TypeMirror root) {
    if (declaration.declared().isEmpty()) {
      return DispatchMethod.GENERATED;
    }
    TypeElement dispatcher = elements.getTypeElement(declaration.displayName());
    boolean hookNameFree = true;
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(dispatcher))) {
      if (method.getSimpleName().contentEquals(SwitchboardTypes.GENERATED_DISPATCHER_HOOK)) {
        hookNameFree = false;
      }
      if (method.getSimpleName().contentEquals("dispatch")
          && method.getParameters().size() == 1
          && !method.getModifiers().contains(Modifier.ABSTRACT)
          && !CanonicalNames.of((TypeElement) method.getEnclosingElement())
              .contentEquals(SwitchboardTypes.DISPATCHER)
          && types.isSameType(
              types.erasure(parameterAsMember(dispatcher, method)), types.erasure(root))) {
        return DispatchMethod.DECLARED;
      }
    }
    // An older runtime on the class path, without GeneratedDispatcher, gets the bridged shape.
    return hookNameFree
            && declaration.declaredIsInterface()
            && uncastRoot(root)
            && visibleTypes
                .first(Optional.of(dispatcher), SwitchboardTypes.GENERATED_DISPATCHER)
                .isPresent()
        ? DispatchMethod.INHERITED
        : DispatchMethod.GENERATED;
  }

  /**
   * Whether a bridge would cast the event to {@code root}, and the generated code can do without
   * that type: a class or interface other than {@code Object}, with no type arguments (a cast to
   * one that has them may be unchecked, which calls of handlers of the root type would need).
   */
  private static boolean uncastRoot(TypeMirror root) {
    return root.getKind() == TypeKind.DECLARED
        && ((DeclaredType) root).getTypeArguments().isEmpty()
        && !CanonicalNames.of((TypeElement) ((DeclaredType) root).asElement())
            .contentEquals(Object.class.getName());
  }

  /** The type of {@code method}'s one parameter as a member of {@code owner}, type variables substituted. */
  private TypeMirror parameterAsMember(TypeElement owner, ExecutableElement method) {
    ExecutableType member =
        (ExecutableType) types.asMemberOf((DeclaredType) owner.asType(), method);
    return member.getParameterTypes().get(0);
  }
}
