package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A named module compiled by ecj's batch compiler, which compiles the sources processors generate
 * outside that module, where they cannot see its types: SB805 on the user's code instead of errors
 * in a generated file. javac compiles the same module.
 */
class NamedModulesUnderBatchEcjTest {
  @TempDir
  Path work;

  @Test
  void aDeclaredDispatcherInANamedModuleIsAnErrorOnItsDeclaration() throws IOException {
    assertRefused("declared", true, List.of(), "Shop.java:4", "shop.SwitchboardShop");
  }

  @Test
  void theDefaultDispatcherOfANamedModuleIsAnErrorOnItsFirstHandler() throws IOException {
    assertRefused("default", false, List.of(), "Mailer.java:6", "shop.SwitchboardDispatcher");
  }

  @Test
  void theIndexOfALibraryModuleIsAnErrorOnTheModule() throws IOException {
    assertRefused(
        "library", false, List.of("-Aswitchboard.library=shop.ShopIndex"), "-:0", "shop.ShopIndex");
  }

  @Test
  void everythingTheModuleWouldGenerateIsOneErrorOnTheFirstDeclaration() throws IOException {
    Path directory = work.resolve("several");
    ModularCompilation shop = shop(directory, Compilers.ECJ, true)
        .source(
            "shop/Backoffice.java",
            "package shop;",
            "",
            "@dev.switchboard.annotations.EventDispatcher",
            "public interface Backoffice extends dev.switchboard.Dispatcher<Object> {}");
    shop.compile(List.of(), "-Aswitchboard.library=shop.ShopIndex");

    assertThat(shop.succeeded()).isFalse();
    assertThat(shop.diagnostics()).hasSize(1);
    assertThat(shop.diagnostics().get(0))
        .startsWith("ERROR Backoffice.java:4: [SB805] cannot generate shop.SwitchboardBackoffice"
            + " in module shop:");
    assertThat(generatedSources(directory)).isEmpty();
  }

  /**
   * Compiles the module {@code shop} under ecj with {@code options} and asserts that the only
   * diagnostic is SB805 on {@code site}, for {@code generated}, and that nothing was generated.
   */
  private void assertRefused(
      String name, boolean declared, List<String> options, String site, String generated)
      throws IOException {
    ModularCompilation shop = shop(work.resolve(name), Compilers.ECJ, declared);
    shop.compile(List.of(), options.toArray(String[]::new));

    assertThat(shop.succeeded()).isFalse();
    assertThat(shop.diagnostics())
        .containsExactly(
            "ERROR " + site + ": [SB805] cannot generate " + generated + " in module shop:"
                + " ecj's batch compiler compiles the sources annotation processors generate outside the named"
                + " module being compiled, where they cannot see the module's types. Fix: compile module shop"
                + " with javac (maven-compiler-plugin's default compilerId, or Gradle's JavaCompile without"
                + " gradle-ecj), with Eclipse's IDE builder, or as a non-modular project on the class path"
                + " (without module-info.java); see docs/multi-module.md.");
    assertThat(generatedSources(work.resolve(name))).isEmpty();
  }

  @Test
  void javacCompilesTheSameModule() {
    ModularCompilation shop = shop(work.resolve("javac"), Compilers.JAVAC, true);
    shop.compile(List.of());

    assertWithMessage("%s", shop.diagnostics()).that(shop.succeeded()).isTrue();
    assertThat(shop.generated("shop/SwitchboardShop.java"))
        .contains("public SwitchboardShop(Mailer mailer)");
  }

  /** The sources the compilation in {@code directory} generated. */
  private static List<Path> generatedSources(Path directory) throws IOException {
    Path generated = directory.resolve("generated");
    if (!Files.exists(generated)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(generated)) {
      return files.filter(Files::isRegularFile).toList();
    }
  }

  /** The module {@code shop}: an event, its handler, and the dispatcher {@code Shop} if {@code declared}. */
  private static ModularCompilation shop(Path directory, Compilers compiler, boolean declared) {
    ModularCompilation shop = new ModularCompilation(directory, compiler)
        .source(
            "module-info.java",
            "module shop {",
            "  requires dev.switchboard.annotations;",
            "  requires transitive dev.switchboard;",
            "  exports shop;",
            "}")
        .source("shop/Placed.java", "package shop;", "", "public record Placed(String id) {}")
        .source(
            "shop/Mailer.java",
            "package shop;",
            "",
            "import dev.switchboard.annotations.Handles;",
            "",
            "@Handles(Placed.class)",
            "public final class Mailer implements dev.switchboard.Handler<Placed> {",
            "  @Override",
            "  public void handle(Placed placed) {}",
            "}");
    if (declared) {
      shop.source(
          "shop/Shop.java",
          "package shop;",
          "",
          "@dev.switchboard.annotations.EventDispatcher",
          "public interface Shop extends dev.switchboard.Dispatcher<Object> {}");
    }
    return shop;
  }
}
