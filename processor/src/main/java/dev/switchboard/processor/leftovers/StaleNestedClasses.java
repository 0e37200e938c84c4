package dev.switchboard.processor.leftovers;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.util.Set;
import java.util.TreeSet;

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
 * names in its {@code InnerClasses}, read from the class output before the new source is written
 * ({@link OutputFiles#nestedClasses}): a nested class whose own class file is gone is named too,
 * where the compilers' {@code Elements} leave it out (javac) or stop on it (ecj). None is found
 * where no such class file is left (a clean build; Gradle and the tests under batch ecj delete it
 * first), and a nested class the new source declares again is compiled over.
 */
public final class StaleNestedClasses {
  private final OutputFiles output;

  public StaleNestedClasses(OutputFiles output) {
    this.output = output;
  }

  /** Deletes the class files of the classes nested in the compiled class of {@code file} that {@code file} does not declare. */
  public void deleteBeforeWriting(JavaFile file) {
    String packageName = file.packageName();
    String topLevel = file.typeSpec().name();
    Set<String> declared = declaredNested(file.typeSpec(), topLevel, new TreeSet<>());
    for (String binaryName : staleNested(packageName, topLevel, declared)) {
      try {
        output.deleteClassFile(packageName, binaryName);
      } catch (IOException kept) {
        // A file the build cannot delete stays, unused: no class compiled now names it.
      }
    }
  }

  /**
   * The binary names, without the package, of the classes nested in the compiled class {@code
   * binaryName} of {@code packageName} that {@code declared} does not hold, with every class nested
   * in them. One declared again is not read further: its class file is compiled over, and the writer
   * nests no class in a nested class.
   */
  Set<String> staleNested(String packageName, String binaryName, Set<String> declared) {
    Set<String> stale = new TreeSet<>();
    addStale(packageName, binaryName, declared, stale);
    return stale;
  }

  private void addStale(
      String packageName, String binaryName, Set<String> declared, Set<String> stale) {
    for (String nested : output.nestedClasses(packageName, binaryName)) {
      if (!declared.contains(nested) && stale.add(nested)) {
        addStale(packageName, nested, declared, stale);
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
