package dev.switchboard.processor.naming;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.switchboard.processor.FirstRoundProcessor;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Both ways {@link JavaLangTypes} answers, one look-up per name and the listing of the package, agree. */
class JavaLangTypesTest {
  /** java.lang types (public, nested-free names, old and recent) and names it has no type of. */
  private static final Map<String, Boolean> EXPECTED = new LinkedHashMap<>();

  static {
    for (String name : List.of(
        "Override",
        "Class",
        "Object",
        "String",
        "Record",
        "Runnable",
        "Thread",
        "SuppressWarnings",
        "Deprecated",
        "Iterable",
        "RuntimeException",
        "Module")) {
      EXPECTED.put(name, true);
    }
    for (String name :
        List.of("Handler", "Ping", "Entry", "Generated", "List", "Inject", "override", "E0")) {
      EXPECTED.put(name, false);
    }
  }

  @Test
  void answersAlikeWhetherItLooksUpOrLists() {
    // Lists from the first question, from the fourth, and (within these names) never: one
    // compilation.
    List<Integer> lookupsBeforeListing = List.of(0, 3, JavaLangTypes.LOOKUPS_BEFORE_LISTING);
    Map<Integer, Map<String, Boolean>> answers = new LinkedHashMap<>();
    Compilation compilation = Compiler.javac()
        .withProcessors(new FirstRoundProcessor(environment -> {
          for (int lookups : lookupsBeforeListing) {
            JavaLangTypes javaLang = new JavaLangTypes(environment.getElementUtils(), lookups);
            Map<String, Boolean> answered =
                answers.computeIfAbsent(lookups, key -> new LinkedHashMap<>());
            EXPECTED.keySet().forEach(name -> answered.put(name, javaLang.contains(name)));
          }
        }))
        .compile(
            JavaFileObjects.forSourceLines("app.Ping", "package app;", "public class Ping {}"));
    assertThat(compilation).succeeded();
    for (int lookups : lookupsBeforeListing) {
      assertWithMessage("listing after %s look-ups", lookups)
          .that(answers.get(lookups))
          .containsExactlyEntriesIn(EXPECTED);
    }
  }
}
