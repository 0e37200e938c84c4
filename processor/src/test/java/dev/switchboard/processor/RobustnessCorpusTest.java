package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;

import com.google.testing.compile.Compilation;
import dev.switchboard.processor.SourceVariants.Expectation;
import dev.switchboard.processor.SourceVariants.Variant;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compiles every program of the {@link SourceVariants} corpus with the processor: the processor
 * never crashes (compile-testing rethrows any exception that escapes it, and an internal error would
 * be an SB901), broken programs get errors, valid ones get a dispatcher that compiles cleanly at
 * {@code --release 11} with every lint as an error.
 */
class RobustnessCorpusTest {
  static final int SIZE = 240;

  static Stream<Variant> corpus() {
    return SourceVariants.corpus(SIZE);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void processorNeverCrashes(Variant variant) {
    // The generated dispatcher is compiled in the same javac run, so these options hold it to the
    // standard of Compilations.assertGeneratedCodeCompilesCleanly at half the cost (the processing
    // lint only says that Switchboard claims no annotation, by design).
    Compilation compilation = compile(
        List.of("--release", "11", "-Xlint:all,-processing", "-Werror"),
        variant.sources().toArray(JavaFileObject[]::new));

    for (Diagnostic<? extends JavaFileObject> diagnostic : compilation.diagnostics()) {
      assertWithMessage("%s", variant).that(diagnostic.getMessage(null)).doesNotContain("[SB901]");
    }
    Expectation expectation = variant.mutation().expectation;
    if (expectation == Expectation.COMPILES) {
      assertThat(compilation).succeededWithoutWarnings();
      assertThat(compilation).generatedSourceFile(variant.dispatcher()).isNotNull();
    } else if (expectation == Expectation.FAILS) {
      assertThat(compilation).failed();
    }
  }
}
