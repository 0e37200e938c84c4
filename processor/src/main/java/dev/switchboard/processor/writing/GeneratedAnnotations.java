package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.SWITCHBOARD_GENERATED;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import dev.switchboard.processor.api.SwitchboardTypes;
import java.util.Optional;

/** Marks every class Switchboard generates, the same way. */
public final class GeneratedAnnotations {
  private GeneratedAnnotations() {}

  /**
   * Adds {@code @Generated} ({@code generated}, {@code javax.annotation.processing.Generated} when the
   * generated code can see it) and {@code @SwitchboardGenerated} to {@code type}.
   */
  public static TypeSpec.Builder addTo(TypeSpec.Builder type, Optional<ClassName> generated) {
    if (generated.isPresent()) {
      type.addAnnotation(AnnotationSpec.builder(generated.get())
          .addMember("value", "$S", SwitchboardTypes.PROCESSOR)
          .build());
    }
    return type.addAnnotation(SWITCHBOARD_GENERATED);
  }
}
