package dev.switchboard.processor.lang;

import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * The canonical name of a type ({@code app.Ping.$$.Type5}), built from its package and simple names:
 * the one key by which the processor keeps types and finds them again with {@code Elements.getTypeElement}.
 *
 * <p>{@code TypeElement.getQualifiedName()} cannot be that key: ecj derives it from the binary name
 * by turning every {@code $} into a dot, so a nested class whose name (or an enclosing class's)
 * contains {@code $} comes back as {@code app.Ping....Type5}, which ecj's own {@code getTypeElement}
 * does not find. Both compilers find the canonical name, from sources and from class files alike.
 */
public final class CanonicalNames {
  private CanonicalNames() {}

  /** The canonical name of {@code type}; a local or anonymous class has none, so its qualified name (empty). */
  public static String of(TypeElement type) {
    StringBuilder name = new StringBuilder(type.getSimpleName());
    Element enclosing = type.getEnclosingElement();
    for (; enclosing instanceof TypeElement outer; enclosing = outer.getEnclosingElement()) {
      name.insert(0, '.').insert(0, outer.getSimpleName());
    }
    if (!(enclosing instanceof PackageElement pkg)) {
      return type.getQualifiedName().toString(); // declared in a method: no canonical name
    }
    return pkg.isUnnamed() ? name.toString() : pkg.getQualifiedName() + "." + name;
  }
}
