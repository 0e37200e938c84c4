package dev.switchboard.processor.resolution;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reports the handlers of a compilation that can never run: those no dispatcher routes (SB403), and
 * those of an event bus's own event, which Switchboard never dispatches (SB410). A handler that never
 * runs loses every event meant for it without a word, so both are errors; {@code
 * -Aswitchboard.unrouted} and {@code @Handles(allowUnrouted = true)} say that a handler is unrouted
 * on purpose.
 */
public final class UnroutedHandlers {
  public static final String OPTION = "switchboard.unrouted";
  private static final String ALLOW_UNROUTED = "allowUnrouted";
  /** Events that an event bus posts itself, and that Switchboard replaces with its dead letters. */
  private static final Set<String> BUS_EVENTS =
      Set.of("com.google.common.eventbus.DeadEvent", "org.greenrobot.eventbus.NoSubscriberEvent");

  /** What {@value #OPTION} asks for. */
  private enum Level {
    ERROR,
    WARN,
    IGNORE
  }

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;
  private final HandlerElements sites;

  public UnroutedHandlers(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.sites = new HandlerElements(elements, types);
  }

  /** Reports the handlers of bus events among {@code handlers}; whether there was none. */
  public boolean checkBusEvents(List<HandlerModel> handlers) {
    boolean valid = true;
    for (HandlerModel handler : handlers) {
      for (TypeRef event : handler.events()) {
        if (BUS_EVENTS.contains(event.qualifiedName())) {
          reportOnEvent(Message.DEAD_EVENT_HANDLER, handler, event, handler.displayName(), event);
          valid = false;
        }
      }
    }
    return valid;
  }

  /**
   * Reports each of {@code handlers} that none of {@code declarations}, the compilation's declared
   * dispatchers, routes; {@code option} is the value of {@value #OPTION}.
   */
  public void check(
      List<HandlerModel> handlers,
      List<DispatcherDeclaration> declarations,
      String option,
      RouteResolver resolver) {
    Optional<Level> level = level(option);
    if (level.isEmpty()) {
      diagnostics.report(Message.UNROUTED_OPTION, null, option);
      return;
    }
    if (level.get() == Level.IGNORE) {
      return;
    }
    for (HandlerModel handler : handlers) {
      if (routed(handler, declarations, resolver)
          || allowed(handler)
          || handler.events().stream().anyMatch(e -> BUS_EVENTS.contains(e.qualifiedName()))) {
        continue;
      }
      Element site = sites.site(handler);
      AnnotationMirror handles = sites.handles(handler).orElse(null);
      List<ClassName> named = handler.dispatchers().stream()
          .filter(name -> declarations.stream()
              .noneMatch(d -> d.declared().filter(name::equals).isPresent()))
          .toList();
      Message message;
      Object[] args;
      if (!handler.dispatchers().isEmpty()
          && named.size() == handler.dispatchers().size()) {
        message = Message.HANDLER_UNROUTED_BY_NAMED;
        args = new Object[] {handler.displayName(), join(named)};
      } else {
        message = Message.HANDLER_UNROUTED;
        args = new Object[] {
          handler.displayName(),
          join(handler.events()),
          roots(handler, declarations),
          bothHint(handler, declarations)
        };
      }
      if (level.get() == Level.WARN) {
        diagnostics.warn(message, site, handles, args);
      } else {
        diagnostics.report(message, site, handles, args);
      }
    }
  }

  private static Optional<Level> level(String option) {
    if (option == null) {
      return Optional.of(Level.ERROR);
    }
    for (Level level : Level.values()) {
      if (level.name().equalsIgnoreCase(option)) {
        return Optional.of(level);
      }
    }
    return Optional.empty();
  }

  /** Whether one of {@code declarations} routes an event of {@code handler}. */
  private static boolean routed(
      HandlerModel handler, List<DispatcherDeclaration> declarations, RouteResolver resolver) {
    for (DispatcherDeclaration declaration : declarations) {
      if (handler.targets(declaration)) {
        for (TypeRef event : handler.events()) {
          if (resolver.routes(declaration.rootErasure(), event)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Its {@code @Handles(allowUnrouted = true)}; false under an annotations jar that has no such member. */
  private boolean allowed(HandlerModel handler) {
    Optional<AnnotationMirror> handles = sites.handles(handler);
    Optional<AnnotationValue> value = handles.isEmpty()
        ? Optional.empty()
        : Annotations.optionalValue(elements, handles.get(), ALLOW_UNROUTED);
    return value.isPresent() && Boolean.TRUE.equals(value.get().getValue());
  }

  /** The roots of the dispatchers that {@code handler} lets route it. */
  private static String roots(HandlerModel handler, List<DispatcherDeclaration> declarations) {
    List<String> roots = new ArrayList<>();
    for (DispatcherDeclaration declaration : declarations) {
      if (handler.targets(declaration)) {
        roots.add(
            "the event root of " + declaration.displayName() + " is " + declaration.rootErasure());
      }
    }
    return String.join("; ", roots);
  }

  /**
   * Said when a class could be both one of the handler's events and a dispatcher's root, as with an
   * interface beside a root class: such events still do not reach it, which is not obvious.
   */
  private String bothHint(HandlerModel handler, List<DispatcherDeclaration> declarations) {
    for (DispatcherDeclaration declaration : declarations) {
      if (!handler.targets(declaration)) {
        continue;
      }
      TypeElement root = elements.getTypeElement(declaration.rootErasure().qualifiedName());
      for (TypeRef event : handler.events()) {
        TypeElement type = elements.getTypeElement(event.qualifiedName());
        if (root != null && type != null && mayShareInstances(type, root)) {
          return "; an event that is both a " + event + " and a " + declaration.rootErasure()
              + " does not reach it either";
        }
      }
    }
    return "";
  }

  /** Whether one class can be a subtype of both {@code a} and {@code b}. */
  private boolean mayShareInstances(TypeElement a, TypeElement b) {
    TypeMirror left = types.erasure(a.asType());
    TypeMirror right = types.erasure(b.asType());
    if (types.isSubtype(left, right) || types.isSubtype(right, left)) {
      return true;
    }
    return (a.getKind() == ElementKind.INTERFACE && extensible(b))
        || (b.getKind() == ElementKind.INTERFACE && extensible(a));
  }

  private static boolean extensible(TypeElement type) {
    return type.getKind() == ElementKind.INTERFACE
        || (type.getKind() == ElementKind.CLASS && !type.getModifiers().contains(Modifier.FINAL));
  }

  private void reportOnEvent(Message message, HandlerModel handler, TypeRef event, Object... args) {
    AnnotationMirror handles = sites.handles(handler).orElse(null);
    diagnostics.report(
        message,
        sites.site(handler),
        handles,
        handles == null
            ? null
            : Annotations.classLiteral(elements, handles, "value", event.qualifiedName())
                .orElse(null),
        args);
  }

  private static String join(List<?> items) {
    return items.stream().map(Object::toString).collect(Collectors.joining(", "));
  }
}
