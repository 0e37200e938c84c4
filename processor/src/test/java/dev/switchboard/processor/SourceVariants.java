package dev.switchboard.processor;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;

/**
 * A seeded, reproducible corpus of small Switchboard programs, valid and broken, for the robustness
 * test. Variant {@code i} is always the same program: its random choices come from {@code SEED + i}.
 */
final class SourceVariants {
  static final long SEED = 0x5B_2026L;
  private static final String[] UNICODE_WORDS = {
    "Ünïcødé", "Événement", "事件", "处理器", "Σήμα", "Событие",
    "Ñandú", "Ωmega", "日本語", "Δέλτα", "Čaj", "Ärger"
  };

  private SourceVariants() {}

  /** What compiling a variant must give, besides never crashing the processor. */
  enum Expectation {
    /** Compiles, and the dispatcher it generates compiles cleanly. */
    COMPILES,
    /** Fails with at least one error. */
    FAILS,
    /** Either: random edits may or may not break the program. */
    EITHER
  }

  /** How a variant departs from a valid program. */
  enum Mutation {
    NONE(Expectation.COMPILES),
    UNICODE_NAMES(Expectation.COMPILES),
    HUGE_NAMES(Expectation.COMPILES),
    MISSING_IMPORT(Expectation.FAILS),
    WRONG_GENERICS(Expectation.FAILS),
    BROKEN_ANNOTATION_SYNTAX(Expectation.FAILS),
    MISPLACED_ANNOTATION(Expectation.FAILS),
    RANDOM_EDIT_NEAR_ANNOTATION(Expectation.EITHER);

    final Expectation expectation;

    Mutation(Expectation expectation) {
      this.expectation = expectation;
    }
  }

  /**
   * One program of the corpus.
   *
   * @param dispatcher the qualified name of the dispatcher a valid variant generates
   */
  record Variant(
      int index,
      Mutation mutation,
      String detail,
      List<JavaFileObject> sources,
      String dispatcher) {
    @Override
    public String toString() {
      return "#" + index + " " + mutation + (detail.isEmpty() ? "" : " (" + detail + ")");
    }
  }

  static Stream<Variant> corpus(int size) {
    return IntStream.range(0, size).mapToObj(SourceVariants::variant);
  }

  static Variant variant(int index) {
    Random random = new Random(SEED + index);
    Mutation mutation = Mutation.values()[index % Mutation.values().length];
    Namer namer = new Namer(random, mutation);
    String pkg =
        "corpus.v" + index + (mutation == Mutation.UNICODE_NAMES ? "." + namer.lower("pkg") : "");

    List<JavaFileObject> sources = new ArrayList<>();
    String root = namer.upper("Event");
    sources.add(file(pkg, root, "package " + pkg + ";\npublic interface " + root + " {}\n"));
    List<String> events = new ArrayList<>();
    int eventCount = 1 + random.nextInt(4);
    for (int i = 0; i < eventCount; i++) {
      String event = namer.upper("Happened" + i);
      // Some events extend an earlier one, so inherited routes are exercised too.
      String parent = !events.isEmpty() && random.nextBoolean()
          ? "extends " + events.get(random.nextInt(events.size()))
          : "implements " + root;
      sources.add(
          file(pkg, event, "package " + pkg + ";\npublic class " + event + " " + parent + " {}\n"));
      events.add(event);
    }
    int target = sources.size();
    String handler = namer.upper("On0");
    String event = events.get(0);
    sources.add(file(pkg, handler, handler(pkg, handler, event)));
    for (int i = 1; i < events.size(); i++) {
      if (random.nextBoolean()) {
        String other = namer.upper("On" + i);
        sources.add(file(pkg, other, handler(pkg, other, events.get(i))));
      }
    }
    if (random.nextInt(3) == 0) {
      // A generic event, handled for one type argument: routed by its erasure.
      String envelope = namer.upper("Envelope");
      String opener = namer.upper("Open");
      sources.add(file(
          pkg,
          envelope,
          "package " + pkg + ";\npublic final class " + envelope + "<T> implements " + root
              + " {}\n"));
      sources.add(file(
          pkg,
          opener,
          "package " + pkg + ";\n"
              + "@dev.switchboard.annotations.Handles(" + envelope + ".class)\n"
              + "public final class " + opener + " implements dev.switchboard.Handler<" + envelope
              + "<String>> {\n"
              + "  @Override public void handle(" + envelope + "<String> event) {}\n"
              + "}\n"));
    }
    String dispatcher = pkg + ".SwitchboardDispatcher";
    if (random.nextBoolean()) {
      String declared = namer.upper("Events");
      // Switchboard + a huge name is too long for a class file name (SB317): such a dispatcher
      // names its generated class, as its users would have to.
      String generated =
          mutation == Mutation.HUGE_NAMES ? "SwitchboardEvents" : "Switchboard" + declared;
      sources.add(file(
          pkg,
          declared,
          "package " + pkg + ";\n"
              + (mutation == Mutation.HUGE_NAMES
                  ? "@dev.switchboard.annotations.EventDispatcher(name = \"" + generated + "\")\n"
                  : "@dev.switchboard.annotations.EventDispatcher\n")
              + "public interface " + declared + " extends dev.switchboard.Dispatcher<" + root
              + "> {}\n"));
      dispatcher = pkg + "." + generated;
    }

    // The mutation edits the first handler, whose event is the first event.
    String text = handler(pkg, handler, event);
    String detail = "";
    switch (mutation) {
      case MISSING_IMPORT -> {
        String[] imports = {
          "import dev.switchboard.Handler;\n", "import dev.switchboard.annotations.Handles;\n"
        };
        detail = imports[random.nextInt(imports.length)].trim();
        text = text.replace(detail + "\n", "");
      }
      case WRONG_GENERICS -> {
        String[] wrong = {
          "Handler<String>",
          "Handler<" + event + ", " + event + ">",
          "Handler<int>",
          "Handler<? extends " + event + ">",
          "Handler<Missing" + index + ">",
          "Handler<" + event + "[]>"
        };
        detail = wrong[random.nextInt(wrong.length)];
        text = text.replace("implements Handler<" + event + ">", "implements " + detail);
      }
      case BROKEN_ANNOTATION_SYNTAX -> {
        String[] broken = {
          "@Handles(" + event + ".class",
          "@Handles " + event + ".class)",
          "@Handles(" + event + ".class))",
          "@Handles(" + event + ")",
          "@Handles(.class)",
          "@Handles(value=)",
          "@Handles(" + event + ".class, " + root + ".class)",
          "@Handles(" + event + ".clas)",
          "@Handles(",
          "@Handles(" + event + ".class;",
          "@@Handles(" + event + ".class)",
          "@Handles({" + event + ".class)"
        };
        detail = broken[random.nextInt(broken.length)];
        text = text.replace("@Handles(" + event + ".class)", detail);
      }
      case MISPLACED_ANNOTATION -> {
        String annotation = "@Handles(" + event + ".class)";
        String[] places = {"method", "field", "parameter", "constructor", "interface", "enum"};
        detail = places[random.nextInt(places.length)];
        text = misplace(text.replace(annotation + "\n", ""), annotation, detail, handler, event);
      }
      case RANDOM_EDIT_NEAR_ANNOTATION -> {
        int at = text.indexOf("@Handles")
            + random.nextInt(("@Handles(" + event + ".class)").length() + 8);
        char[] noise = {'(', ')', '{', '}', '.', ';', ',', '@', ' ', '"', '<', '>'};
        detail = "edit at " + at;
        text = random.nextBoolean()
            ? text.substring(0, at) + text.substring(at + 1)
            : text.substring(0, at) + noise[random.nextInt(noise.length)] + text.substring(at);
      }
      default -> {}
    }
    sources.set(target, file(pkg, handler, text));
    return new Variant(index, mutation, detail, List.copyOf(sources), dispatcher);
  }

  private static String handler(String pkg, String handler, String event) {
    return "package " + pkg + ";\n"
        + "import dev.switchboard.Handler;\n"
        + "import dev.switchboard.annotations.Handles;\n"
        + "@Handles(" + event + ".class)\n"
        + "public final class " + handler + " implements Handler<" + event + "> {\n"
        + "  @Override public void handle(" + event + " event) {}\n"
        + "}\n";
  }

  private static String misplace(
      String text, String annotation, String place, String handler, String event) {
    return switch (place) {
      // On a method it declares a handler method, legal on an instance method: this one is static
      // (SB115).
      case "method" ->
        text.replace(
            "  @Override public void handle",
            "  " + annotation + " static void also(" + event
                + " event) {}\n  @Override public void handle");
      case "field" ->
        text.replace("  @Override", "  " + annotation + " private int count;\n  @Override");
      case "parameter" -> text.replace("handle(" + event, "handle(" + annotation + " " + event);
      case "constructor" ->
        text.replace(
            "  @Override", "  " + annotation + " public " + handler + "() {}\n  @Override");
      case "interface" -> text + annotation + "\ninterface Also" + handler + " {}\n";
      default -> text + annotation + "\nenum Also" + handler + " { ONE }\n";
    };
  }

  private static JavaFileObject file(String pkg, String simpleName, String text) {
    return JavaFileObjects.forSourceString(pkg + "." + simpleName, text);
  }

  /** Class and package names: plain, unicode, or very long, always distinct within a variant. */
  private static final class Namer {
    private final Random random;
    private final Mutation mutation;

    Namer(Random random, Mutation mutation) {
      this.random = random;
      this.mutation = mutation;
    }

    String upper(String base) {
      return switch (mutation) {
        case UNICODE_NAMES -> UNICODE_WORDS[random.nextInt(UNICODE_WORDS.length)] + base;
        case HUGE_NAMES -> base + "X".repeat(200 + random.nextInt(800));
        default -> base;
      };
    }

    String lower(String base) {
      return upper(base).toLowerCase(java.util.Locale.ROOT);
    }
  }
}
