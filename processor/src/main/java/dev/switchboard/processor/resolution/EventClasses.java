package dev.switchboard.processor.resolution;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.kotlin.SealedTypes;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.multimodule.CrossModuleConflicts;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The event classes a dispatcher precomputes a route for: the classes of the compilation and the
 * handled types that it routes, concrete and nameable from its package. Under the nearest-type rule,
 * reports each type whose nearest handled supertype is ambiguous.
 */
final class EventClasses {
  /**
   * A class a route may be precomputed for.
   *
   * @param handled whether a handler declares it
   */
  record EventClass(TypeElement element, TypeRef event, boolean handled) {}

  /**
   * The classes found, in order of name.
   *
   * @param valid false when an ambiguity was reported
   */
  record Found(List<EventClass> classes, boolean valid) {}

  private final Elements elements;
  private final AmbiguousRoutes ambiguity;

  EventClasses(
      Elements elements, Types types, Diagnostics diagnostics, CrossModuleConflicts crossModule) {
    this.elements = elements;
    this.ambiguity =
        new AmbiguousRoutes(types, new SealedTypes(elements), diagnostics, crossModule);
  }

  /**
   * The classes among {@code knownTypes} and the handled types of {@code groups} that {@code routed}
   * accepts; {@code nearestRule} when the dispatcher routes to the nearest handled type only.
   */
  Found of(
      DispatcherDeclaration declaration,
      HandlerGroups groups,
      Set<String> knownTypes,
      Predicate<TypeRef> routed,
      boolean nearestRule) {
    boolean valid = true;
    List<EventClass> classes = new ArrayList<>();
    Set<String> names = new TreeSet<>(knownTypes);
    names.addAll(groups.handledNames());
    for (String name : names) {
      TypeElement known = elements.getTypeElement(name);
      if (known == null) {
        continue;
      }
      TypeRef event = TypeRefs.of(known);
      if (!routed.test(event)) {
        continue;
      }
      boolean handled = groups.handledNames().contains(name);
      // Checked on every type, nameable or not: its instances are routed at run time by the same
      // rule.
      if (nearestRule && !handled && !ambiguity.check(declaration, known, groups.byEventName())) {
        valid = false;
        continue;
      }
      if (concreteClass(known) && event.accessibleFrom(declaration.packageName())) {
        classes.add(new EventClass(known, event, handled));
      }
    }
    return new Found(classes, valid);
  }

  /** Whether {@code type} can be an event's class: interfaces and abstract classes never are. */
  static boolean concreteClass(TypeElement type) {
    return (type.getKind() == ElementKind.CLASS
            || type.getKind() == ElementKind.ENUM
            || type.getKind() == ElementKind.RECORD)
        && !type.getModifiers().contains(Modifier.ABSTRACT);
  }
}
