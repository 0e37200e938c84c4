package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under ecj (Eclipse, VS Code) the processor generates the same sources as under javac, and they
 * compile without a warning with ecj's default warnings on (unused imports included).
 */
class EcjCompilationTest {
  private static final String[][] SHOP = {
    {"shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}\n"},
    {"shop/OrderPlaced.java", "package shop;\npublic class OrderPlaced implements OrderEvent {}\n"},
    {"shop/ExpressOrderPlaced.java", "package shop;\npublic final class ExpressOrderPlaced extends OrderPlaced {}\n"},
    {"shop/ShopEvents.java", "package shop;\n@dev.switchboard.annotations.EventDispatcher\n"
        + "public interface ShopEvents extends dev.switchboard.Dispatcher<OrderEvent> {}\n"},
    {"shop/Broadcast.java", "package shop;\n"
        + "@dev.switchboard.annotations.EventDispatcher(mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST)\n"
        + "public interface Broadcast extends dev.switchboard.Dispatcher<Object> {}\n"},
    {"shop/ReserveStock.java", "package shop;\n@dev.switchboard.annotations.Handles(OrderPlaced.class)\n"
        + "public final class ReserveStock implements dev.switchboard.Handler<OrderPlaced> {\n"
        + "  @Override public void handle(OrderPlaced event) {}\n}\n"},
  };

  @TempDir Path directory;

  @Test
  void generatesWhatJavacGeneratesWithoutWarnings() {
    ModuleBuild.Outcome javac = build(Compilers.JAVAC, "javac", List.of());
    ModuleBuild ecj = module(Compilers.ECJ, "ecj", List.of());
    Compilers.Result result = ecj.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("ecj's warnings in generated files: %s", result).that(generatedFileWarnings(result, ecj)).isEmpty();
    assertThat(ecj.outcome(result).generatedSources()).isEqualTo(javac.generatedSources());
  }

  @Test
  void aLibraryIndexCompilesWithoutWarnings() {
    ModuleBuild ecj = module(Compilers.ECJ, "library", List.of("-Aswitchboard.library=shop.ShopIndex"));
    Compilers.Result result = ecj.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("ecj's warnings in generated files: %s", result).that(generatedFileWarnings(result, ecj)).isEmpty();
    assertThat(ecj.outcome(result).generatedSources()).containsKey("shop/ShopIndex.java");
  }

  private ModuleBuild.Outcome build(Compilers compiler, String name, List<String> options) {
    ModuleBuild build = module(compiler, name, options);
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    return build.outcome(result);
  }

  private ModuleBuild module(Compilers compiler, String name, List<String> options) {
    ModuleBuild build = new ModuleBuild(directory.resolve(name), compiler, List.of(), options);
    for (String[] file : SHOP) {
      build.write(file[0], file[1]);
    }
    return build;
  }

  private static List<String> generatedFileWarnings(Compilers.Result result, ModuleBuild build) {
    return result.diagnostics().stream()
        .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && d.getSource() != null)
        .filter(d -> Path.of(d.getSource().toUri()).startsWith(build.generated()))
        .map(d -> d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
        .toList();
  }
}
