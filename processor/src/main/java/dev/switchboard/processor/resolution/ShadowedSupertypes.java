package dev.switchboard.processor.resolution;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Points out the migration trap of exclusive dispatch: a handler of an interface or abstract class
 * beside handlers of each of its concrete subtypes never runs for any class the compilation knows.
 * Event buses (Guava, greenrobot, Spring) run every matching subscriber, so a catch-all subscriber
 * moved over as it was stops running without a word. A note, not a warning: such a handler is also
 * the deliberate fallback for classes only known at run time (other modules, generated classes),
 * and a warning would fail the {@code -Werror} builds of those correct programs.
 */
final class ShadowedSupertypes {
  private static final int NAMED = 3;

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  ShadowedSupertypes(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  /** Checks the exclusive {@code routes} of {@code declaration}, sorted by event. */
  void check(DispatcherDeclaration declaration, List<Route> routes) {
    HandlerElements sites = new HandlerElements(elements, types);
    for (Route declared : routes) {
      TypeElement supertype = elements.getTypeElement(declared.event().qualifiedName());
      if (!declared.declared() || supertype == null || !abstractType(supertype)) {
        continue;
      }
      TypeMirror erasure = types.erasure(supertype.asType());
      List<String> shadowing = new ArrayList<>();
      boolean reached = false;
      for (Route route : routes) {
        TypeElement event = elements.getTypeElement(route.event().qualifiedName());
        if (event == null || abstractType(event) || !types.isSubtype(types.erasure(event.asType()), erasure)) {
          continue;
        }
        if (route.handler().equals(declared.handler())) {
          reached = true;
          break;
        }
        shadowing.add(route.event() + " by " + route.handler().displayName());
      }
      if (!reached && !shadowing.isEmpty()) {
        HandlerModel handler = declared.handler();
        diagnostics.report(Message.SHADOWED_SUPERTYPE_HANDLER, sites.site(handler),
            sites.handles(handler).orElse(null), declaration.displayName(), handler.displayName(),
            declared.event(), summary(shadowing));
      }
    }
  }

  private static String summary(List<String> shadowing) {
    if (shadowing.size() <= NAMED) {
      return String.join(", ", shadowing);
    }
    return String.join(", ", shadowing.subList(0, NAMED)) + " and " + (shadowing.size() - NAMED) + " more";
  }

  /** An interface or abstract class: no event's class is it. */
  private static boolean abstractType(TypeElement type) {
    return type.getKind() == ElementKind.INTERFACE || type.getModifiers().contains(Modifier.ABSTRACT);
  }
}
