package dev.switchboard.processor.naming;

import com.palantir.javapoet.TypeSpec;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * The user's classes that would change the meaning of a simple name in a generated class, and how
 * the generated class avoids them. Generated code writes {@code java.lang} types by simple name,
 * but a class of the same package with such a name ({@code Override}, {@code Class}) shadows them;
 * and a member class the generated class inherits from its declaration ({@code AppEvents.Handler})
 * shadows every import. Imported types need no care: a single-type import shadows the package's
 * own classes.
 *
 * @param javaLangClashes simple names of classes in the generated class's package that are also
 *     the names of {@code java.lang} types: written qualified
 * @param declaration the declaration the generated class implements or extends, whose member
 *     classes (and those of its supertypes) are in scope in it
 */
public record ShadowedNames(Set<String> javaLangClashes, Optional<TypeElement> declaration) {
  public ShadowedNames {
    javaLangClashes = Set.copyOf(javaLangClashes);
  }

  /** What shadows names in a class generated into {@code packageName} from {@code declaration}. */
  public static ShadowedNames of(Elements elements, String packageName, Optional<TypeElement> declaration) {
    Set<String> clashes = new TreeSet<>();
    PackageElement pkg = elements.getPackageElement(packageName);
    if (pkg != null) {
      JavaLangTypes javaLang = new JavaLangTypes(elements);
      for (TypeElement type : ElementFilter.typesIn(pkg.getEnclosedElements())) {
        String name = type.getSimpleName().toString();
        if (javaLang.contains(name)) {
          clashes.add(name);
        }
      }
    }
    return new ShadowedNames(clashes, declaration);
  }

  /** Makes {@code type} write every shadowed name qualified. */
  public TypeSpec.Builder applyTo(TypeSpec.Builder type) {
    if (!javaLangClashes.isEmpty()) {
      type.alwaysQualify(javaLangClashes.toArray(String[]::new));
    }
    declaration.ifPresent(type::avoidClashesWithNestedClasses);
    return type;
  }
}
