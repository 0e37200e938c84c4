package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Dispatchers too large for typed {@code dispatch(E)} methods get none, and note SB320 says so on the
 * declaration: a module compiled separately against a smaller version may have bound one, and would
 * fail with {@code NoSuchMethodError}. A note, not a warning, as users build with {@code -Werror}.
 * Compiled only, never run: what is checked is which methods the source has.
 */
class TypedMethodsCapTest {
  /** {@code TypedOverloads.MAX_ROUTES}. */
  private static final int MAX_ROUTES = 1_024;
  /** {@code TypedOverloads.MAX_BROADCAST_HANDLERS}. */
  private static final int MAX_BROADCAST_HANDLERS = 254;

  @Test
  void anExclusiveDispatcherKeepsTypedMethodsUpToTheCapOfRoutesAndPastItGetsANote() {
    // One handler of the interface Ev and its final classes: Ev's route, and one per class.
    String atCap = generatedSource(assertNoNote(compile(oneHandlerOfManyClasses("atcap", MAX_ROUTES - 1))),
        "atcap.SwitchboardAppEvents");
    assertThat(atCap).contains("public void dispatch(E" + (MAX_ROUTES - 2) + " event) {");

    JavaFileObject[] sources = oneHandlerOfManyClasses("pastcap", MAX_ROUTES);
    Compilation past = compile(sources);
    assertThat(past).succeededWithoutWarnings();
    assertThat(past).hadNoteContaining("[SB320] dispatcher pastcap.AppEvents gets no typed dispatch(E) methods:"
        + " it has 1,025 routes, more than 1,024, and their compile cost grows faster than their number, so calls"
        + " with an event's static type bind to dispatch(pastcap.Ev)")
        .inFile(sources[0]).onLineContaining("interface AppEvents");
    assertThat(generatedSource(past, "pastcap.SwitchboardAppEvents")).doesNotContain("public void dispatch(E0 event)");
  }

  @Test
  void aBroadcastDispatcherKeepsTypedMethodsUpToTheCapOfHandlersAndPastItGetsANote() {
    String atCap = generatedSource(assertNoNote(compile(manyHandlersOfOneClass("batcap", MAX_BROADCAST_HANDLERS))),
        "batcap.SwitchboardAppEvents");
    assertThat(atCap).contains("public void dispatch(Ping event) {");

    JavaFileObject[] sources = manyHandlersOfOneClass("bpastcap", MAX_BROADCAST_HANDLERS + 1);
    Compilation past = compile(sources);
    assertThat(past).succeededWithoutWarnings();
    assertThat(past).hadNoteContaining("[SB320] dispatcher bpastcap.AppEvents gets no typed dispatch(E) methods:"
        + " it has 255 handlers, more than the 254 a broadcast dispatcher with typed methods can have")
        .inFile(sources[0]).onLineContaining("interface AppEvents");
    assertThat(generatedSource(past, "bpastcap.SwitchboardAppEvents")).doesNotContain("public void dispatch(Ping");
  }

  private static Compilation assertNoNote(Compilation compilation) {
    assertThat(compilation).succeededWithoutWarnings();
    for (Diagnostic<? extends JavaFileObject> note : compilation.notes()) {
      assertThat(note.getMessage(Locale.ROOT)).doesNotContain("[SB320]");
    }
    return compilation;
  }

  /** The declaration {@code AppEvents} of root {@code Ev}, one handler of {@code Ev}, and {@code classes} final classes of it. */
  private static JavaFileObject[] oneHandlerOfManyClasses(String packageName, int classes) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(declaration(packageName, "", "Ev"));
    sources.add(source(packageName + ".Ev", "package " + packageName + ";", "public interface Ev {}"));
    sources.add(Compilations.log(packageName));
    sources.add(Compilations.loggingHandler(packageName, "All", "Ev.class", "Ev"));
    for (int i = 0; i < classes; i++) {
      sources.add(source(packageName + ".E" + i, "package " + packageName + ";",
          "public final class E" + i + " implements Ev {}"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  /** The broadcast declaration {@code AppEvents} of root {@code Ev}, and {@code handlers} handlers of it. */
  private static JavaFileObject[] manyHandlersOfOneClass(String packageName, int handlers) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(declaration(packageName, "mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST", "Ev"));
    sources.add(source(packageName + ".Ev", "package " + packageName + ";", "public interface Ev {}"));
    sources.add(source(packageName + ".Ping", "package " + packageName + ";", "public final class Ping implements Ev {}"));
    sources.add(Compilations.log(packageName));
    for (int i = 0; i < handlers; i++) {
      sources.add(Compilations.loggingHandler(packageName, "H" + i, "Ping.class", "Ping"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  private static JavaFileObject declaration(String packageName, String mode, String root) {
    return source(packageName + ".AppEvents",
        "package " + packageName + ";",
        "@dev.switchboard.annotations.EventDispatcher(" + mode + ")",
        "public interface AppEvents extends dev.switchboard.Dispatcher<" + root + "> {}");
  }
}
