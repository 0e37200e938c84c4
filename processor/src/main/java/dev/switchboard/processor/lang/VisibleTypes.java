package dev.switchboard.processor.lang;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Finds optional types generated code may refer to, such as {@code @Generated} or {@code @Inject}:
 * present in the compilation, and readable from the module the code is generated in.
 */
public final class VisibleTypes {
  private final Elements elements;

  public VisibleTypes(Elements elements) {
    this.elements = elements;
  }

  /**
   * The first of {@code qualifiedNames} that exists and that code beside {@code origin} (an element
   * of the module the code is generated in; empty when unknown) can use.
   */
  public Optional<TypeElement> first(Optional<TypeElement> origin, String... qualifiedNames) {
    ModuleElement from = origin.isPresent() ? elements.getModuleOf(origin.get()) : null;
    for (String name : qualifiedNames) {
      // Looked up from the origin's module: without a module, javac searches every module of the
      // JDK for a name that is absent (an @Inject not on the class path), tens of milliseconds
      // each.
      TypeElement type =
          from == null ? elements.getTypeElement(name) : elements.getTypeElement(from, name);
      if (type != null
          && (from == null
              || from.isUnnamed()
              || reads(from, elements.getModuleOf(type), new HashSet<>()))) {
        return Optional.of(type);
      }
    }
    return Optional.empty();
  }

  /** Whether named module {@code from} reads {@code target}: itself, java.base, or by (transitive) requires. */
  private static boolean reads(ModuleElement from, ModuleElement target, Set<ModuleElement> seen) {
    if (target == null || target.isUnnamed()) {
      return false;
    }
    if (from.equals(target) || target.getQualifiedName().contentEquals("java.base")) {
      return true;
    }
    for (ModuleElement.RequiresDirective requires :
        ElementFilter.requiresIn(from.getDirectives())) {
      if (requires.getDependency().equals(target)
          || impliedReadability(requires.getDependency(), target, seen)) {
        return true;
      }
    }
    return false;
  }

  private static boolean impliedReadability(
      ModuleElement module, ModuleElement target, Set<ModuleElement> seen) {
    if (!seen.add(module)) {
      return false;
    }
    for (ModuleElement.RequiresDirective requires :
        ElementFilter.requiresIn(module.getDirectives())) {
      if (requires.isTransitive()
          && (requires.getDependency().equals(target)
              || impliedReadability(requires.getDependency(), target, seen))) {
        return true;
      }
    }
    return false;
  }
}
