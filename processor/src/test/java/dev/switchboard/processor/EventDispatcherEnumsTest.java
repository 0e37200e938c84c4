package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.processor.model.DispatchSemantics;
import dev.switchboard.processor.model.DispatcherDeclaration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The processor's enums mirror those of {@code @EventDispatcher} by constant name (it reads them from
 * annotation mirrors, never loading the annotations' classes): a constant added to one and not the
 * other fails here rather than in a user's build.
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
}
