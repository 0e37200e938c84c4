package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.SWITCHBOARD_GENERATED;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import java.util.Optional;

/** Marks every class Switchboard generates, the same way. */
public final class GeneratedAnnotations {
  private static final String PROCESSOR = "dev.switchboard.processor.SwitchboardProcessor";

  private GeneratedAnnotations() {}

  /**
   * Adds {@code @Generated} ({@code generated}, {@code javax.annotation.processing.Generated} when the
   * generated code can see it) and {@code @SwitchboardGenerated} to {@code type}.
   */
  public static TypeSpec.Builder addTo(TypeSpec.Builder type, Optional<ClassName> generated) {
    if (generated.isPresent()) {
      type.addAnnotation(AnnotationSpec.builder(generated.get()).addMember("value", "$S", PROCESSOR).build());
    }
    return type.addAnnotation(SWITCHBOARD_GENERATED);
  }
}
