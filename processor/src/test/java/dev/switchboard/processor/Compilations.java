package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/** Compiles test sources with the Switchboard processor, as javac does in a user's build. */
final class Compilations {
  private Compilations() {}

  /** A source file from its qualified class name and its lines. */
  static JavaFileObject source(String qualifiedName, String... lines) {
    return JavaFileObjects.forSourceLines(qualifiedName, lines);
  }

  static Compilation compile(JavaFileObject... sources) {
    return compile(List.of(), sources);
  }

  static Compilation compile(List<String> options, JavaFileObject... sources) {
    return Compiler.javac()
        .withProcessors(new SwitchboardProcessor())
        .withOptions(options)
        .compile(sources);
  }

  /** The messages of the errors that Switchboard reported (tagged [SBnnn]), not javac's own. */
  static List<String> switchboardErrors(Compilation compilation) {
    return compilation.errors().stream()
        .map(error -> error.getMessage(Locale.ROOT))
        .filter(message -> message.startsWith("[SB"))
        .toList();
  }

  /**
   * {@code packageName.Log}, whose {@code LINES} the handlers of {@link #loggingHandler} and the
   * code of a {@link #scenario} write to; {@code packageName} may be empty, the unnamed package.
   */
  static JavaFileObject log(String packageName) {
    return source(
        qualified(packageName, "Log"),
        packageDeclaration(packageName),
        "import java.util.List;",
        "import java.util.concurrent.CopyOnWriteArrayList;",
        "public final class Log {",
        "  public static final List<String> LINES = new CopyOnWriteArrayList<>();",
        "  private Log() {}",
        "}");
  }

  /**
   * {@code packageName.name}, {@code @Handles(handles)} and {@code Handler<accepts>}, which logs
   * its name in {@code packageName.Log.LINES} for each event.
   */
  static JavaFileObject loggingHandler(
      String packageName, String name, String handles, String accepts) {
    return source(
        qualified(packageName, name),
        packageDeclaration(packageName),
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(" + handles + ")",
        "public final class " + name + " implements Handler<" + accepts + "> {",
        "  @Override public void handle(" + accepts + " event) { Log.LINES.add(\"" + name
            + "\"); }",
        "}");
  }

  private static String qualified(String packageName, String simpleName) {
    return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
  }

  /** {@code package packageName;}, or an empty line for the unnamed package. */
  private static String packageDeclaration(String packageName) {
    return packageName.isEmpty() ? "" : "package " + packageName + ";";
  }

  /**
   * {@code packageName.Scenario}, whose {@code run()} runs {@code body}, then returns what the
   * handlers logged in {@code packageName.Log.LINES}: a program to load and run with {@link
   * CompiledClasses#callStatic}.
   */
  static JavaFileObject scenario(String packageName, String... body) {
    List<String> lines = new ArrayList<>(List.of(
        "package " + packageName + ";",
        "import java.util.List;",
        "public final class Scenario {",
        "  public static List<String> run() {"));
    lines.addAll(Arrays.asList(body));
    lines.addAll(List.of("    return List.copyOf(Log.LINES);", "  }", "}"));
    return source(packageName + ".Scenario", lines.toArray(new String[0]));
  }

  /** The text of a generated source file, by qualified class name. */
  static String generatedSource(Compilation compilation, String qualifiedName) {
    JavaFileObject file = compilation
        .generatedSourceFile(qualifiedName)
        .orElseThrow(() -> new AssertionError("not generated: " + qualifiedName + "; generated: "
            + compilation.generatedSourceFiles()));
    try {
      return file.getCharContent(false).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Compiles {@code sources} and what the processor generated from them again, without the
   * processor, with every lint enabled and warnings as errors, at {@code --release 11}: the
   * generated code must be warning-free for the oldest Java that Switchboard's libraries support.
   */
  static void assertGeneratedCodeCompilesCleanly(
      Compilation withProcessor, JavaFileObject... sources) {
    List<JavaFileObject> all = new ArrayList<>(Arrays.asList(sources));
    all.addAll(withProcessor.generatedSourceFiles());
    Compilation plain = Compiler.javac()
        .withOptions("--release", "11", "-Xlint:all", "-Werror", "-proc:none")
        .compile(all);
    assertWithMessage(
            "generated code compiled with -Xlint:all -Werror --release 11: %s", plain.diagnostics())
        .that(plain.status())
        .isEqualTo(Compilation.Status.SUCCESS);
  }

  /**
   * Compiles {@code sources} with ecj in {@code directory}, as Eclipse builds them: success, and no
   * warning in a generated file.
   */
  static void assertCompilesUnderEcjWithoutWarnings(
      Path directory, List<JavaFileObject> sources, List<String> options) {
    ModuleBuild build = ecjBuild(directory, sources, options);
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    List<String> warnings = result.diagnostics().stream()
        .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && d.getSource() != null)
        .filter(d -> Path.of(d.getSource().toUri()).startsWith(build.generated()))
        .map(d ->
            d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
        .toList();
    assertWithMessage("ecj's warnings in generated files").that(warnings).isEmpty();
  }

  /** A module in {@code directory/ecj} that ecj builds from {@code sources}, at their paths. */
  static ModuleBuild ecjBuild(Path directory, List<JavaFileObject> sources, List<String> options) {
    ModuleBuild build =
        new ModuleBuild(directory.resolve("ecj"), Compilers.ECJ, List.of(), options);
    for (JavaFileObject file : sources) {
      try {
        build.write(
            file.toUri().getPath().replaceFirst("^/", ""),
            file.getCharContent(false).toString());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return build;
  }
}
