package dev.switchboard.processor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import javax.annotation.processing.Processor;
import org.gradle.api.internal.tasks.compile.incremental.processing.AnnotationProcessingResult;
import org.gradle.api.internal.tasks.compile.incremental.processing.AnnotationProcessorResult;
import org.gradle.api.internal.tasks.compile.incremental.processing.IncrementalAnnotationProcessorType;
import org.gradle.api.internal.tasks.compile.processing.AggregatingProcessor;
import org.gradle.api.internal.tasks.compile.processing.DynamicProcessor;
import org.gradle.api.internal.tasks.compile.processing.IsolatingProcessor;
import org.gradle.api.internal.tasks.compile.processing.NonIncrementalProcessor;
import org.gradle.api.internal.tasks.compile.processing.SupportedOptionsCollectingProcessor;
import org.gradle.api.internal.tasks.compile.processing.TimeTrackingProcessor;

/**
 * The Switchboard processor as Gradle's {@code JavaCompile} task runs it, built from Gradle's own
 * classes the way {@code AnnotationProcessingCompileTask.setupProcessors} builds them: the type
 * declared in {@code META-INF/gradle/incremental.annotation.processors} picks the incremental
 * wrapper, a {@code TimeTrackingProcessor} goes around it, and a {@code
 * SupportedOptionsCollectingProcessor} follows. Each compilation gets a fresh result, as each
 * Gradle compile does.
 */
final class GradleProcessing {
  static final String DECLARATION = "META-INF/gradle/incremental.annotation.processors";

  private AnnotationProcessingResult last;

  /** The processors of one compilation; {@link #result} then tells what Gradle recorded of it. */
  List<Processor> processors() {
    last = new AnnotationProcessingResult();
    Processor processor = new SwitchboardProcessor();
    AnnotationProcessorResult processorResult =
        new AnnotationProcessorResult(last, processor.getClass().getName());
    last.getAnnotationProcessorResults().add(processorResult);
    SupportedOptionsCollectingProcessor options = new SupportedOptionsCollectingProcessor();
    options.addProcessor(processor);
    Processor incremental = switch (declaredType()) {
      case ISOLATING -> new IsolatingProcessor(processor, processorResult);
      case AGGREGATING -> new AggregatingProcessor(processor, processorResult);
      case DYNAMIC -> new DynamicProcessor(processor, processorResult);
      default -> new NonIncrementalProcessor(processor, processorResult);
    };
    return List.of(new TimeTrackingProcessor(incremental, processorResult), options);
  }

  /** What Gradle recorded of the last compilation. */
  AnnotationProcessingResult result() {
    return last;
  }

  /** The type the processor jar declares to Gradle, read as Gradle's {@code AnnotationProcessorDetector} reads it. */
  static IncrementalAnnotationProcessorType declaredType() {
    try (InputStream in =
        SwitchboardProcessor.class.getClassLoader().getResourceAsStream(DECLARATION)) {
      if (in == null) {
        return IncrementalAnnotationProcessorType.UNKNOWN;
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        String[] parts = line.trim().split(",");
        if (parts.length == 2 && parts[0].equals(SwitchboardProcessor.class.getName())) {
          return IncrementalAnnotationProcessorType.valueOf(parts[1].toUpperCase(Locale.ROOT));
        }
      }
      return IncrementalAnnotationProcessorType.UNKNOWN;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
