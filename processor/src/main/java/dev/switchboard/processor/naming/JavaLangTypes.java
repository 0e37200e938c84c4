package dev.switchboard.processor.naming;

import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.util.Elements;

/**
 * Whether {@code java.lang} has a type of a given simple name, asked of {@code java.base} only:
 * without a module, javac searches every module of the JDK for a name that is not there, which
 * adds up to seconds for a package of thousands of classes. One look-up in {@code java.base} is
 * cheap; listing {@code java.lang} reads all its class files, so the first {@value #LOOKUPS_BEFORE_LISTING} names are looked up one by one and
 * the package is listed once if more are asked.
 */
final class JavaLangTypes {
  static final int LOOKUPS_BEFORE_LISTING = 500;

  private final Elements elements;
  private final ModuleElement javaBase;
  private final int lookupsBeforeListing;
  private int lookups;
  private Set<String> listed;

  JavaLangTypes(Elements elements) {
    this(elements, LOOKUPS_BEFORE_LISTING);
  }

  JavaLangTypes(Elements elements, int lookupsBeforeListing) {
    this.elements = elements;
    this.javaBase = elements.getModuleElement("java.base"); // null without modules (source level 8)
    this.lookupsBeforeListing = lookupsBeforeListing;
  }

  boolean contains(String simpleName) {
    if (listed == null && lookups < lookupsBeforeListing) {
      lookups++;
      String name = "java.lang." + simpleName;
      return (javaBase == null
              ? elements.getTypeElement(name)
              : elements.getTypeElement(javaBase, name))
          != null;
    }
    if (listed == null) {
      listed = list();
    }
    return listed.contains(simpleName);
  }

  /** Every simple name of {@code java.lang}'s types. */
  Set<String> names() {
    if (listed == null) {
      listed = list();
    }
    return listed;
  }

  private Set<String> list() {
    PackageElement javaLang = javaBase == null
        ? elements.getPackageElement("java.lang")
        : elements.getPackageElement(javaBase, "java.lang");
    Set<String> names = new HashSet<>();
    for (Element type :
        javaLang.getEnclosedElements()) { // a package encloses only its top-level types
      names.add(type.getSimpleName().toString());
    }
    return names;
  }
}
