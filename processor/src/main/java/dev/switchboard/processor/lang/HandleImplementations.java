package dev.switchboard.processor.lang;

import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Whether a handler's own {@code handle} method is one a direct call {@code handler.handle(event)}
 * can bind to in code that compiles: a public, concrete, void instance method that implements
 * {@code Handler.handle} and declares no checked exception. When it is not, the handler does not
 * compile, and the compiler says why on the user's method; ecj still runs processors on such code,
 * and javac attributes generated code beside it, so a direct call would add errors of its own in the
 * generated file ("Unhandled exception type IOException", "cannot find symbol"). Generated code calls
 * such a handler through the {@code Handler} interface instead, which always compiles.
 */
public final class HandleImplementations {
  private final Elements elements;
  private final Types types;
  private final Optional<ExecutableElement> handle;

  public HandleImplementations(Elements elements, Types types, String handlerInterface) {
    this.elements = elements;
    this.types = types;
    TypeElement handler = elements.getTypeElement(handlerInterface);
    this.handle = handler == null
        ? Optional.empty()
        : ElementFilter.methodsIn(handler.getEnclosedElements()).stream()
            .filter(m -> m.getSimpleName().contentEquals("handle"))
            .findFirst();
  }

  /** Whether {@code handler.handle(event)} compiles wherever the handler's class does. */
  public boolean callableDirectly(TypeElement handler) {
    if (handle.isEmpty()) {
      return false;
    }
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(handler))) {
      if (!method.equals(handle.get())
          && method.getSimpleName().contentEquals("handle")
          && method.getParameters().size() == 1
          && elements.overrides(method, handle.get(), handler)) {
        return valid(method);
      }
    }
    return false; // only the interface's abstract method: the class does not implement it
  }

  private boolean valid(ExecutableElement method) {
    return method.getModifiers().contains(Modifier.PUBLIC)
        && !method.getModifiers().contains(Modifier.ABSTRACT)
        && !method.getModifiers().contains(Modifier.STATIC)
        && method.getReturnType().getKind() == TypeKind.VOID
        && new Constructors(elements, types).checkedExceptions(method).isEmpty();
  }
}
