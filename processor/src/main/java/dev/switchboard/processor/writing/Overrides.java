package dev.switchboard.processor.writing;

import com.palantir.javapoet.MethodSpec;
import dev.switchboard.processor.naming.ShadowedNames;

/** Marks the methods a generated class overrides. */
final class Overrides {
  private Overrides() {}

  /**
   * Adds {@code @Override} to {@code method}, unless the user's names leave the generated class no
   * way to name it ({@link ShadowedNames#nameable}): the annotation only checks what the writer
   * already knows, so the method is the same without it.
   */
  static MethodSpec.Builder mark(MethodSpec.Builder method, ShadowedNames names) {
    return names.nameable(RuntimeNames.OVERRIDE)
        ? method.addAnnotation(RuntimeNames.OVERRIDE)
        : method;
  }
}
