package dev.switchboard.processor.resolution;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherDeclaration.Factory;
import dev.switchboard.processor.model.FactoryMethod;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.TypeRef;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Whether a dispatcher gets {@code create()}: when its declaration allows one and the generated class
 * can create every handler. Says why not when the declaration asked for one.
 */
final class FactoryDecision {
  private final Elements elements;
  private final Diagnostics diagnostics;

  FactoryDecision(Elements elements, Diagnostics diagnostics) {
    this.elements = elements;
    this.diagnostics = diagnostics;
  }

  /** The factory of {@code declaration} over {@code included}; empty when a required one was reported missing. */
  Optional<FactoryMethod> of(
      DispatcherDeclaration declaration,
      Set<HandlerModel> included,
      List<InterceptorRef> interceptors) {
    boolean possible = possible(declaration, included) && creatable(declaration, interceptors);
    if (declaration.factory() == Factory.WHEN_POSSIBLE && !possible) {
      noteCompanionsWithoutFactory(declaration, included);
    }
    if (declaration.factory() == Factory.REQUIRED && !possible) {
      Set<TypeRef> reported = new HashSet<>();
      for (HandlerModel handler : included) {
        if (!handler.creatableFrom(declaration.packageName()) && reported.add(handler.type())) {
          diagnostics.report(
              Message.NO_FACTORY_CONSTRUCTOR,
              element(handler.type()),
              declaration.displayName(),
              handler.type(),
              handler.constructor().obstacle());
        }
      }
      for (InterceptorRef interceptor : interceptors) {
        if (!interceptor.creatableFrom(declaration.packageName())) {
          diagnostics.report(
              Message.NO_FACTORY_INTERCEPTOR_CONSTRUCTOR,
              element(interceptor.type()),
              declaration.displayName(),
              interceptor.type(),
              interceptor.constructor().obstacle());
        }
      }
      return Optional.empty();
    }
    return Optional.of(possible ? FactoryMethod.GENERATED : FactoryMethod.NONE);
  }

  private static boolean creatable(
      DispatcherDeclaration declaration, List<InterceptorRef> interceptors) {
    for (InterceptorRef interceptor : interceptors) {
      if (!interceptor.creatableFrom(declaration.packageName())) {
        return false;
      }
    }
    return true;
  }

  private static boolean possible(DispatcherDeclaration declaration, Set<HandlerModel> included) {
    if (declaration.factory() == Factory.NONE) {
      return false;
    }
    for (HandlerModel handler : included) {
      if (!handler.creatableFrom(declaration.packageName())) {
        return false;
      }
    }
    return true;
  }

  /**
   * A Kotlin object handler gets a create() and a companion object does not: unlike a Java class
   * without a usable constructor, that difference is not visible in the source, so it is said.
   */
  private void noteCompanionsWithoutFactory(
      DispatcherDeclaration declaration, Set<HandlerModel> included) {
    for (HandlerModel handler : included) {
      if (handler.constructor() == HandlerModel.NoArgConstructor.KOTLIN_COMPANION) {
        TypeElement companion = element(handler.type());
        diagnostics.report(
            Message.KOTLIN_COMPANION_WITHOUT_FACTORY,
            companion,
            declaration.displayName(),
            handler.type(),
            companion.getEnclosingElement().getSimpleName() + "." + companion.getSimpleName());
      }
    }
  }

  private TypeElement element(TypeRef type) {
    return elements.getTypeElement(type.qualifiedName());
  }
}
