package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Random sequences of edits, each followed by a partial compilation of the edited files only (in
 * place, as IDEs and Maven without incremental mode compile), checked against a clean full build
 * of the same sources after every step. Seeded: a failure prints the seed and the steps so far.
 *
 * <p>The module: events {@code E0..E3} (each extends {@code Event}, an earlier event, or nothing),
 * handlers {@code H0..H3} (each handles some events no other handler takes), classes {@code M0, M1}
 * whose {@code @Handles} methods ({@code on(E<i>)}, overloads of one name) come, go and move
 * between them, recompiling only the files edited, and whose bodies are edited without changing a
 * route (recompiled keeping every earlier output: under javac the dispatchers are then not written
 * again), dispatchers {@code
 * D0} ({@code Dispatcher<Event>}) and {@code D1} ({@code Dispatcher<Object>}) that come and go, and
 * an unrelated class. The default build runs {@value #DEFAULT_SEQUENCES} sequences per compiler;
 * {@code -Dswitchboard.partialSequences=N} (the {@code partial-compilation-sequences} profile) runs more.
 */
class PartialCompilationSequencesTest {
  private static final int DEFAULT_SEQUENCES = 1;
  private static final int STEPS = 6;
  private static final int EVENTS = 4;
  private static final int HANDLERS = 4;
  private static final int METHOD_CLASSES = 2;

  @TempDir
  Path directory;

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void everyStepGeneratesWhatACleanBuildGenerates(Compilers compiler) {
    int sequences = Integer.getInteger("switchboard.partialSequences", DEFAULT_SEQUENCES);
    long base = Long.getLong("switchboard.partialSeed", System.nanoTime());
    for (int i = 0; i < sequences; i++) {
      run(compiler, base + i);
    }
  }

  private void run(Compilers compiler, long seed) {
    Random random = new Random(seed);
    Module module = new Module();
    // An edit can leave a handler unrouted (its event no longer extends Event), error SB403; javac
    // keeps the stale class files of a failed compilation, which the next step, compiling only what
    // it edits, would read. As warnings, every step compiles, as the sequences assume.
    ModuleBuild build = new ModuleBuild(
        directory.resolve("module-" + seed),
        compiler,
        List.of(),
        List.of("-Aswitchboard.unrouted=warn"));
    module.files().forEach(build::write);
    List<String> log = new ArrayList<>();
    boolean compiled = check(build, seed, log, "full build", build.compileAll());
    for (int step = 0; step < STEPS; step++) {
      String[] edited = module.edit(random, build, log);
      if (!module.routesKept) {
        compiled = check(build, seed, log, log.get(log.size() - 1), build.compile(edited));
        continue;
      }
      // An edit that changes no route, recompiled with every earlier output kept as IDEs keep it:
      // after a successful build, javac's partial build leaves the dispatchers as they were.
      Map<String, FileTime> before = build.backdateGeneratedOutput();
      boolean previousCompiled = compiled;
      compiled = check(
          build, seed, log, log.get(log.size() - 1), build.compileKeepingGeneratedSources(edited));
      if (previousCompiled && compiled && compiler.regeneratesOverItsOwnClassFiles()) {
        assertWithMessage("seed %s, steps %s: dispatchers written again", seed, log)
            .that(build.lastModified(before))
            .isEqualTo(before);
      }
    }
  }

  /** Checks the step against a clean build; returns whether it compiled. */
  private boolean check(
      ModuleBuild build, long seed, List<String> log, String step, Compilers.Result result) {
    ModuleBuild.Outcome partial = build.outcome(result);
    try {
      build.cleanBuild(directory.resolve("clean")).assertSameAs(partial, step);
      return result.success();
    } catch (AssertionError e) {
      throw new AssertionError(
          "seed " + seed + " (rerun with -Dswitchboard.partialSeed=" + seed
              + " -Dswitchboard.partialSequences=1), steps " + log + ": " + e.getMessage() + "\n"
              + result,
          e);
    }
  }

  /** The module's current sources, and the edits a developer makes to them. */
  private static final class Module {
    /** Per event: "Event", the index of an earlier event as "E<i>", or "" for none. */
    private final String[] supertypes = new String[EVENTS];
    /** Per handler: the events it handles; empty when it does not exist. */
    private final List<List<Integer>> handled = new ArrayList<>();
    /** Per class {@code M<m>}: the events of its handler methods, one method each; empty: a plain class. */
    private final List<List<Integer>> methods = new ArrayList<>();

    private final boolean[] dispatchers = {true, false};
    private int unrelated;
    /** Per class {@code M<m>}: the edits of its body that change no route. */
    private final int[] bodyEdits = new int[METHOD_CLASSES];
    /** Whether the last edit changed no route: a method body, a comment, a method no dispatcher calls. */
    boolean routesKept;

    Module() {
      for (int i = 0; i < EVENTS; i++) {
        supertypes[i] = "Event";
      }
      for (int h = 0; h < HANDLERS; h++) {
        handled.add(new ArrayList<>());
      }
      handled.get(0).add(0);
      for (int m = 0; m < METHOD_CLASSES; m++) {
        methods.add(new ArrayList<>());
      }
      methods.get(0).add(1);
    }

    Map<String, String> files() {
      Map<String, String> files = new TreeMap<>();
      files.put("p/Event.java", "package p;\npublic abstract class Event {}\n");
      for (int i = 0; i < EVENTS; i++) {
        files.put(event(i), eventSource(i));
      }
      for (int h = 0; h < HANDLERS; h++) {
        if (!handled.get(h).isEmpty()) {
          files.put(handler(h), handlerSource(h));
        }
      }
      for (int d = 0; d < dispatchers.length; d++) {
        if (dispatchers[d]) {
          files.put(dispatcher(d), dispatcherSource(d));
        }
      }
      for (int m = 0; m < METHOD_CLASSES; m++) {
        files.put(methodClass(m), methodClassSource(m));
      }
      files.put("p/Unrelated.java", unrelatedSource());
      return files;
    }

    /** Applies one random edit to the files of {@code build}; returns the files to recompile. */
    String[] edit(Random random, ModuleBuild build, List<String> log) {
      routesKept = false;
      switch (random.nextInt(10)) {
        case 0 -> { // add a handler, or move the @Handles of one
          int h = random.nextInt(HANDLERS);
          List<Integer> free = freeEvents(h);
          if (free.isEmpty()) {
            return touch(build, log);
          }
          List<Integer> events = new ArrayList<>(List.of(free.get(random.nextInt(free.size()))));
          log.add(
              (handled.get(h).isEmpty() ? "add H" : "move @Handles of H") + h + " to " + events);
          handled.set(h, events);
          build.write(handler(h), handlerSource(h));
          return new String[] {handler(h)};
        }
        case 1 -> { // delete a handler, source and class files, and build again
          int h = random.nextInt(HANDLERS);
          if (handled.get(h).isEmpty()) {
            return touch(build, log);
          }
          handled.get(h).clear();
          build.delete(handler(h));
          log.add("delete H" + h);
          return touch(build, log);
        }
        case 2, 3 -> { // change an event's supertype
          int e = random.nextInt(EVENTS);
          int choice = random.nextInt(e + 2);
          supertypes[e] = choice == 0 ? "" : choice == 1 ? "Event" : "E" + (choice - 2);
          log.add("E" + e + " extends " + (supertypes[e].isEmpty() ? "Object" : supertypes[e]));
          build.write(event(e), eventSource(e));
          return new String[] {event(e)};
        }
        case 4 -> { // add or remove a dispatcher
          int d = random.nextInt(dispatchers.length);
          dispatchers[d] = !dispatchers[d];
          if (dispatchers[d]) {
            log.add("add @EventDispatcher D" + d);
            build.write(dispatcher(d), dispatcherSource(d));
            return new String[] {dispatcher(d)};
          }
          log.add("delete D" + d);
          build.delete(dispatcher(d));
          return touch(build, log);
        }
        case 5 -> { // add a handler method, to a class with or without one
          int m = random.nextInt(METHOD_CLASSES);
          List<Integer> free = freeEvents(-1);
          if (free.isEmpty()) {
            return touch(build, log);
          }
          int e = free.get(random.nextInt(free.size()));
          log.add(
              "add M" + m + "#on(E" + e + ")" + (methods.get(m).isEmpty() ? ", its first" : ""));
          methods.get(m).add(e);
          build.write(methodClass(m), methodClassSource(m));
          return new String[] {methodClass(m)};
        }
        case 6 -> { // remove a handler method, perhaps the last of its class
          int m = random.nextInt(METHOD_CLASSES);
          if (methods.get(m).isEmpty()) {
            return touch(build, log);
          }
          Integer e = methods.get(m).remove(random.nextInt(methods.get(m).size()));
          log.add(
              "remove M" + m + "#on(E" + e + ")" + (methods.get(m).isEmpty() ? ", its last" : ""));
          build.write(methodClass(m), methodClassSource(m));
          return new String[] {methodClass(m)};
        }
        case 7 -> { // move a handler method to the other class: both files change
          int from = random.nextInt(METHOD_CLASSES);
          int to = (from + 1) % METHOD_CLASSES;
          if (methods.get(from).isEmpty()) {
            return touch(build, log);
          }
          Integer e = methods.get(from).remove(random.nextInt(methods.get(from).size()));
          methods.get(to).add(e);
          log.add("move on(E" + e + ") from M" + from + " to M" + to);
          build.write(methodClass(from), methodClassSource(from));
          build.write(methodClass(to), methodClassSource(to));
          return new String[] {methodClass(from), methodClass(to)};
        }
        case 8 -> { // edit the body of a class of handler methods: no route changes
          int m = random.nextInt(METHOD_CLASSES);
          bodyEdits[m]++;
          routesKept = true;
          log.add("edit the body of M" + m);
          build.write(methodClass(m), methodClassSource(m));
          return new String[] {methodClass(m)};
        }
        default -> {
          return touch(build, log);
        }
      }
    }

    private String[] touch(ModuleBuild build, List<String> log) {
      unrelated++;
      log.add("touch Unrelated");
      build.write("p/Unrelated.java", unrelatedSource());
      return new String[] {"p/Unrelated.java"};
    }

    /** Events no handler class but {@code h} (none: -1) and no handler method takes. */
    private List<Integer> freeEvents(int h) {
      List<Integer> free = new ArrayList<>();
      for (int e = 0; e < EVENTS; e++) {
        boolean taken = false;
        for (int other = 0; other < HANDLERS; other++) {
          taken |= other != h && handled.get(other).contains(e);
        }
        for (List<Integer> ofClass : methods) {
          taken |= ofClass.contains(e);
        }
        if (!taken) {
          free.add(e);
        }
      }
      return free;
    }

    private static String event(int i) {
      return "p/E" + i + ".java";
    }

    private static String handler(int h) {
      return "p/H" + h + ".java";
    }

    private static String methodClass(int m) {
      return "p/M" + m + ".java";
    }

    private String methodClassSource(int m) {
      StringBuilder source = new StringBuilder("package p;\npublic final class M" + m + " {\n");
      // Each edit of the body: a comment, a statement, and a method no dispatcher calls.
      source.append("  // edited ").append(bodyEdits[m]).append(" times\n");
      for (int e : methods.get(m)) {
        source
            .append("  @dev.switchboard.annotations.Handles public void on(E")
            .append(e)
            .append(" event) { int edits = ")
            .append(bodyEdits[m])
            .append("; }\n");
      }
      for (int i = 0; i < bodyEdits[m]; i++) {
        source.append("  int helper").append(i).append("() { return ").append(i).append("; }\n");
      }
      return source.append("}\n").toString();
    }

    private static String dispatcher(int d) {
      return "p/D" + d + ".java";
    }

    private String eventSource(int i) {
      return "package p;\npublic class E" + i
          + (supertypes[i].isEmpty() ? "" : " extends " + supertypes[i]) + " {}\n";
    }

    private String handlerSource(int h) {
      StringBuilder events = new StringBuilder();
      for (int e : handled.get(h)) {
        events.append(events.length() == 0 ? "" : ", ").append("E").append(e).append(".class");
      }
      return "package p;\n"
          + "@dev.switchboard.annotations.Handles({" + events + "})\n"
          + "public final class H" + h + " implements dev.switchboard.Handler<Object> {\n"
          + "  @Override public void handle(Object event) {}\n"
          + "}\n";
    }

    private static String dispatcherSource(int d) {
      return "package p;\n"
          + "@dev.switchboard.annotations.EventDispatcher\n"
          + "public interface D" + d + " extends dev.switchboard.Dispatcher<"
          + (d == 0 ? "Event" : "Object") + "> {}\n";
    }

    private String unrelatedSource() {
      return "package p;\nclass Unrelated { int version = " + unrelated + "; }\n";
    }
  }
}
