package dev.switchboard.processor.naming;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.switchboard.processor.FirstRoundProcessor;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both ways {@link JavaLangTypes} answers, one look-up per name and the listing of the package, agree. */
class JavaLangTypesTest {
  /** java.lang types (public, nested-free names, old and recent) and names it has no type of. */
  private static final Map<String, Boolean> EXPECTED = new LinkedHashMap<>();

  static {
    for (String name : List.of("Override", "Class", "Object", "String", "Record", "Runnable", "Thread",
        "SuppressWarnings", "Deprecated", "Iterable", "RuntimeException", "Module")) {
      EXPECTED.put(name, true);
    }
    for (String name : List.of("Handler", "Ping", "Entry", "Generated", "List", "Inject", "override", "E0")) {
      EXPECTED.put(name, false);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 3, JavaLangTypes.LOOKUPS_BEFORE_LISTING})
  void answersAlikeWhetherItLooksUpOrLists(int lookupsBeforeListing) {
    Map<String, Boolean> answers = new LinkedHashMap<>();
    Compilation compilation = Compiler.javac()
        .withProcessors(new FirstRoundProcessor(environment -> {
          JavaLangTypes javaLang = new JavaLangTypes(environment.getElementUtils(), lookupsBeforeListing);
          EXPECTED.keySet().forEach(name -> answers.put(name, javaLang.contains(name)));
        }))
        .compile(JavaFileObjects.forSourceLines("app.Ping", "package app;", "public class Ping {}"));
    assertThat(compilation).succeeded();
    assertThat(answers).containsExactlyEntriesIn(EXPECTED);
  }
}
