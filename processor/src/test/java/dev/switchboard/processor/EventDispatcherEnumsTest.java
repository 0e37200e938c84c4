package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.processor.model.DispatchSemantics;
import dev.switchboard.processor.model.DispatcherDeclaration;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The processor's enums mirror those of {@code @EventDispatcher} by constant name (it reads them from
 * annotation mirrors, never loading the annotations' classes): a constant added to one and not the
 * other fails here rather than in a user's build. Annotations of another version than the processor
 * are an error on the user's annotation: a newer one's constant the processor does not know is
 * SB321, an older one without a member the processor reads SB322.
 */
class EventDispatcherEnumsTest {
  static Stream<Arguments> pairs() {
    return Stream.of(
        Arguments.of(EventDispatcher.Mode.class, DispatchSemantics.Mode.class),
        Arguments.of(EventDispatcher.Failure.class, DispatchSemantics.Failure.class),
        Arguments.of(EventDispatcher.Factory.class, DispatcherDeclaration.Factory.class));
  }

  @ParameterizedTest
  @MethodSource("pairs")
  void processorEnumHasTheAnnotationEnumsConstants(
      Class<? extends Enum<?>> annotation, Class<? extends Enum<?>> processor) {
    assertWithMessage("constants of %s", processor.getCanonicalName())
        .that(names(processor))
        .containsExactlyElementsIn(names(annotation))
        .inOrder();
  }

  private static List<String> names(Class<? extends Enum<?>> type) {
    return Arrays.stream(type.getEnumConstants()).map(Enum::name).toList();
  }

  @Test
  void aConstantOfANewerAnnotationsJarIsSb321OnTheAnnotation() throws IOException {
    String current = annotationSource("EventDispatcher");
    String newer = current
        .replace("    BROADCAST\n", "    BROADCAST,\n    FANOUT\n")
        .replace("    RUN_ALL_THEN_THROW\n", "    RUN_ALL_THEN_THROW,\n    RETRY\n")
        .replace("    NONE\n", "    NONE,\n    LAZY\n");
    assertWithMessage("EventDispatcher.java with one constant more per enum")
        .that(newer.split("FANOUT|RETRY|LAZY"))
        .hasLength(4);
    JavaFileObject dispatchers = source(
        "shop.Dispatchers",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "interface Dispatchers {",
        "  interface Event {}",
        "  @EventDispatcher(mode = EventDispatcher.Mode.FANOUT)",
        "  interface Fanned extends Dispatcher<Event> {}",
        "  @EventDispatcher(mode = EventDispatcher.Mode.BROADCAST, failure = EventDispatcher.Failure.RETRY)",
        "  interface Retried extends Dispatcher<Event> {}",
        "  @EventDispatcher(factory = EventDispatcher.Factory.LAZY)",
        "  interface Lazy extends Dispatcher<Event> {}",
        "}");

    Compilation compilation = Compilations.compile(
        JavaFileObjects.forSourceString("dev.switchboard.annotations.EventDispatcher", newer),
        dispatchers);

    assertThat(compilation)
        .hadErrorContaining("[SB321] @EventDispatcher(mode = Mode.FANOUT) names a constant this"
            + " Switchboard processor does not know (it knows [EXCLUSIVE, BROADCAST]): the switchboard-annotations jar"
            + " on the class path is newer than the switchboard-processor jar. Fix: use the same Switchboard version"
            + " for switchboard-annotations and switchboard-processor.")
        .inFile(dispatchers)
        .onLine(6);
    assertThat(compilation)
        .hadErrorContaining("[SB321] @EventDispatcher(failure = Failure.RETRY)")
        .inFile(dispatchers)
        .onLine(8);
    assertThat(compilation)
        .hadErrorContaining("[SB321] @EventDispatcher(factory = Factory.LAZY)")
        .inFile(dispatchers)
        .onLine(10);
    assertThat(Compilations.switchboardErrors(compilation)).hasSize(3);
  }

  @Test
  void aMemberMissingFromAnOlderAnnotationsJarIsSb322OnTheAnnotation() throws IOException {
    assertSb322WithoutMember(
        "EventDispatcher",
        "boolean includeSupertypes() default true;",
        source(
            "shop.ShopEvents",
            "package shop;",
            "import dev.switchboard.Dispatcher;",
            "import dev.switchboard.annotations.EventDispatcher;",
            "@EventDispatcher",
            "public interface ShopEvents extends Dispatcher<Object> {}"));
  }

  @Test
  void aHandlesWithoutAMemberTheProcessorReadsIsSb322OnTheHandler() throws IOException {
    assertSb322WithoutMember(
        "Handles",
        "int priority() default 0;",
        source(
            "shop.Ship",
            "package shop;",
            "import dev.switchboard.Handler;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(String.class)",
            "public final class Ship implements Handler<String> {",
            "  @Override public void handle(String event) {}",
            "}"));
  }

  /** Compiles {@code user}, annotated on line 4, against {@code annotation} without {@code memberDeclaration}. */
  private static void assertSb322WithoutMember(
      String annotation, String memberDeclaration, JavaFileObject user) throws IOException {
    String current = annotationSource(annotation);
    String older = current.replace(memberDeclaration, "");
    assertWithMessage("%s.java without %s", annotation, memberDeclaration)
        .that(older)
        .isNotEqualTo(current);
    String member = memberDeclaration.replaceAll(".* (\\w+)\\(\\).*", "$1");

    Compilation compilation = Compilations.compile(
        JavaFileObjects.forSourceString("dev.switchboard.annotations." + annotation, older), user);

    assertThat(compilation)
        .hadErrorContaining("[SB322] @" + annotation + " on the class path has no member " + member
            + ", which this Switchboard processor reads: the switchboard-annotations jar on the class path is older"
            + " than the switchboard-processor jar. Fix: use the same Switchboard version for"
            + " switchboard-annotations and switchboard-processor.")
        .inFile(user)
        .onLine(4);
    assertThat(Compilations.switchboardErrors(compilation)).hasSize(1);
  }

  private static String annotationSource(String simpleName) throws IOException {
    return Files.readString(
        Path.of(
            "..",
            "annotations",
            "src",
            "main",
            "java",
            "dev",
            "switchboard",
            "annotations",
            simpleName + ".java"),
        StandardCharsets.UTF_8);
  }
}
