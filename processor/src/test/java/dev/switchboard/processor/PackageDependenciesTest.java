package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static java.util.Map.entry;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.Filer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The processor's packages import each other only as their {@code package-info.java} documents: in
 * one direction, lowest layer first. Checked twice: on the compiled classes, which show every use,
 * qualified names included; and on the sources' imports, which also show constants javac inlines
 * (a {@code static final String} leaves no trace of its class in the class file).
 */
class PackageDependenciesTest {
  private static final String PROCESSOR = "dev.switchboard.processor";
  private static final Path SOURCES = Path.of("src/main/java/dev/switchboard/processor");
  private static final Pattern IMPORT = Pattern.compile(
      "^import (?:static )?" + Pattern.quote(PROCESSOR) + "\\.([a-z]\\w*)\\.", Pattern.MULTILINE);

  /** Each package below the root, and the processor's packages it may import. */
  private static final Map<String, Set<String>> MAY_IMPORT = Map.ofEntries(
      entry("api", Set.of()),
      entry("output", Set.of()),
      entry("model", Set.of("api")),
      entry("lang", Set.of("api", "model")),
      entry("kotlin", Set.of("api", "model", "lang")),
      entry("diagnostics", Set.of("api", "model", "lang")),
      entry("completion", Set.of("api", "model", "lang", "diagnostics")),
      entry("validation", Set.of("api", "model", "lang", "kotlin", "diagnostics")),
      entry("incremental", Set.of("api", "model", "lang", "diagnostics", "output")),
      entry("multimodule", Set.of("api", "model", "lang", "diagnostics", "validation", "output")),
      entry("resolution", Set.of("api", "model", "lang", "kotlin", "diagnostics", "multimodule")),
      entry("naming", Set.of("api", "model", "lang", "diagnostics", "resolution")),
      entry(
          "inspection",
          Set.of("api", "model", "lang", "kotlin", "diagnostics", "incremental", "output")),
      entry("writing", Set.of("api", "model", "kotlin", "naming", "inspection", "multimodule")),
      entry("leftovers", Set.of("incremental", "output")));

  private static JavaClasses processor;

  @BeforeAll
  static void importProcessorClasses() {
    processor = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        // JavaPoet, relocated below the processor's package in its jar, is not one of its packages.
        .withImportOption(location -> !location.contains("/dev/switchboard/processor/shaded/"))
        .importPackages(PROCESSOR);
  }

  @Test
  void everyClassIsInTheRootOrADocumentedPackage() {
    classes().should().resideInAnyPackage(documentedPackages()).check(processor);
  }

  @Test
  void classesUseOnlyThePackagesTheirPackageMayImport() {
    List<ArchRule> rules = new ArrayList<>();
    for (String name : MAY_IMPORT.keySet()) {
      rules.add(noClasses()
          .that()
          .resideInAPackage(qualified(name))
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(forbiddenFor(name))
          .because("package-info.java of " + name + " lists the packages it may import"));
    }
    CompositeArchRule.of(rules).check(processor);
  }

  @Test
  void packagesAreFreeOfCycles() {
    slices().matching(PROCESSOR + ".(*)..").should().beFreeOfCycles().check(processor);
  }

  @Test
  void onlyTheOutputPackageAndTheEntryPointCallTheFiler() {
    noClasses()
        .that()
        .resideOutsideOfPackages(qualified("output"), PROCESSOR)
        .should()
        .accessClassesThat()
        .areAssignableTo(Filer.class)
        .because(
            "build tools see only the files read and written through the Filer, all in one place")
        .check(processor);
  }

  @Test
  void onlyTheLeftoversPackageDeletesOutputs() {
    noClasses()
        .that()
        .resideOutsideOfPackages(qualified("leftovers"), qualified("output"))
        .should()
        .callMethodWhere(DescribedPredicate.describe(
            "a method of OutputFiles that deletes a file",
            (JavaMethodCall call) -> call.getTargetOwner().isEquivalentTo(OutputFiles.class)
                && call.getName().startsWith("delete")))
        .because("the root package only orchestrates; leftovers says when a file is not wanted")
        .check(processor);
  }

  @Test
  void sourcesImportOnlyThePackagesTheirPackageMayImport() throws IOException {
    List<String> violations = new ArrayList<>();
    for (Map.Entry<String, Set<String>> allowed : MAY_IMPORT.entrySet()) {
      try (Stream<Path> files = Files.list(SOURCES.resolve(allowed.getKey()))) {
        for (Path file :
            (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
          Matcher imported = IMPORT.matcher(Files.readString(file));
          while (imported.find()) {
            String target = imported.group(1);
            if (!target.equals(allowed.getKey()) && !allowed.getValue().contains(target)) {
              violations.add(SOURCES.relativize(file) + " imports " + target);
            }
          }
        }
      }
    }
    assertThat(violations).isEmpty();
  }

  @Test
  void everySourcePackageIsDocumentedAndHasAPackageInfo() throws IOException {
    Set<String> packages = new TreeSet<>();
    try (Stream<Path> directories = Files.list(SOURCES)) {
      directories
          .filter(Files::isDirectory)
          .forEach(d -> packages.add(d.getFileName().toString()));
    }
    assertThat(packages).containsExactlyElementsIn(MAY_IMPORT.keySet());
    for (String name : packages) {
      assertThat(Files.exists(SOURCES.resolve(name).resolve("package-info.java")))
          .isTrue();
    }
    assertThat(Files.exists(SOURCES.resolve("package-info.java"))).isTrue();
  }

  private static String[] documentedPackages() {
    Stream<String> packages = MAY_IMPORT.keySet().stream().map(PackageDependenciesTest::qualified);
    return Stream.concat(Stream.of(PROCESSOR), packages).toArray(String[]::new);
  }

  /** The root package, which no package may import, and every package {@code name} may not. */
  private static String[] forbiddenFor(String name) {
    Stream<String> others = MAY_IMPORT.keySet().stream()
        .filter(other -> !other.equals(name) && !MAY_IMPORT.get(name).contains(other))
        .map(PackageDependenciesTest::qualified);
    return Stream.concat(Stream.of(PROCESSOR), others).toArray(String[]::new);
  }

  private static String qualified(String name) {
    return PROCESSOR + "." + name;
  }
}
