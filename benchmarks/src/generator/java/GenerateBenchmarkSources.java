import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Writes the event classes, handlers and hand-written alternatives the benchmarks compare, for each
 * number of event types, so that no thousands of files are checked in. Run by the build (a
 * single-file program: {@code java GenerateBenchmarkSources.java OUT OUT21 N...}); the Switchboard
 * dispatcher itself is then generated from these handlers by the real processor.
 *
 * <p>Per N, in package {@code dev.switchboard.benchmarks.nN}: events {@code E0..E(N-1)} and an
 * unhandled {@code Unhandled}, all implementing {@code Event}; one handler per event, which is also
 * a Guava and a greenrobot subscriber; {@code Events}, the {@code @EventDispatcher}; and, where one
 * method can hold it (javac's 64 KiB limit), an exact-class {@code if} chain and a pattern-matching
 * {@code switch} (Java 21, written to OUT21).
 */
public final class GenerateBenchmarkSources {
  /** Largest N whose if chain and switch javac can still compile into one method. */
  private static final int MAX_CODE_LOOKUP = 1024;

  private GenerateBenchmarkSources() {}

  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    Path out21 = Path.of(args[1]);
    for (int i = 2; i < args.length; i++) {
      int n = Integer.parseInt(args[i]);
      String pkg = "dev.switchboard.benchmarks.n" + n;
      Path dir = out.resolve(pkg.replace('.', '/'));
      Files.createDirectories(dir);
      write(dir, "Event", pkg, "/** The root of this benchmark's events. */\npublic interface Event {}\n");
      write(dir, "Unhandled", pkg, "/** An event no handler takes. */\npublic final class Unhandled implements Event {}\n");
      write(dir, "NewEvent", pkg, "/**\n * The template of the new classes NewClassesBenchmark defines in this package (hidden copies of\n"
          + " * it): events no handler takes, of classes the dispatcher never saw.\n */\n"
          + "public class NewEvent implements Event {\n"
          + "  /** A lookup with full privilege in this package, which may define hidden classes in it. */\n"
          + "  public static java.lang.invoke.MethodHandles.Lookup lookup() {\n"
          + "    return java.lang.invoke.MethodHandles.lookup();\n  }\n}\n");
      write(dir, "Events", pkg, "@dev.switchboard.annotations.EventDispatcher\n"
          + "public interface Events extends dev.switchboard.Dispatcher<Event> {}\n");
      for (int e = 0; e < n; e++) {
        write(dir, "E" + e, pkg, "public final class E" + e + " implements Event {}\n");
        write(dir, "H" + e, pkg, handler(e));
      }
      if (n <= MAX_CODE_LOOKUP) {
        write(dir, "IfChain", pkg, lookup(n, "An exact-class {@code if} chain, the fastest code for a few types.",
            "IfChain", "Class<?> type = event.getClass();",
            e -> "    if (type == E" + e + ".class) {\n      return h" + e + ";\n    }",
            "    return Handlers.noOp();"));
        Path dir21 = out21.resolve(pkg.replace('.', '/'));
        Files.createDirectories(dir21);
        write(dir21, "PatternSwitch", pkg, lookup(n, "A pattern-matching {@code switch} over the event classes.",
            "PatternSwitch", "return switch (event) {",
            e -> "      case E" + e + " e -> h" + e + ";",
            "      default -> Handlers.noOp();\n    };"));
      }
    }
  }

  private static String handler(int e) {
    return "/** Handles {@link E" + e + "}; also subscribed to Guava's and greenrobot's buses. */\n"
        + "@dev.switchboard.annotations.Handles(E" + e + ".class)\n"
        + "public final class H" + e + " implements dev.switchboard.Handler<E" + e + "> {\n"
        + "  /** Written by every call, so the call cannot be optimized away. */\n"
        + "  public long handled;\n\n"
        + "  @Override\n"
        + "  public void handle(E" + e + " event) {\n"
        + "    handled++;\n"
        + "  }\n\n"
        + "  @com.google.common.eventbus.Subscribe\n"
        + "  @com.google.common.eventbus.AllowConcurrentEvents\n"
        + "  public void guava(E" + e + " event) {\n"
        + "    handle(event);\n"
        + "  }\n\n"
        + "  @org.greenrobot.eventbus.Subscribe\n"
        + "  public void greenrobot(E" + e + " event) {\n"
        + "    handle(event);\n"
        + "  }\n"
        + "}\n";
  }

  private static String lookup(int n, String doc, String name, String head, IntFunction<String> branch,
      String tail) {
    List<String> lines = new ArrayList<>();
    lines.add("import dev.switchboard.Handler;");
    lines.add("import dev.switchboard.Handlers;\n");
    lines.add("/** " + doc + " */");
    lines.add("public final class " + name + " implements dev.switchboard.benchmarks.Lookup {");
    for (int e = 0; e < n; e++) {
      lines.add("  private final Handler<?> h" + e + ";");
    }
    lines.add("\n  public " + name + "(Handler<?>[] handlers) {");
    for (int e = 0; e < n; e++) {
      lines.add("    h" + e + " = handlers[" + e + "];");
    }
    lines.add("  }\n");
    lines.add("  @Override");
    lines.add("  public Handler<?> handlerFor(Object event) {");
    lines.add("    " + head);
    for (int e = 0; e < n; e++) {
      lines.add(branch.apply(e));
    }
    lines.add(tail);
    lines.add("  }");
    lines.add("}");
    return String.join("\n", lines) + "\n";
  }

  private static void write(Path dir, String name, String pkg, String body) {
    try {
      Files.writeString(dir.resolve(name + ".java"), "package " + pkg + ";\n\n" + body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
