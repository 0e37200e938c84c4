package dev.switchboard.processor.resolution;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.multimodule.CrossModuleConflicts;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The checks of a dispatcher's handlers that need no routes: that the generated class can reach
 * them, and that an exclusive dispatcher has one handler per event type. Each reports on the handlers
 * involved.
 */
final class RouteChecks {
  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;
  private final CrossModuleConflicts crossModule;
  private final HandlerElements sites;

  RouteChecks(
      Elements elements, Types types, Diagnostics diagnostics, CrossModuleConflicts crossModule) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.crossModule = crossModule;
    this.sites = new HandlerElements(elements, types);
  }

  /** Whether the generated class in its package can name every handler, handler method and event type. */
  boolean accessible(DispatcherDeclaration declaration, HandlerGroups groups) {
    Set<HandlerModel> included = groups.included();
    Map<TypeRef, List<HandlerModel>> byEvent = groups.byEvent();
    String packageName = declaration.packageName();
    boolean valid = true;
    for (HandlerModel handler : included) {
      if (!handler.type().accessibleFrom(packageName)) {
        diagnostics.report(
            handler.type().packageName().isEmpty()
                ? Message.HANDLER_IN_UNNAMED_PACKAGE
                : Message.HANDLER_NOT_ACCESSIBLE,
            sites.site(handler),
            sites.handles(handler).orElse(null),
            handler.type(),
            declaration.displayName(),
            packageName);
        valid = false;
      } else if (!handler.callableFrom(packageName)) {
        diagnostics.report(
            Message.HANDLER_METHOD_NOT_ACCESSIBLE,
            sites.site(handler),
            sites.handles(handler).orElse(null),
            handler.displayName(),
            declaration.displayName(),
            packageName);
        valid = false;
      } else if (handler.method().isPresent()
          && !handler.method().get().parameter().accessibleFrom(packageName)) {
        // The dispatcher casts to it and holds a Handler of it.
        diagnostics.report(
            Message.HANDLER_METHOD_PARAMETER_NOT_ACCESSIBLE,
            sites.site(handler),
            sites.handles(handler).orElse(null),
            handler.method().get().parameter(),
            handler.displayName(),
            declaration.displayName(),
            packageName);
        valid = false;
      }
    }
    for (Map.Entry<TypeRef, List<HandlerModel>> entry : byEvent.entrySet()) {
      if (!entry.getKey().accessibleFrom(packageName)) {
        Message message = entry.getKey().packageName().isEmpty()
            ? Message.EVENT_IN_UNNAMED_PACKAGE
            : Message.EVENT_NOT_ACCESSIBLE;
        for (HandlerModel handler : entry.getValue()) {
          reportOnEventValue(
              message,
              handler,
              entry.getKey(),
              entry.getKey(),
              declaration.displayName(),
              packageName);
        }
        valid = false;
      }
    }
    return valid;
  }

  /** Whether each event type of an exclusive dispatcher has one handler; reports those with more. */
  boolean oneHandlerEach(DispatcherDeclaration declaration, HandlerGroups groups) {
    boolean valid = true;
    for (Map.Entry<TypeRef, List<HandlerModel>> entry : groups.byEvent().entrySet()) {
      if (entry.getValue().size() > 1) {
        reportDuplicate(declaration, entry.getKey(), entry.getValue());
        valid = false;
      }
    }
    return valid;
  }

  private void reportDuplicate(
      DispatcherDeclaration declaration, TypeRef event, List<HandlerModel> candidates) {
    if (crossModule.involved(candidates)) {
      crossModule.reportDuplicate(declaration, event, candidates);
      return;
    }
    for (HandlerModel handler : candidates) {
      HandlerModel other = candidates.get(candidates.get(0) == handler ? 1 : 0);
      TypeMirror accepted = accepted(handler);
      TypeMirror otherAccepted = accepted(other);
      if (parameterizes(accepted, event)
          && parameterizes(otherAccepted, event)
          && !types.isSameType(accepted, otherAccepted)) {
        // Handler<Envelope<String>> and Handler<Envelope<Integer>>: one Class at run time, two
        // meanings.
        reportOnEventValue(
            Message.ERASED_EVENT_COLLISION,
            handler,
            event,
            handler.displayName(),
            other.displayName(),
            declaration.displayName(),
            accepted,
            otherAccepted,
            event);
      } else {
        // The default dispatcher has no declaration to make broadcast: the fix declares one
        // instead.
        reportOnEventValue(
            declaration.declared().isEmpty()
                ? Message.DUPLICATE_ROUTE_IN_DEFAULT
                : Message.DUPLICATE_ROUTE,
            handler,
            event,
            event,
            declaration.displayName(),
            handler.displayName(),
            other.displayName());
      }
    }
  }

  /** Whether {@code accepted} is {@code event} itself with type arguments, like {@code Envelope<String>}. */
  private boolean parameterizes(TypeMirror accepted, TypeRef event) {
    return accepted.getKind() == TypeKind.DECLARED
        && !((DeclaredType) accepted).getTypeArguments().isEmpty()
        && types.isSameType(types.erasure(accepted), erasure(event));
  }

  private TypeMirror accepted(HandlerModel handler) {
    return HandlerCalls.accepted(elements, types, handler);
  }

  private void reportOnEventValue(
      Message message, HandlerModel handler, TypeRef event, Object... args) {
    Element site = sites.site(handler);
    AnnotationMirror handles = sites.handles(handler).orElse(null);
    diagnostics.report(
        message,
        site,
        handles,
        handles == null
            ? null
            : Annotations.classLiteral(elements, handles, "value", event.qualifiedName())
                .orElse(null),
        args);
  }

  private TypeMirror erasure(TypeRef type) {
    return types.erasure(elements.getTypeElement(type.qualifiedName()).asType());
  }
}
