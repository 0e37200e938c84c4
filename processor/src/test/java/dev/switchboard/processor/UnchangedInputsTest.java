package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.switchboard.processor.incremental.ModuleState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A partial compilation whose classes have the signatures the previous build recorded, when nothing
 * else a route depends on changed, does nothing at all: the module state, the route reports and the
 * generated sources stay in the output as the previous build wrote them (not written again), and the
 * output is still a clean build's, byte for byte. Any change of what a route depends on (a handler's
 * or event's or interceptor's signature, a constant read in an annotation, a processor option), a
 * previous build that reported a warning, or a state of an older format takes the normal path: the
 * state is written again, and the output is a clean build's. Under javac and batch ecj, recompiling
 * in place with every earlier output kept, as IntelliJ's builder and javac run by hand do.
 */
class UnchangedInputsTest {
  private static final String STATE = "META-INF/switchboard/module-state.tsv";
  private static final String REPORT = "META-INF/switchboard/p.Events.json";

  @TempDir
  Path directory;

  /** Edits that change the signature of something a route depends on, and the files recompiled. */
  enum SignatureEdit {
    HANDLER_FIELD_ADDED(Map.of("p/Ship.java", ship("handled++;", "  private int limit;\n"))),
    HANDLER_METHOD_ADDED(Map.of(
        "p/Audit.java",
        audit("handled++;", "  @Handles public void on(Refunded event) {}\n", "Timing.class"))),
    EVENT_SUPERTYPE_CHANGED(
        Map.of("p/Refunded.java", "package p;\npublic class Refunded extends Cancelled {}\n")),
    INTERCEPTOR_SIGNATURE_CHANGED(
        Map.of("p/Timing.java", timing("  public Timing(String name) {}\n"))),
    INTERCEPTOR_REMOVED_FROM_A_HANDLER(Map.of("p/Audit.java", audit("handled++;", "", ""))),
    CONSTANT_IN_AN_ANNOTATION_CHANGED(Map.of(
        "p/Priorities.java",
        priorities(7),
        "p/Audit.java",
        audit("handled += 2;", "", "Timing.class")));

    final Map<String, String> files;

    SignatureEdit(Map<String, String> files) {
      this.files = files;
    }
  }

  static Stream<Arguments> signatureEdits() {
    return Compilers.each(SignatureEdit.values());
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aBodyEditTakesTheFastPathAndLeavesACleanBuildsOutput(Compilers compiler) throws Exception {
    ModuleBuild build = fullBuild(compiler, List.of());
    Map<String, FileTime> before = backdate(build);

    build.write("p/Ship.java", ship("handled += 2;", ""));
    build.write("p/Audit.java", audit("handled += 2;", "", "Timing.class"));
    Compilers.Result result = build.compileKeepingOutput("p/Ship.java", "p/Audit.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(result.messages(Diagnostic.Kind.WARNING)).isEmpty();
    assertWithMessage("state, report and generated output written again?")
        .that(build.lastModified(before))
        .isEqualTo(before);
    assertSameAsCleanBuild(build, compiler, List.of());
  }

  /**
   * A route report rewritten with other bytes of the same length, its time set back to what the
   * previous build left, is not as that build wrote it: the next build writes it again.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aReportRewrittenWithTheSameLengthAndTimeIsWrittenAgain(Compilers compiler) throws Exception {
    ModuleBuild build = fullBuild(compiler, List.of());
    Map<String, FileTime> before = backdate(build);
    Path report = build.classes().resolve(REPORT);
    String text = Files.readString(report);
    assertThat(text).contains("Ship");
    Files.writeString(report, text.replace("Ship", "Shop"));
    Files.setLastModifiedTime(report, before.get("classes/" + REPORT));

    build.write("p/Ship.java", ship("handled += 2;", ""));
    Compilers.Result result = build.compileKeepingOutput("p/Ship.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(Files.readString(report)).isEqualTo(text);
    assertStateWrittenAgain(build, before);
    assertSameAsCleanBuild(build, compiler, List.of());
  }

  @ParameterizedTest
  @MethodSource("signatureEdits")
  void aSignatureEditTakesTheNormalPath(Compilers compiler, SignatureEdit edit) throws Exception {
    ModuleBuild build = fullBuild(compiler, List.of());
    Map<String, FileTime> before = backdate(build);

    for (Map.Entry<String, String> file : edit.files.entrySet()) {
      build.write(file.getKey(), file.getValue());
    }
    Compilers.Result result =
        build.compileKeepingGeneratedSources(edit.files.keySet().toArray(new String[0]));

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertStateWrittenAgain(build, before);
    assertSameAsCleanBuild(build, compiler, List.of());
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aChangedProcessorOptionTakesTheNormalPath(Compilers compiler) throws Exception {
    ModuleBuild build = fullBuild(compiler, List.of());
    Map<String, FileTime> before = backdate(build);
    List<String> options = List.of("-Aswitchboard.unrouted=ignore");

    build.write("p/Ship.java", ship("handled += 2;", ""));
    Compilers.Result result = with(build, compiler, options).compileKeepingOutput("p/Ship.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertStateWrittenAgain(build, before);
    assertSameAsCleanBuild(build, compiler, options);
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aWarningOfThePreviousBuildIsReportedAgain(Compilers compiler) throws Exception {
    List<String> options = List.of("-Aswitchboard.unrouted=warn");
    ModuleBuild build = fullBuild(
        compiler,
        options,
        "p/Other.java",
        "package p;\npublic class Other {}\n",
        "p/Stray.java",
        "package p;\npublic final class Stray {\n"
            + "  @dev.switchboard.annotations.Handles public void on(Other other) { }\n}\n");
    Map<String, FileTime> before = backdate(build);

    build.write("p/Ship.java", ship("handled += 2;", ""));
    Compilers.Result result = with(build, compiler, options).compileKeepingOutput("p/Ship.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(String.join("\n", result.messages(Diagnostic.Kind.WARNING))).contains("SB403");
    assertStateWrittenAgain(build, before);
    assertSameAsCleanBuild(build, compiler, options);
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aStateOfTheFormerFormatTakesTheNormalPath(Compilers compiler) throws Exception {
    ModuleBuild build = fullBuild(compiler, List.of());
    Path state = build.classes().resolve(STATE);
    // What the former format wrote: the same lines, and the module of each generated source.
    List<String> formerLines = new ArrayList<>();
    for (String line : Files.readString(state).split("\n", -1)) {
      if (line.startsWith("format\t")) {
        formerLines.add("format\t" + (ModuleState.FORMAT - 1));
      } else {
        formerLines.add(line);
      }
      if (line.startsWith("output\tsource:")) {
        formerLines.add("module\t" + line.split("\t")[1] + "\t");
      }
    }
    Files.writeString(state, String.join("\n", formerLines));
    Map<String, FileTime> before = backdate(build);

    build.write("p/Ship.java", ship("handled += 2;", ""));
    Compilers.Result result = build.compileKeepingGeneratedSources("p/Ship.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertStateWrittenAgain(build, before);
    assertThat(Files.readString(state)).contains("format\t" + ModuleState.FORMAT + "\n");
    // The state of the former format recorded no signatures: this one has those of the classes
    // compiled now only, so the next build that compiles others takes the normal path too.
    Files.delete(state);
    Path clean = directory.resolve("clean/classes").resolve(STATE);
    assertSameAsCleanBuild(build, compiler, List.of(), clean);
  }

  /**
   * Another processor generates a class in every compilation: in a later round, the same class as the
   * previous build's leaves the fast path on; another one ends it, and the rounds skipped so far are
   * processed then, so the output is still a clean build's. Under javac: batch ecj refuses to create
   * a source whose class file the previous build left.
   */
  @ParameterizedTest
  @EnumSource(Extra.class)
  void aLaterRoundOfAnotherProcessorIsComparedToo(Extra extra) throws Exception {
    ModuleBuild build = withExtra(directory.resolve("module"), Extra.FIRST);
    for (Map.Entry<String, String> file : module().entrySet()) {
      build.write(file.getKey(), file.getValue());
    }
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    Map<String, FileTime> before = backdate(build);

    build.write("p/Ship.java", ship("handled += 2;", ""));
    Compilers.Result result =
        withExtra(build.sources().getParent(), extra).compileKeepingOutput("p/Ship.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    String state = "classes/" + STATE;
    assertWithMessage("the module state, written again")
        .that(!build.lastModified(before).get(state).equals(before.get(state)))
        .isEqualTo(extra != Extra.FIRST);
    ModuleBuild clean = withExtra(directory.resolve("clean"), extra);
    build.copySourcesTo(clean);
    Compilers.Result cleanResult = clean.compileAll();
    assertWithMessage("%s", cleanResult).that(cleanResult.success()).isTrue();
    assertThat(build.classOutput()).isEqualTo(clean.classOutput());
  }

  /** What the other processor generates: {@code p.Extra}, as the previous build's, or with a field. */
  enum Extra {
    FIRST("package p;\npublic final class Extra {}\n"),
    CHANGED("package p;\npublic final class Extra { public int count; }\n");

    final String text;

    Extra(String text) {
      this.text = text;
    }
  }

  private static ModuleBuild withExtra(Path root, Extra extra) {
    return new ModuleBuild(
        root,
        Compilers.JAVAC,
        List.of(),
        List.of(),
        () -> List.of(new SwitchboardProcessor(), new FirstRoundProcessor(environment -> {
          try (java.io.Writer out =
              environment.getFiler().createSourceFile("p.Extra").openWriter()) {
            out.write(extra.text);
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        })));
  }

  private ModuleBuild fullBuild(Compilers compiler, List<String> options, String... extra)
      throws Exception {
    ModuleBuild build = new ModuleBuild(directory.resolve("module"), compiler, List.of(), options);
    for (Map.Entry<String, String> file : module().entrySet()) {
      build.write(file.getKey(), file.getValue());
    }
    for (int i = 0; i < extra.length; i += 2) {
      build.write(extra[i], extra[i + 1]);
    }
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    return build;
  }

  private static ModuleBuild with(ModuleBuild build, Compilers compiler, List<String> options) {
    return new ModuleBuild(build.sources().getParent(), compiler, List.of(), options);
  }

  /**
   * Sets the module state, the route reports and every generated source and its class files an hour
   * back, so that a write shows; their times.
   */
  private static Map<String, FileTime> backdate(ModuleBuild build) throws Exception {
    Map<String, FileTime> times = new TreeMap<>(build.backdateGeneratedOutput());
    Instant hourAgo = Instant.now().minusSeconds(3600);
    try (Stream<Path> files = Files.list(build.classes().resolve(STATE).getParent())) {
      for (Path path : files.toList()) {
        Files.setLastModifiedTime(path, FileTime.from(hourAgo));
        times.put("classes/" + build.classes().relativize(path), Files.getLastModifiedTime(path));
      }
    }
    assertThat(times).containsKey("classes/" + REPORT);
    return times;
  }

  private static void assertStateWrittenAgain(ModuleBuild build, Map<String, FileTime> before) {
    String state = "classes/" + STATE;
    assertWithMessage("the module state, written again")
        .that(build.lastModified(before).get(state))
        .isNotEqualTo(before.get(state));
  }

  /** The class output and generated sources of {@code build} equal those of a clean build of its sources. */
  private void assertSameAsCleanBuild(ModuleBuild build, Compilers compiler, List<String> options)
      throws Exception {
    assertSameAsCleanBuild(build, compiler, options, null);
  }

  /** As above, {@code deletedFromClean} deleted from the clean build's output first, if not null. */
  private void assertSameAsCleanBuild(
      ModuleBuild build, Compilers compiler, List<String> options, Path deletedFromClean)
      throws Exception {
    ModuleBuild clean = new ModuleBuild(directory.resolve("clean"), compiler, List.of(), options);
    build.copySourcesTo(clean);
    Compilers.Result result = clean.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    if (deletedFromClean != null) {
      Files.delete(deletedFromClean);
    }
    assertThat(build.generatedTexts()).isEqualTo(clean.generatedTexts());
    assertThat(build.classOutput()).isEqualTo(clean.classOutput());
  }

  private static Map<String, String> module() {
    return Map.of(
        "p/Event.java",
        "package p;\npublic abstract class Event {}\n",
        "p/Placed.java",
        "package p;\npublic class Placed extends Event {}\n",
        "p/Cancelled.java",
        "package p;\npublic class Cancelled extends Event {}\n",
        "p/Refunded.java",
        "package p;\npublic class Refunded extends Event {}\n",
        "p/Events.java",
        "package p;\n@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface Events extends dev.switchboard.Dispatcher<Event> {}\n",
        "p/Priorities.java",
        priorities(3),
        "p/Timing.java",
        timing(""),
        "p/Ship.java",
        ship("handled++;", ""),
        "p/Audit.java",
        audit("handled++;", "", "Timing.class"));
  }

  private static String priorities(int audit) {
    return "package p;\npublic final class Priorities {\n"
        + "  public static final int AUDIT = " + audit + ";\n"
        + "  private Priorities() {}\n}\n";
  }

  private static String timing(String members) {
    return "package p;\n"
        + "public final class Timing implements dev.switchboard.Interceptor<Event> {\n"
        + members
        + "  @Override public void intercept(Event event, dev.switchboard.Invocation<Event> next) {\n"
        + "    next.proceed(event);\n"
        + "  }\n"
        + "}\n";
  }

  /** The class handler, its {@code handle} body {@code body}, with {@code members} added. */
  private static String ship(String body, String members) {
    return "package p;\n"
        + "@dev.switchboard.annotations.Handles(Placed.class)\n"
        + "public final class Ship implements dev.switchboard.Handler<Placed> {\n"
        + "  public long handled;\n"
        + members
        + "  @Override public void handle(Placed event) { " + body + " }\n"
        + "}\n";
  }

  /** The class of handler methods: its method's body {@code body}, {@code members} added, its interceptors. */
  private static String audit(String body, String members, String interceptors) {
    return "package p;\n"
        + "import dev.switchboard.annotations.Handles;\n"
        + "public final class Audit {\n"
        + "  public long handled;\n"
        + members
        + "  @Handles(priority = Priorities.AUDIT, interceptors = {" + interceptors + "})\n"
        + "  public void on(Cancelled event) { " + body + " }\n"
        + "}\n";
  }
}
