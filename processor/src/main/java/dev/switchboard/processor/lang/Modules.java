package dev.switchboard.processor.lang;

import javax.lang.model.element.ModuleElement;
import javax.lang.model.util.ElementFilter;

/** Questions about JPMS modules that tolerate compilations without modules (source level 8). */
public final class Modules {
  private Modules() {}

  /** Whether {@code module} is a named module; {@code getModuleOf} gives null before Java 9. */
  public static boolean named(ModuleElement module) {
    return module != null && !module.isUnnamed();
  }

  public static boolean requires(ModuleElement module, String dependency) {
    return ElementFilter.requiresIn(module.getDirectives()).stream()
        .anyMatch(r -> r.getDependency().getQualifiedName().contentEquals(dependency));
  }
}
