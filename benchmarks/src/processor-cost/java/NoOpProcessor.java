import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * The floor any annotation processor pays: javac finds and loads it, builds the processing
 * environment and runs its rounds, and the processor does nothing. {@code processor-cost.sh}
 * compiles it and measures javac with it beside javac with Switchboard's processor.
 */
public final class NoOpProcessor extends AbstractProcessor {
  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(
        "dev.switchboard.annotations.Handles", "dev.switchboard.annotations.EventDispatcher");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    return false;
  }
}
