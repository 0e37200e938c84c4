package dev.switchboard.processor.leftovers;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Deletes, before a generated source is written again, the class files of the classes nested in its
 * previous version that the new one no longer declares. A generated class is laid out by its size:
 * past each threshold nested classes hold its cases, route registrations or handler arrays ({@code
 * SwitchboardShop$Cases0}, {@code $Routes0}, {@code $HandlersOf0}...). A compiler writes only the
 * class files of the classes it compiles, so a partial build whose dispatcher shrank below a
 * threshold would leave the larger layout's nested classes in the class output, where a clean build
 * has none.
 *
 * <p>The previous version's nested classes are those the class file the previous build compiled
 * names in its {@code InnerClasses} attribute, read from the class output before the new source is
 * written ({@link OutputFiles#nestedClassNames}). None is found where no such class file is left (a
 * clean build; Gradle and the tests under batch ecj delete it first), and a nested class the new
 * source declares again is compiled over.
 */
public final class StaleNestedClasses {
  private final OutputFiles output;

  public StaleNestedClasses(OutputFiles output) {
    this.output = output;
  }

  /**
   * Deletes the class files of the classes nested in the compiled class of {@code file} that {@code
   * file} does not declare.
   */
  public void deleteBeforeWriting(JavaFile file) {
    String packageName = file.packageName();
    String topLevel = file.typeSpec().name();
    Set<String> declared = declaredNested(file.typeSpec(), topLevel, new TreeSet<>());
    for (String binaryName : output.nestedClassNames(packageName, topLevel)) {
      if (declared.contains(binaryName)) {
        continue;
      }
      try {
        output.deleteClassFile(packageName, binaryName);
      } catch (IOException kept) {
        // A file the build cannot delete stays, unused: no class compiled now names it.
      }
    }
  }

  /**
   * Adds to {@code stale} the binary names, without the package, of the classes nested in {@code
   * type} (of {@code binaryName}) that {@code declared} does not hold, with every class nested in
   * them. One declared again is not read further: its class file is compiled over, and the writer
   * nests no class in a nested class.
   */
  static void staleNested(
      TypeElement type, String binaryName, Set<String> declared, Set<String> stale) {
    List<? extends Element> members;
    try {
      members = type.getEnclosedElements();
    } catch (RuntimeException unreadable) {
      // javac's CompletionFailure: a class file gone or unreadable names no class to delete.
      return;
    }
    for (Element member : members) {
      if (member instanceof TypeElement nested) {
        String name = binaryName + "$" + nested.getSimpleName();
        if (!declared.contains(name)) {
          stale.add(name);
          staleNested(nested, name, declared, stale);
        }
      }
    }
  }

  /** {@code names} with the binary names of the classes {@code type}, of {@code binaryName}, declares at any depth. */
  private static Set<String> declaredNested(TypeSpec type, String binaryName, Set<String> names) {
    for (TypeSpec nested : type.typeSpecs()) {
      String name = binaryName + "$" + nested.name();
      names.add(name);
      declaredNested(nested, name, names);
    }
    return names;
  }
}
