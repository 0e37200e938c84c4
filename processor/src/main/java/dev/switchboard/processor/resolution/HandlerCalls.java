package dev.switchboard.processor.resolution;

import com.palantir.javapoet.TypeName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.lang.HandleImplementations;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.lang.Supertypes;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerModel;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Decides how generated code calls a handler so that javac binds the call to the handler's class:
 * {@code handler.handle(event)} when the event's static type is the handler's event type already,
 * with a cast to that type when it can be written without an unchecked warning, else through
 * {@code RouteTable.deliver}; a handler method is called by its own name, with the same casts. The
 * cast goes to the type the handler implements {@code Handler<E>} for (a handler method's parameter
 * type), not to the event's class, and a subtype is cast too when the handler overloads {@code handle}
 * with a method javac would pick instead: an overload {@code handle(ExpressOrder)} beside {@code
 * handle(OrderPlaced)} is then never called by mistake. No other cast is written, so neither javac
 * nor ecj finds one unnecessary.
 */
final class HandlerCalls {
  private final Elements elements;
  private final Types types;
  private final String packageName;
  private final HandleImplementations implementations;
  /** Whether each handler's own handle method can be called directly, worked out once per handler. */
  private final Map<HandlerModel, Boolean> callableDirectly = new HashMap<>();

  /**
   * The handlers called through their interceptor chain, a {@code Handler} of their event type: no
   * overload of theirs can take such a call.
   */
  private final Set<HandlerModel> chained;

  HandlerCalls(Elements elements, Types types, String packageName, Set<HandlerModel> chained) {
    this.chained = Set.copyOf(chained);
    this.elements = elements;
    this.types = types;
    this.packageName = packageName;
    this.implementations = new HandleImplementations(elements, types, SwitchboardTypes.HANDLER);
  }

  /** How to hand {@code handler} an event held in a variable of type {@code staticType}. */
  HandlerCall of(HandlerModel handler, TypeMirror staticType) {
    // A handler method was checked when validated; a handler class's handle only by the compiler.
    if (handler.method().isEmpty()
        && !callableDirectly.computeIfAbsent(
            handler,
            h -> implementations.callableDirectly(
                elements.getTypeElement(h.type().qualifiedName())))) {
      return HandlerCall.delivered(handler); // the compiler rejects the handler itself
    }
    TypeMirror accepted = accepted(elements, types, handler);
    if (types.isSubtype(staticType, accepted)
        && (chained.contains(handler) || !overloaded(handler, staticType, accepted))) {
      return HandlerCall.direct(handler);
    }
    if (accepted.getKind() == TypeKind.DECLARED
        && TypeRefs.reifiable((DeclaredType) accepted)
        && nameable(accepted)) {
      return HandlerCall.cast(handler, TypeName.get(accepted));
    }
    return HandlerCall.delivered(handler);
  }

  /**
   * Whether {@code handler.handle(event)}, for an event of {@code staticType}, could resolve to another
   * visible {@code handle} method than the one taking {@code accepted}: one that applies to the event
   * and is not less specific.
   */
  private boolean overloaded(HandlerModel handler, TypeMirror staticType, TypeMirror accepted) {
    TypeElement element = elements.getTypeElement(handler.type().qualifiedName());
    TypeMirror target = types.erasure(accepted);
    TypeMirror argument = types.erasure(staticType);
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(element))) {
      if (!method.getSimpleName().contentEquals(handler.methodName())
          || method.getParameters().size() != 1
          || method.getModifiers().contains(Modifier.PRIVATE)) {
        continue;
      }
      TypeMirror parameter = types.erasure(method.getParameters().get(0).asType());
      if (!types.isSameType(parameter, target)
          && types.isSubtype(argument, parameter)
          && !types.isSubtype(target, parameter)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The {@code E} of the {@code Handler<E>} that a validated handler class implements; the parameter
   * type of a handler method.
   */
  static TypeMirror accepted(Elements elements, Types types, HandlerModel handler) {
    Optional<TypeMirror> parameter = new HandlerElements(elements, types).parameterType(handler);
    if (parameter.isPresent()) {
      return parameter.get();
    }
    TypeElement element = elements.getTypeElement(handler.type().qualifiedName());
    Supertypes.Search search = Supertypes.find(types, element.asType(), SwitchboardTypes.HANDLER);
    return ((Supertypes.Search.Found) search).supertype().getTypeArguments().get(0);
  }

  private boolean nameable(TypeMirror type) {
    TypeElement element = (TypeElement) types.asElement(type);
    return TypeRefs.of(element).accessibleFrom(packageName);
  }
}
