package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.Compilations.switchboardErrors;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Members of a dispatcher declaration named like the generated class's own ({@code create},
 * {@code handlerFor}, {@code withDeadLetters}, {@code dispatch}): each either works or is SB318 (or
 * SB307) on the user's line, never an error inside the generated file.
 */
class DispatcherMembersTest {
  @TempDir
  Path temporary;

  private static final JavaFileObject LOG = Compilations.log("desk");
  private static final JavaFileObject TICKET =
      source("desk.Ticket", "package desk;", "public class Ticket {}");
  private static final JavaFileObject URGENT =
      source("desk.Urgent", "package desk;", "public final class Urgent extends Ticket {}");
  private static final JavaFileObject ON_TICKET =
      Compilations.loggingHandler("desk", "OnTicket", "Ticket.class", "Ticket");

  /** {@code desk.Desk}, an abstract dispatcher class (or interface) of {@code Ticket} with {@code members}. */
  private static JavaFileObject desk(String kind, String... members) {
    String[] lines = new String[members.length + 6];
    lines[0] = "package desk;";
    lines[1] = "import dev.switchboard.Dispatcher;";
    lines[2] = "import dev.switchboard.Handler;";
    lines[3] = "@dev.switchboard.annotations.EventDispatcher";
    lines[4] = kind.equals("interface")
        ? "public interface Desk extends Dispatcher<Ticket> {"
        : "public abstract class Desk implements Dispatcher<Ticket> {";
    System.arraycopy(members, 0, lines, 5, members.length);
    lines[lines.length - 1] = "}";
    return source("desk.Desk", lines);
  }

  private static Compilation compileWith(JavaFileObject desk, JavaFileObject... more) {
    List<JavaFileObject> all =
        new java.util.ArrayList<>(List.of(LOG, TICKET, URGENT, ON_TICKET, desk));
    all.addAll(List.of(more));
    return compile(all.toArray(new JavaFileObject[0]));
  }

  @Test
  void staticCreateOfAnAbstractClassIsHiddenByTheGeneratedOneAndBothWork() {
    JavaFileObject desk = desk(
        "class",
        "  public static Desk create() { Log.LINES.add(\"Desk.create\"); return SwitchboardDesk.create(); }");
    JavaFileObject scenario = Compilations.scenario(
        "desk",
        "    Desk.create().dispatch(new Urgent());",
        "    SwitchboardDesk.create().dispatch(new Ticket());");

    Compilation compilation = compileWith(desk, scenario);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, LOG, TICKET, URGENT, ON_TICKET, desk, scenario);
    assertThat(new CompiledClasses(compilation).callStatic("desk.Scenario", "run"))
        .isEqualTo(List.of("Desk.create", "OnTicket", "OnTicket"));
  }

  @Test
  void staticCreateOfAnInterfaceIsNotInheritedSoItNeverClashes() {
    JavaFileObject desk =
        desk("interface", "  static String create() { return \"not a dispatcher\"; }");

    assertThat(compileWith(desk)).succeededWithoutWarnings();
  }

  @Test
  void createThatTheGeneratedFactoryCannotHideIsReportedOnItsLine() {
    String[][] cases = {
      {
        "class",
        "  public Desk create() { return this; }",
        "create()",
        "its static create() cannot hide an instance method"
      },
      {
        "class",
        "  public static final Desk create() { return null; }",
        "create()",
        "its static create() cannot hide a final method"
      },
      {
        "class",
        "  static String create() { return \"\"; }",
        "create()",
        "its static create() returns the generated class, which is not a java.lang.String"
      },
      {
        "class",
        "  static <D extends Desk> D create() { return null; }",
        "<D>create()",
        "its static create() returns the generated class, which is not a D"
      },
      {
        "interface",
        "  default Desk create() { return this; }",
        "create()",
        "its static create() cannot hide an instance method"
      },
    };
    for (String[] c : cases) {
      JavaFileObject desk = desk(c[0], c[1]);
      Compilation compilation = compileWith(desk);

      assertThat(compilation).failed();
      assertThat(compilation)
          .hadErrorContaining(
              "[SB318] dispatcher desk.Desk declares " + c[2] + ", which clashes with the generated"
                  + " desk.SwitchboardDesk: " + c[3]
                  + ". Fix: rename it, make it a non-final static method returning"
                  + " desk.Desk (the generated create() then hides it), or use @EventDispatcher(factory = NONE)")
          .inFile(desk)
          .onLine(6);
      assertThat(switchboardErrors(compilation)).hasSize(1);
    }
  }

  @Test
  void createIsFreeWhenNoFactoryIsGenerated() {
    JavaFileObject desk = source(
        "desk.Desk",
        "package desk;",
        "@dev.switchboard.annotations.EventDispatcher(factory = dev.switchboard.annotations.EventDispatcher.Factory.NONE)",
        "public abstract class Desk implements dev.switchboard.Dispatcher<Ticket> {",
        "  public Desk create() { return this; }",
        "}");

    Compilation compilation = compileWith(desk);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "desk.SwitchboardDesk"))
        .doesNotContain("SwitchboardDesk create()");
  }

  @Test
  void createInheritedFromASuperclassIsReportedOnTheDispatcher() {
    JavaFileObject base = source(
        "desk.Base",
        "package desk;",
        "public abstract class Base {",
        "  public Object create() { return this; }",
        "}");
    JavaFileObject desk = source(
        "desk.Desk",
        "package desk;",
        "@dev.switchboard.annotations.EventDispatcher",
        "public abstract class Desk extends Base implements dev.switchboard.Dispatcher<Ticket> {}");

    Compilation compilation = compileWith(desk, base);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB318] dispatcher desk.Desk declares desk.Base.create(), which clashes")
        .inFile(desk)
        .onLine(3);
  }

  @Test
  void abstractWithDeadLettersIsImplementedSoItCanBeCalledThroughTheDeclaredType() {
    JavaFileObject desk = source(
        "desk.Desk",
        "package desk;",
        "import dev.switchboard.Handler;",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface Desk extends dev.switchboard.Dispatcher<Object> {",
        "  Desk withDeadLetters(Handler<? super Object> deadLetters);",
        "}");
    JavaFileObject scenario = Compilations.scenario(
        "desk",
        "    Desk desk = SwitchboardDesk.create();",
        "    Desk dead = desk.withDeadLetters(event -> Log.LINES.add(\"dead \" + event));",
        "    dead.dispatch(new Urgent());",
        "    dead.dispatch(\"text\");",
        "    desk.dispatch(\"dropped\");");

    Compilation compilation = compileWith(desk, scenario);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("desk.Scenario", "run"))
        .isEqualTo(List.of("OnTicket", "dead text"));
  }

  /**
   * An abstract {@code void dispatch(Ticket)} on the declaration is implemented by the generated
   * {@code dispatch}, so code holding a {@code Desk} calls it directly rather than through the bridge
   * method javac writes for {@code Dispatcher.dispatch(Object)}, which casts the event first.
   */
  @Test
  void abstractDispatchOfTheRootTypeIsImplementedSoCallsThroughTheDeclaredTypeTakeNoCast()
      throws Exception {
    for (String kind : List.of("interface", "class")) {
      JavaFileObject desk = desk(
          kind,
          kind.equals("interface")
              ? "  @Override void dispatch(Ticket ticket);"
              : "  @Override public abstract void dispatch(Ticket ticket);");
      JavaFileObject scenario = Compilations.scenario(
          "desk",
          "    Desk desk = SwitchboardDesk.create();",
          "    desk.dispatch(new Urgent());",
          "    desk.dispatch(new Ticket());");

      Compilation compilation = compileWith(desk, scenario);

      assertThat(compilation).succeededWithoutWarnings();
      assertGeneratedCodeCompilesCleanly(
          compilation, LOG, TICKET, URGENT, ON_TICKET, desk, scenario);
      Compilations.assertCompilesUnderEcjWithoutWarnings(
          temporary.resolve(kind),
          List.of(LOG, TICKET, URGENT, ON_TICKET, desk, scenario),
          List.of());
      CompiledClasses classes = new CompiledClasses(compilation);
      assertThat(classes.callStatic("desk.Scenario", "run"))
          .isEqualTo(List.of("OnTicket", "OnTicket"));
      Class<?> ticket = classes.loadClass("desk.Ticket");
      assertThat(classes
              .loadClass("desk.Desk")
              .getDeclaredMethod("dispatch", ticket)
              .isBridge())
          .isFalse();
      // Under an interface the generated class inherits dispatch(Object) from GeneratedDispatcher,
      // and javac's bridge for dispatch(Ticket) only widens the event to it.
      assertThat(classes
              .loadClass("desk.SwitchboardDesk")
              .getDeclaredMethod("dispatch", ticket)
              .isBridge())
          .isEqualTo(kind.equals("interface"));
      assertThat(classes.loadClass("desk.SwitchboardDesk").getSuperclass().getSimpleName())
          .isEqualTo(kind.equals("interface") ? "GeneratedDispatcher" : "Desk");
    }
  }

  private static final String ABSTRACT_METHOD_FIX =
      "Fix: give it a default body, or remove it: the generated class implements handlerFor,"
          + " withDeadLetters and void dispatch(desk.Ticket event) only";

  @Test
  void abstractDispatchTheGeneratedClassCannotImplementIsReportedOnItsLine() {
    String[] members = {
      "  void dispatch(Urgent urgent);",
      "  boolean dispatch(Ticket ticket);",
      "  <T extends Ticket> void dispatch(T ticket);",
      "  void dispatch(Ticket... tickets);",
    };
    for (String member : members) {
      JavaFileObject desk = desk("interface", member);
      Compilation compilation = compileWith(desk);

      assertThat(compilation).failed();
      assertThat(compilation)
          .hadErrorContaining("[SB307] dispatcher desk.Desk declares abstract method ")
          .inFile(desk)
          .onLine(6);
      assertThat(compilation).hadErrorContaining(ABSTRACT_METHOD_FIX);
      assertThat(switchboardErrors(compilation)).hasSize(1);
      assertThat(switchboardErrors(compilation).get(0)).contains("dispatch(");
    }
  }

  /**
   * Under ecj too the hint names the root type, and the error is on the method's line: ecj's elements
   * are equal, not identical, to those of the same declaration.
   */
  @Test
  void abstractDispatchTheGeneratedClassCannotImplementIsReportedOnItsLineUnderEcj() {
    String[] members = {
      "  public abstract void dispatch(Urgent urgent);", "  abstract void flush();",
    };
    for (int i = 0; i < members.length; i++) {
      JavaFileObject desk = desk("class", members[i]);
      Compilers.Result result = Compilations.ecjBuild(
              temporary.resolve("case" + i),
              List.of(LOG, TICKET, URGENT, ON_TICKET, desk),
              List.of())
          .compileAll();

      assertWithMessage("%s", result).that(result.success()).isFalse();
      List<Diagnostic<? extends JavaFileObject>> errors = result.diagnostics().stream()
          .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
          .toList();
      assertWithMessage("%s", result).that(errors).hasSize(1);
      assertThat(errors.get(0).getMessage(Locale.ROOT))
          .startsWith("[SB307] dispatcher desk.Desk declares abstract method ");
      assertThat(errors.get(0).getMessage(Locale.ROOT)).contains(ABSTRACT_METHOD_FIX);
      assertThat(errors.get(0).getLineNumber()).isEqualTo(6);
    }
  }

  /** A declaration that is no Dispatcher has no root type to name: the hint says so generically. */
  @Test
  void abstractMethodOfADeclarationWithoutRootTypeHasTheGenericHint() {
    JavaFileObject desk = source(
        "desk.Desk",
        "package desk;",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface Desk {",
        "  void flush();",
        "  void dispatch(Ticket ticket);",
        "}");

    Compilation compilation = compileWith(desk);

    assertThat(compilation)
        .hadErrorContaining("[SB302] desk.Desk is annotated @EventDispatcher")
        .inFile(desk)
        .onLine(2);
    assertThat(compilation)
        .hadErrorContaining("[SB307] dispatcher desk.Desk declares abstract method flush()")
        .inFile(desk)
        .onLine(4);
    assertThat(compilation)
        .hadErrorContaining("withDeadLetters and void dispatch(<root type> event) only");
    assertThat(switchboardErrors(compilation)).hasSize(2);
  }

  @Test
  void withDeadLettersAndHandlerForTheGeneratedClassCannotImplementAreReportedOnTheirLines() {
    String deadLettersFix =
        "Fix: remove it, or declare it abstract, exactly as Desk withDeadLetters("
            + "dev.switchboard.Handler<? super desk.Ticket> deadLetters): the generated class implements that method.";
    String[][] cases = {
      {
        "interface",
        "  Desk withDeadLetters(Handler<Ticket> deadLetters);",
        "withDeadLetters(dev.switchboard.Handler<desk.Ticket>), which clashes with the generated desk.SwitchboardDesk:"
            + " the generated class implements withDeadLetters(dev.switchboard.Handler<? super desk.Ticket>) only. "
            + deadLettersFix
      },
      {
        "interface",
        "  String withDeadLetters(Handler<? super Ticket> deadLetters);",
        "its withDeadLetters returns the generated class, which is not a java.lang.String. "
            + deadLettersFix
      },
      {
        "interface",
        "  Desk withDeadLetters(Runnable deadLetters);",
        "the generated class implements withDeadLetters(dev.switchboard.Handler<? super desk.Ticket>) only"
      },
      {
        "class",
        "  public Desk withDeadLetters(Handler<? super Ticket> deadLetters) { return this; }",
        "the generated class implements withDeadLetters, and would replace yours. " + deadLettersFix
      },
      {
        "class",
        "  public final Desk withDeadLetters(Handler<? super Ticket> deadLetters) { return this; }",
        "the generated class implements withDeadLetters, and would replace yours"
      },
      {
        "class",
        "  public static Desk withDeadLetters(Handler<?> deadLetters) { return null; }",
        "the generated class implements withDeadLetters as an instance method, which cannot hide a static one"
      },
      {
        "interface",
        "  @Override default <T extends Ticket> Handler<? super T> handlerFor(T event) { return e -> {}; }",
        "the generated class implements handlerFor, and would replace yours. Fix: remove it, or declare it"
            + " abstract (an interface method without a body)."
      },
      {
        "class",
        "  public final <T extends Ticket> Handler<? super T> handlerFor(T event) { return e -> {}; }",
        "the generated class implements handlerFor, and would replace yours"
      },
    };
    for (String[] c : cases) {
      JavaFileObject desk = desk(c[0], c[1]);
      Compilation compilation = compileWith(desk);

      assertThat(compilation).failed();
      assertThat(compilation).hadErrorContaining(c[2]).inFile(desk).onLine(6);
      assertThat(switchboardErrors(compilation)).hasSize(1);
    }
  }

  @Test
  void overloadsTheGeneratedClassDoesNotTouchWork() {
    JavaFileObject desk = desk(
        "class",
        "  public Desk withDeadLetters(Runnable onDead) { return this; }",
        "  public static <T> Handler<T> handlerFor(String name) { return e -> {}; }",
        "  public abstract <T extends Ticket> Handler<? super T> handlerFor(T event);",
        "  public void dispatch(String event) { Log.LINES.add(\"Desk.dispatch(String)\"); }",
        "  public static void dispatch(Urgent event) { Log.LINES.add(\"Desk.dispatch(Urgent)\"); }",
        "  public final void dispatch(Ticket event) { Log.LINES.add(\"Desk.dispatch(Ticket)\"); }");
    JavaFileObject scenario = Compilations.scenario(
        "desk",
        "    SwitchboardDesk desk = SwitchboardDesk.create();",
        "    desk.dispatch(new Ticket());",
        "    Desk.dispatch(new Urgent());",
        "    desk.dispatch(\"text\");",
        "    desk.handlerFor(new Urgent()).handle(new Urgent());");

    Compilation compilation = compileWith(desk, scenario);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, LOG, TICKET, URGENT, ON_TICKET, desk, scenario);
    String generated = generatedSource(compilation, "desk.SwitchboardDesk");
    assertThat(generated).doesNotContain("void dispatch(");
    assertThat(new CompiledClasses(compilation).callStatic("desk.Scenario", "run"))
        .isEqualTo(List.of(
            "Desk.dispatch(Ticket)", "Desk.dispatch(Urgent)", "Desk.dispatch(String)", "OnTicket"));
  }
}
