package dev.switchboard.processor.resolution;

import com.palantir.javapoet.TypeName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Puts each handler of a dispatcher in its chain of interceptors: the dispatcher's that accept the
 * handler's events, outermost, then the handler's own, then the class-path defaults that accept
 * them. Reports the dispatcher's interceptors that
 * wrap no handler, the interceptors the generated class cannot name, and repeats.
 */
final class InterceptorChains {
  /**
   * @param instances the interceptors the constructor takes, each class once, in first appearance;
   *     not a class that is also one of the dispatcher's handlers, whose one instance is both
   * @param chains the chain of each intercepted handler, in handler order
   * @param valid false when an error was reported
   */
  record Chains(List<InterceptorRef> instances, List<HandlerChain> chains, boolean valid) {}

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  InterceptorChains(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  Chains of(DispatcherDeclaration declaration, Collection<HandlerModel> handlers) {
    boolean valid = true;
    Map<String, InterceptorRef> instances = new LinkedHashMap<>();
    for (InterceptorRef interceptor : declaration.interceptors()) {
      instances.put(interceptor.type().qualifiedName(), interceptor);
    }
    Set<InterceptorRef> used = new HashSet<>();
    List<HandlerChain> chains = new ArrayList<>();
    HandlerElements handlerElements = new HandlerElements(elements, types);
    for (HandlerModel handler : handlers) {
      if (declaration.interceptors().isEmpty()
          && handler.interceptors().isEmpty()
          && declaration.defaults().isEmpty()) {
        continue;
      }
      TypeMirror accepted = HandlerCalls.accepted(elements, types, handler);
      TypeMirror erased = types.erasure(accepted);
      List<InterceptorRef> chain = new ArrayList<>();
      for (InterceptorRef interceptor : declaration.interceptors()) {
        if (types.isSubtype(erased, erasure(interceptor.accepts()))) {
          chain.add(interceptor);
          used.add(interceptor);
        }
      }
      Set<String> outer = new HashSet<>();
      chain.forEach(interceptor -> outer.add(interceptor.type().qualifiedName()));
      for (InterceptorRef interceptor : handler.interceptors()) {
        if (outer.contains(interceptor.type().qualifiedName())) {
          diagnostics.report(
              Message.INTERCEPTOR_REPEATED,
              handlerElements.site(handler),
              interceptor,
              handler.displayName() + " (once as an interceptor of dispatcher "
                  + declaration.displayName() + ")");
          valid = false;
        } else {
          chain.add(interceptor);
          instances.putIfAbsent(interceptor.type().qualifiedName(), interceptor);
        }
      }
      Set<String> inChain = new HashSet<>();
      chain.forEach(interceptor -> inChain.add(interceptor.type().qualifiedName()));
      for (InterceptorRef interceptor : declaration.defaults()) {
        // A default the handler or dispatcher names itself keeps the place written there.
        if (types.isSubtype(erased, erasure(interceptor.accepts()))
            && inChain.add(interceptor.type().qualifiedName())) {
          chain.add(interceptor);
          instances.putIfAbsent(interceptor.type().qualifiedName(), interceptor);
        }
      }
      if (!chain.isEmpty()) {
        chains.add(new HandlerChain(
            handler,
            TypeName.get(accepted),
            TypeRefs.of((TypeElement) types.asElement(erased)),
            chain));
      }
    }
    valid &= checkDispatcherWide(declaration, used);
    for (InterceptorRef interceptor : instances.values()) {
      if (!interceptor.type().accessibleFrom(declaration.packageName())) {
        diagnostics.report(
            Message.INTERCEPTOR_NOT_ACCESSIBLE,
            elements.getTypeElement(interceptor.type().qualifiedName()),
            interceptor,
            declaration.displayName(),
            declaration.packageName());
        valid = false;
      }
    }
    // A class that is both a handler and an interceptor is one instance, as a class of several
    // handler methods is: the constructor takes it once, as a handler.
    for (HandlerModel handler : handlers) {
      instances.remove(handler.type().qualifiedName());
    }
    return new Chains(List.copyOf(instances.values()), chains, valid);
  }

  /** Reports each interceptor of the dispatcher itself that wraps none of its handlers. */
  private boolean checkDispatcherWide(DispatcherDeclaration declaration, Set<InterceptorRef> used) {
    boolean valid = true;
    for (InterceptorRef interceptor : declaration.interceptors()) {
      if (used.contains(interceptor)) {
        continue;
      }
      TypeElement dispatcher =
          elements.getTypeElement(declaration.declared().orElseThrow().canonicalName());
      AnnotationMirror annotation =
          Annotations.find(dispatcher, SwitchboardTypes.EVENT_DISPATCHER).orElse(null);
      diagnostics.report(
          Message.INTERCEPTOR_UNUSED,
          dispatcher,
          annotation,
          Annotations.classLiteral(
                  elements, annotation, "interceptors", interceptor.type().qualifiedName())
              .orElse(null),
          interceptor,
          declaration.displayName(),
          interceptor.accepts());
      valid = false;
    }
    return valid;
  }

  private TypeMirror erasure(TypeRef type) {
    return types.erasure(elements.getTypeElement(type.qualifiedName()).asType());
  }
}
