package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A partial compilation whose edit changes no route (a method body, an interceptor's included, a
 * field, a method the dispatcher does not call, a comment) leaves the generated dispatcher as the previous build wrote and compiled
 * it: its source and class file are not written again, so the compiler does not compile it again.
 * The output is still that of a clean build of the same sources: every class file, generated source,
 * route report and the module state, byte for byte, and the routes lock still holds. An edit that
 * changes a route or its interceptor chains, or a signature the dispatcher calls, writes it again. Under javac and batch ecj,
 * recompiling in place with every earlier output kept, as IntelliJ's builder and javac run by hand do.
 */
class UnchangedRoutesTest {
  private static final String SHIP = "p/Ship.java";
  private static final String AUDIT = "p/Audit.java";
  private static final String TRACING = "p/Tracing.java";
  private static final String TRACED = "p/Traced.java";

  @TempDir
  Path directory;

  private Compilers compiler;

  /** Edits of the module: the file, its text after the edit, and whether the dispatcher must be compiled again. */
  enum Edit {
    HANDLER_METHOD_BODY(AUDIT, audit("handled += 2;", ""), false),
    HANDLER_CLASS_BODY(SHIP, ship("handled += 2;", ""), false),
    FIELD_ADDED(SHIP, ship("handled++;", "  private final int limit = 3;\n"), false),
    NON_HANDLER_METHOD_ADDED(
        AUDIT, audit("handled++;", "  public long total() { return handled; }\n"), false),
    COMMENT_CHANGED(SHIP, ship("handled++; /* counted */", "  // Ships what was placed.\n"), false),
    INTERCEPTOR_METHOD_BODY(TRACING, tracing("calls += 2;", ""), false),
    ROUTE_ADDED(
        AUDIT,
        audit(
            "handled++;",
            "  @dev.switchboard.annotations.Handles public void on(Refunded event) {}\n"),
        true),
    HANDLER_REMOVED(AUDIT, "package p;\npublic final class Audit {}\n", true),
    // The dispatcher's source stays the same; what it calls does not.
    SIGNATURE_OF_A_CALLED_METHOD_CHANGED(
        AUDIT,
        audit("handled++;", "").replace("event) {", "event) throws IllegalStateException {"),
        true),
    // Overload resolution in the dispatcher's calls may pick this method.
    OVERLOAD_OF_A_CALLED_METHOD_ADDED(
        AUDIT, audit("handled++;", "  public void on(Object event) {}\n"), true),
    INTERCEPTOR_ADDED_TO_A_HANDLER(
        AUDIT,
        audit("handled++;", "")
            .replace("Handles public", "Handles(interceptors = Timing.class) public"),
        true),
    BINDING_ANNOTATION_CHANGED(TRACED, traced("{Tracing.class, Timing.class}"), true),
    // create() calls the no-argument constructor; without one, there is no create().
    INTERCEPTOR_CONSTRUCTOR_TAKES_ARGUMENTS(
        TRACING, tracing("calls++;", "  public Tracing(String name) {}\n"), true);

    final String file;
    final String text;
    final boolean changesDispatcher;

    Edit(String file, String text, boolean changesDispatcher) {
      this.file = file;
      this.text = text;
      this.changesDispatcher = changesDispatcher;
    }
  }

  static Stream<Arguments> bodyEdits() {
    return Compilers.each(
        Stream.of(Edit.values()).filter(e -> !e.changesDispatcher).toArray(Edit[]::new));
  }

  static Stream<Arguments> dispatcherChangingCases() {
    return Compilers.each(
        Stream.of(Edit.values()).filter(e -> e.changesDispatcher).toArray(Edit[]::new));
  }

  @ParameterizedTest
  @MethodSource("bodyEdits")
  void anEditThatChangesNoRouteLeavesTheDispatcherAsItWas(Compilers compiler, Edit edit)
      throws Exception {
    ModuleBuild build = fullBuild(compiler);
    Map<String, FileTime> before = build.backdateGeneratedOutput();
    assertThat(before).isNotEmpty();

    build.write(edit.file, edit.text);
    Compilers.Result result = checking(build).compileKeepingOutput(edit.file);

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("generated sources and their class files, written again?")
        .that(build.lastModified(before))
        .isEqualTo(before);
    assertSameAsCleanBuild(build, compiler);
  }

  @ParameterizedTest
  @MethodSource("dispatcherChangingCases")
  void anEditThatChangesWhatTheDispatcherCallsWritesItAgain(Compilers compiler, Edit edit)
      throws Exception {
    ModuleBuild build = fullBuild(compiler);
    Map<String, FileTime> before = build.backdateGeneratedOutput();

    build.write(edit.file, edit.text);
    Compilers.Result result = updating(build).compileKeepingGeneratedSources(edit.file);

    assertWithMessage("%s", result).that(result.success()).isTrue();
    Map<String, FileTime> after = build.lastModified(before);
    for (String file : before.keySet()) {
      assertWithMessage("%s written again", file)
          .that(after.get(file))
          .isNotEqualTo(before.get(file));
    }
    assertSameAsCleanBuild(build, compiler);
  }

  private ModuleBuild fullBuild(Compilers compiler) throws Exception {
    this.compiler = compiler;
    ModuleBuild build = updating(new ModuleBuild(directory.resolve("module"), compiler));
    for (Map.Entry<String, String> file : module().entrySet()) {
      build.write(file.getKey(), file.getValue());
    }
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(Files.exists(lock())).isTrue();
    return build;
  }

  /** The module in {@code build}'s directory, compiled with the routes lock checked. */
  private ModuleBuild checking(ModuleBuild build) {
    return new ModuleBuild(
        build.sources().getParent(),
        compiler,
        List.of(),
        List.of("-Aswitchboard.routesLock=" + lock()));
  }

  /** The module in {@code build}'s directory, compiled with the routes lock rewritten. */
  private ModuleBuild updating(ModuleBuild build) {
    return new ModuleBuild(
        build.sources().getParent(),
        compiler,
        List.of(),
        List.of("-Aswitchboard.routesLock=" + lock(), "-Aswitchboard.updateRoutesLock=true"));
  }

  private Path lock() {
    return directory.resolve("routes.lock");
  }

  /** The class output and generated sources of {@code build} equal those of a clean build of its sources. */
  private void assertSameAsCleanBuild(ModuleBuild build, Compilers compiler) throws Exception {
    Path cleanLock = directory.resolve("clean.lock");
    ModuleBuild clean = new ModuleBuild(
        directory.resolve("clean"),
        compiler,
        List.of(),
        List.of("-Aswitchboard.routesLock=" + cleanLock, "-Aswitchboard.updateRoutesLock=true"));
    build.copySourcesTo(clean);
    Compilers.Result result = clean.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(build.generatedTexts()).isEqualTo(clean.generatedTexts());
    assertThat(build.classOutput()).isEqualTo(clean.classOutput());
    assertThat(Files.readString(lock())).isEqualTo(Files.readString(cleanLock));
  }

  private static Map<String, String> module() {
    return Map.of(
        "p/Event.java",
        "package p;\npublic abstract class Event {}\n",
        "p/Placed.java",
        "package p;\npublic final class Placed extends Event {}\n",
        "p/Cancelled.java",
        "package p;\npublic final class Cancelled extends Event {}\n",
        "p/Refunded.java",
        "package p;\npublic final class Refunded extends Event {}\n",
        "p/Events.java",
        "package p;\n@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface Events extends dev.switchboard.Dispatcher<Event> {}\n",
        SHIP,
        ship("handled++;", ""),
        AUDIT,
        audit("handled++;", ""),
        "p/Timing.java",
        "package p;\n"
            + "public final class Timing implements dev.switchboard.Interceptor<Object> {\n"
            + "  @Override public void intercept(Object event, dev.switchboard.Invocation<Object> next) {\n"
            + "    next.proceed(event);\n"
            + "  }\n"
            + "}\n",
        TRACING,
        tracing("calls++;", ""),
        TRACED,
        traced("Tracing.class"));
  }

  /** The interceptor on {@code Ship}, through {@code @Traced}: {@code body} before it proceeds, with {@code members} added. */
  private static String tracing(String body, String members) {
    return "package p;\n"
        + "public final class Tracing implements dev.switchboard.Interceptor<Event> {\n"
        + "  public long calls;\n"
        + members
        + "  @Override public void intercept(Event event, dev.switchboard.Invocation<Event> next) {\n"
        + "    " + body + "\n"
        + "    next.proceed(event);\n"
        + "  }\n"
        + "}\n";
  }

  /** The binding annotation on {@code Ship}, binding {@code interceptors}. */
  private static String traced(String interceptors) {
    return "package p;\n"
        + "@dev.switchboard.annotations.InterceptorBinding(" + interceptors + ")\n"
        + "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)\n"
        + "@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE)\n"
        + "public @interface Traced {}\n";
  }

  /** The class handler, its {@code handle} body {@code body}, with {@code members} added. */
  private static String ship(String body, String members) {
    return "package p;\n"
        + "@Traced @dev.switchboard.annotations.Handles(Placed.class)\n"
        + "public final class Ship implements dev.switchboard.Handler<Placed> {\n"
        + "  public long handled;\n"
        + members
        + "  @Override public void handle(Placed event) { " + body + " }\n"
        + "}\n";
  }

  /** The class of handler methods, its one method's body {@code body}, with {@code members} added. */
  private static String audit(String body, String members) {
    return "package p;\n"
        + "public final class Audit {\n"
        + "  public long handled;\n"
        + members
        + "  @dev.switchboard.annotations.Handles public void on(Cancelled event) { " + body
        + " }\n"
        + "}\n";
  }
}
