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

  /** Whether {@code module} exports {@code packageName} to {@code reader}; a null reader means to every module. */
  public static boolean exports(ModuleElement module, String packageName, ModuleElement reader) {
    return ElementFilter.exportsIn(module.getDirectives()).stream()
        .anyMatch(e -> e.getPackage().getQualifiedName().contentEquals(packageName)
            && (e.getTargetModules() == null
                || (reader != null && e.getTargetModules().contains(reader))));
  }

  public static boolean requires(ModuleElement module, String dependency) {
    return ElementFilter.requiresIn(module.getDirectives()).stream()
        .anyMatch(r -> r.getDependency().getQualifiedName().contentEquals(dependency));
  }
}
