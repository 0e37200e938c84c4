package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Classes whose names contain {@code $}: nested ({@code Ping.$$.Type1}, {@code Ping.Foo$Bar}),
 * top-level ({@code A$B}) and in the unnamed package. ecj's {@code getQualifiedName()} turns each
 * {@code $} of a nested class's name into a dot ({@code app.Ping....Type1}), so a type kept by that
 * name was not found again (SB501 on a legal program); under both compilers they are routed alike.
 */
class DollarNamesTest {
  private static final String HANDLES = "@dev.switchboard.annotations.Handles";
  private static final String HANDLER = "dev.switchboard.Handler";

  /** Events and handlers named with '$' at every nesting level, routed by a declared dispatcher. */
  private static final Map<String, String> NAMED_PACKAGE = Map.of(
      "app/Ping.java",
          "package app;\n"
              + "public abstract class Ping {\n"
              + "  static abstract class $$ {\n"
              + "    public static class Type1 extends Ping {}\n"
              + "    public static final class Type1$Sub extends Type1 {}\n"
              + "    " + HANDLES + "(Type1.class)\n"
              + "    public static class Type5 implements " + HANDLER + "<Type1> {\n"
              + "      @Override public void handle(Type1 event) {}\n"
              + "    }\n"
              + "  }\n"
              + "  public static class Foo$Bar extends Ping { public static final class $ extends Foo$Bar {} }\n"
              + "}\n",
      "app/A$B.java",
          "package app;\n"
              + "public class A$B extends Ping {\n"
              + "  " + HANDLES + "({A$B.class, Ping.Foo$Bar.class})\n"
              + "  public static final class On$ implements " + HANDLER + "<Ping> {\n"
              + "    @Override public void handle(Ping event) {}\n"
              + "  }\n"
              + "}\n",
      "app/Pings.java",
          "package app;\n"
              + "@dev.switchboard.annotations.EventDispatcher\n"
              + "public interface Pings extends dev.switchboard.Dispatcher<Ping> {}\n",
      "app/Unrelated.java", "package app;\nclass Unrelated {}\n");

  /** The same shapes in the unnamed package, with the default dispatcher. */
  private static final Map<String, String> UNNAMED_PACKAGE = Map.of(
      "Top$.java",
      "public class Top$ {\n"
          + "  public static class In$ner {}\n"
          + "  public static final class $Deeper extends In$ner {}\n"
          + "  " + HANDLES + "(In$ner.class)\n"
          + "  public static final class On$In implements " + HANDLER + "<In$ner> {\n"
          + "    @Override public void handle(In$ner event) {}\n"
          + "  }\n"
          + "}\n",
      "Other.java",
      "class Other {}\n");

  @TempDir
  Path directory;

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void nestedAndTopLevelDollarNamesAreRouted(Compilers compiler) {
    ModuleBuild.Outcome outcome = build(compiler, "full", NAMED_PACKAGE);

    String dispatcher = outcome.generatedSources().get("app/SwitchboardPings.java");
    assertThat(dispatcher).contains(".handle(Ping.$$.Type1.class, type5)");
    assertThat(dispatcher).contains(".route(Ping.$$.Type1$Sub.class, type5)");
    assertThat(dispatcher).contains(".handle(A$B.class, on$)");
    assertThat(dispatcher).contains(".handle(Ping.Foo$Bar.class, on$)");
    assertThat(dispatcher).contains(".route(Ping.Foo$Bar.$.class, on$)");
  }

  @Test
  void ecjGeneratesWhatJavacGenerates() {
    ModuleBuild.Outcome javac = build(Compilers.JAVAC, "javac", NAMED_PACKAGE);
    ModuleBuild.Outcome ecj = build(Compilers.ECJ, "ecj", NAMED_PACKAGE);

    assertThat(ecj.generatedSources()).isEqualTo(javac.generatedSources());
    // ecj gives processors no source trees, so its route reports have no "source" positions.
    assertThat(ecj.reports()).isEqualTo(withoutSourcePositions(javac.reports()));
  }

  private static Map<String, String> withoutSourcePositions(Map<String, String> reports) {
    Map<String, String> stripped = new TreeMap<>();
    reports.forEach(
        (name, text) -> stripped.put(name, text.replaceAll(",\\n\\s*\"source\": \\{[^}]*\\}", "")));
    assertThat(stripped).isNotEqualTo(reports); // javac's reports had positions to remove
    return stripped;
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void dollarNamesInTheUnnamedPackageAreRouted(Compilers compiler) {
    ModuleBuild.Outcome outcome = build(compiler, "unnamed", UNNAMED_PACKAGE);

    String dispatcher = outcome.generatedSources().get("SwitchboardDispatcher.java");
    assertThat(dispatcher).contains(".handle(Top$.In$ner.class, on$In)");
    assertThat(dispatcher).contains(".route(Top$.$Deeper.class, on$In)");
  }

  /** The module state and the route reports keep the classes a partial compilation does not see as sources. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aPartialCompilationGeneratesWhatACleanBuildDoes(Compilers compiler) {
    for (Map.Entry<String, Map<String, String>> named :
        Map.of("named", NAMED_PACKAGE, "unnamed", UNNAMED_PACKAGE).entrySet()) {
      Map<String, String> module = named.getValue();
      ModuleBuild build = module(compiler, "partial-" + named.getKey(), module);
      assertWithMessage("full build").that(build.compileAll().success()).isTrue();
      String unrelated = module.containsKey("Other.java") ? "Other.java" : "app/Unrelated.java";

      Compilers.Result partial = build.compile(unrelated);

      assertWithMessage("%s", partial)
          .that(partial.diagnostics().stream()
              .filter(d -> d.getKind() != Diagnostic.Kind.NOTE)
              .toList())
          .isEmpty();
      build
          .cleanBuild(directory.resolve("clean-" + named.getKey()))
          .assertSameAs(build.outcome(partial), compiler + " " + unrelated);
    }
  }

  /** A '$'-named event and handler supertype that another processor generates in round one are waited for. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void dollarNamedTypesGeneratedInALaterRoundAreWaitedFor(Compilers compiler) throws IOException {
    ModuleBuild build = module(
        compiler,
        "rounds",
        Map.of(
            "shop/OnStock$Low.java",
            "package shop;\n"
                + HANDLES + "(shop.generated.Stock$.Low$.class)\n"
                + "public final class OnStock$Low extends shop.generated.Stock$.Handler$ {}\n"));
    Map<String, String> generated = Map.of(
        "shop.generated.Stock$",
        "package shop.generated;\n"
            + "public final class Stock$ {\n"
            + "  public static final class Low$ {}\n"
            + "  public abstract static class Handler$ implements " + HANDLER + "<Low$> {\n"
            + "    @Override public void handle(Low$ event) {}\n"
            + "  }\n"
            + "}\n");

    Compilers.Result result = compiler.compile(
        javaFiles(build.sources()),
        build.classes(),
        build.generated(),
        List.of(),
        List.of(),
        List.of(new SwitchboardProcessor(), RoundsTest.generatesInFirstRound(generated)));

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result).that(result.messages(Diagnostic.Kind.ERROR)).isEmpty();
    assertThat(Files.readString(build.generated().resolve("shop/SwitchboardDispatcher.java")))
        .contains(".handle(Stock$.Low$.class, onStock$Low)");
  }

  /** A library's index names '$' classes so that an application compiled against it finds them again. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aLibraryIndexOfDollarNamedHandlersIsMerged(Compilers compiler) {
    ModuleBuild library = new ModuleBuild(
        directory.resolve("lib-" + compiler),
        compiler,
        List.of(),
        List.of("-Aswitchboard.library=lib.Lib$Index"));
    library.write(
        "lib/Ev$nt.java",
        "package lib;\n"
            + "public class Ev$nt {\n"
            + "  public static class $Placed extends Ev$nt {}\n"
            + "  " + HANDLES + "($Placed.class)\n"
            + "  public static final class On$Placed implements " + HANDLER + "<$Placed> {\n"
            + "    @Override public void handle($Placed event) {}\n"
            + "  }\n"
            + "}\n");
    Compilers.Result built = library.compileAll();
    assertWithMessage("%s", built).that(built.success()).isTrue();
    ModuleBuild application = new ModuleBuild(
        directory.resolve("app-" + compiler), compiler, List.of(library.classes()), List.of());
    application.write(
        "app/Events.java",
        "package app;\n"
            + "@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface Events extends dev.switchboard.Dispatcher<lib.Ev$nt> {}\n");
    application.write(
        "app/Express.java",
        "package app;\npublic final class Express extends lib.Ev$nt.$Placed {}\n");

    Compilers.Result result = application.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result)
        .that(result.messages(Diagnostic.Kind.WARNING))
        .isEmpty();
    String dispatcher =
        application.outcome(result).generatedSources().get("app/SwitchboardEvents.java");
    assertThat(dispatcher).contains(".handle(Ev$nt.$Placed.class, on$Placed)");
    assertThat(dispatcher).contains(".route(Express.class, on$Placed)");
  }

  /** Messages name the class as it is written, not as ecj's getQualifiedName() mangles it. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void diagnosticsNameDollarClassesAsWritten(Compilers compiler) {
    ModuleBuild build = module(
        compiler,
        "duplicate",
        Map.of(
            "app/Ping.java",
            "package app;\n"
                + "public class Ping {\n"
                + "  public static class $$ {}\n"
                + "  " + HANDLES + "($$.class)\n"
                + "  public static final class One$ implements " + HANDLER + "<$$> {\n"
                + "    @Override public void handle($$ event) {}\n"
                + "  }\n"
                + "  " + HANDLES + "($$.class)\n"
                + "  public static final class Two$ implements " + HANDLER + "<$$> {\n"
                + "    @Override public void handle($$ event) {}\n"
                + "  }\n"
                + "}\n"));

    Compilers.Result result = build.compileAll();

    assertWithMessage("%s", result).that(result.success()).isFalse();
    List<String> errors = result.messages(Diagnostic.Kind.ERROR);
    assertWithMessage("%s", result).that(errors).isNotEmpty();
    assertWithMessage("%s", result).that(String.join("\n", errors)).contains("app.Ping.$$");
    assertWithMessage("%s", result).that(String.join("\n", errors)).contains("app.Ping.One$");
    assertWithMessage("%s", result).that(String.join("\n", errors)).doesNotContain("app.Ping..");
  }

  private ModuleBuild.Outcome build(Compilers compiler, String name, Map<String, String> sources) {
    ModuleBuild build = module(compiler, name, sources);
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result).that(result.messages(Diagnostic.Kind.ERROR)).isEmpty();
    assertWithMessage("%s", result)
        .that(result.messages(Diagnostic.Kind.WARNING))
        .isEmpty();
    return build.outcome(result);
  }

  private ModuleBuild module(Compilers compiler, String name, Map<String, String> sources) {
    ModuleBuild build = new ModuleBuild(directory.resolve(name + "-" + compiler), compiler);
    sources.forEach(build::write);
    return build;
  }

  private static List<Path> javaFiles(Path root) throws IOException {
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    }
  }
}
