package dev.switchboard.processor.naming;

import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Whether the package of a generated class has a top-level type of a given simple name, looked up
 * one name at a time rather than by listing the package. Listing makes the compiler read every
 * class file there, those of classes nested in a generated class whose own class file is gone
 * included, which the processor has just deleted: javac then keeps showing the processor those
 * classes as unreadable in later rounds, after the generated source declares them again, so the
 * generated class would look to the processor as if it had no member classes.
 */
final class PackageTypes {
  private final Elements elements;
  private final String packageName;
  /** Null where the compilation has no such package, or several modules have one. */
  private final PackageElement pkg;

  private final Map<String, Boolean> found = new HashMap<>();

  PackageTypes(Elements elements, String packageName) {
    this.elements = elements;
    this.packageName = packageName;
    this.pkg = elements.getPackageElement(packageName);
  }

  boolean contains(String simpleName) {
    if (pkg == null) {
      return false;
    }
    Boolean known = found.get(simpleName);
    if (known == null) {
      known = lookUp(simpleName);
      found.put(simpleName, known);
    }
    return known;
  }

  private boolean lookUp(String simpleName) {
    String name = packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
    // In the package's module: without one, javac searches every module for a name not there.
    ModuleElement module = elements.getModuleOf(pkg);
    TypeElement type =
        module == null ? elements.getTypeElement(name) : elements.getTypeElement(module, name);
    return type != null && type.getNestingKind() == NestingKind.TOP_LEVEL;
  }
}
