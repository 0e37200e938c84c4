package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Handlers whose {@code handle} method the compiler rejects: ecj still runs processors on such code,
 * and javac attributes the generated code beside it. The user sees the compiler's errors on their own
 * method only: none in a generated file (a direct call would add "Unhandled exception type", "cannot
 * find symbol" or ecj's static-access warnings there), and no Switchboard error repeating them.
 */
class InvalidHandleMethodsTest {
  @TempDir
  Path directory;

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "JAVAC | @Override public void handle(Ping event) throws java.io.IOException {}",
        "ECJ   | @Override public void handle(Ping event) throws java.io.IOException {}",
        "JAVAC | public static void handle(Ping event) {}",
        "ECJ   | public static void handle(Ping event) {}",
        "JAVAC | void handle(Ping event) {}",
        "ECJ   | void handle(Ping event) {}",
        "JAVAC | public int handle(Ping event) { return 0; }",
        "ECJ   | public int handle(Ping event) { return 0; }",
        "JAVAC | public abstract void handle(Ping event);",
        "ECJ   | public abstract void handle(Ping event);",
        "JAVAC | public void handle(String event) {}",
        "ECJ   | public void handle(String event) {}",
        "JAVAC | '/* no handle method */'",
        "ECJ   | '/* no handle method */'"
      })
  void theCompilersErrorsAreOnTheHandlerAlone(Compilers compiler, String method) {
    ModuleBuild build = new ModuleBuild(directory, compiler)
        .write("app/Ping.java", "package app;\npublic class Ping {}\n")
        .write(
            "app/AppEvents.java",
            "package app;\n@dev.switchboard.annotations.EventDispatcher\n"
                + "public interface AppEvents extends dev.switchboard.Dispatcher<Object> {}\n")
        .write(
            "app/Broadcast.java",
            "package app;\n@dev.switchboard.annotations.EventDispatcher(mode = "
                + "dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST)\n"
                + "public interface Broadcast extends dev.switchboard.Dispatcher<Object> {}\n")
        .write(
            "app/OnPing.java",
            "package app;\n@dev.switchboard.annotations.Handles(Ping.class)\n"
                + "public final class OnPing implements dev.switchboard.Handler<Ping> {\n  "
                + method + "\n}\n");
    Compilers.Result result = build.compileAll();

    assertWithMessage("%s", result).that(result.success()).isFalse();
    List<String> elsewhere = result.diagnostics().stream()
        .filter(d -> d.getKind() != Diagnostic.Kind.NOTE)
        .filter(d -> d.getSource() == null || !d.getSource().getName().endsWith("OnPing.java"))
        .map(
            d -> d.getKind() + " " + (d.getSource() == null ? "" : d.getSource().getName() + ": ")
                + d.getMessage(Locale.ROOT))
        .toList();
    assertWithMessage("diagnostics outside the handler's file: %s", result)
        .that(elsewhere)
        .isEmpty();
    assertWithMessage("%s", result)
        .that(result.messages(Diagnostic.Kind.ERROR).stream()
            .filter(m -> m.startsWith("[SB"))
            .toList())
        .isEmpty();
  }
}
