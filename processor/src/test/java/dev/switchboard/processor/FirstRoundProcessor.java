package dev.switchboard.processor;

import java.util.Set;
import java.util.function.Consumer;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/** A processor for tests that runs {@code action} once, in the first round of any compilation. */
public final class FirstRoundProcessor extends AbstractProcessor {
  private final Consumer<ProcessingEnvironment> action;
  private boolean done;

  public FirstRoundProcessor(Consumer<ProcessingEnvironment> action) {
    this.action = action;
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (!done) {
      done = true;
      action.accept(processingEnv);
    }
    return false;
  }
}
