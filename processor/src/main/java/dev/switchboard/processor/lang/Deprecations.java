package dev.switchboard.processor.lang;

import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.FactoryMethod;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.Receiver;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * The deprecation warnings a generated dispatcher would cause: it names the user's handlers, events,
 * interceptors and declaration, and calls the handler methods and the constructors of handlers and
 * interceptors, and javac warns about each that is {@code @Deprecated} ({@code removal} even
 * without {@code -Xlint}). Deprecating an event class is
 * the user's business; the build must not fail on it inside generated code under {@code -Werror}.
 */
public final class Deprecations {
  private static final String DEPRECATED = "java.lang.Deprecated";

  private final Elements elements;

  public Deprecations(Elements elements) {
    this.elements = elements;
  }

  /** The {@code @SuppressWarnings} tokens the dispatcher of {@code model} needs: "deprecation", "removal". */
  public Set<String> warningsOf(DispatcherModel model) {
    List<Element> used = new ArrayList<>();
    for (TypeRef type : namedTypes(model)) {
      TypeElement element = elements.getTypeElement(type.qualifiedName());
      if (element != null) {
        addWithEnclosing(element, used);
      }
    }
    for (HandlerModel handler : model.handlers()) {
      TypeElement type = elements.getTypeElement(handler.type().qualifiedName());
      if (type != null && handler.method().isPresent()) {
        // Every overload of the name: a suppression too many is harmless, a missing one fails
        // -Werror.
        for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
          if (method.getSimpleName().contentEquals(handler.methodName())) {
            used.add(method);
          }
        }
      }
    }
    if (model.factory() == FactoryMethod.GENERATED) {
      for (HandlerModel handler : model.handlers()) {
        addNoArgConstructor(handler.type(), used);
      }
      for (InterceptorRef interceptor : model.parts().interceptors()) {
        addNoArgConstructor(interceptor.type(), used);
      }
    }
    Set<String> warnings = new TreeSet<>();
    for (Element element : used) {
      if (elements.isDeprecated(element)) {
        warnings.add(forRemoval(element) ? "removal" : "deprecation");
      }
    }
    return warnings;
  }

  private void addNoArgConstructor(TypeRef type, List<Element> used) {
    TypeElement element = elements.getTypeElement(type.qualifiedName());
    Optional<ExecutableElement> constructor =
        element == null ? Optional.empty() : Constructors.noArg(element);
    if (constructor.isPresent()) {
      used.add(constructor.get());
    }
  }

  /** The user's types the dispatcher of {@code model} names. */
  private static List<TypeRef> namedTypes(DispatcherModel model) {
    List<TypeRef> types = new ArrayList<>();
    for (HandlerModel handler : model.handlers()) {
      types.add(handler.type());
      handler.method().ifPresent(method -> types.add(method.parameter()));
    }
    types.addAll(model.routeEvents());
    if (model instanceof BroadcastDispatcher broadcast) {
      for (Receiver receiver : broadcast.receivers()) {
        types.add(receiver.event());
      }
    }
    for (TypedOverload overload : model.overloads()) {
      types.add(overload.event());
    }
    for (InterceptorRef interceptor : model.parts().interceptors()) {
      types.add(interceptor.type());
    }
    types.addAll(model.exactClassChecks());
    types.add(model.declaration().rootErasure());
    if (model.declaration().declared().isPresent()) {
      types.add(new TypeRef(model.declaration().declared().get(), TypeRef.Reach.EVERYWHERE));
    }
    return types;
  }

  private static void addWithEnclosing(TypeElement type, List<Element> used) {
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      used.add(e);
    }
  }

  private boolean forRemoval(Element element) {
    Optional<AnnotationMirror> deprecated = Annotations.find(element, DEPRECATED);
    if (deprecated.isEmpty()) {
      return false;
    }
    Optional<AnnotationValue> forRemoval =
        Annotations.optionalValue(elements, deprecated.get(), "forRemoval");
    return forRemoval.isPresent() && Boolean.TRUE.equals(forRemoval.get().getValue());
  }
}
