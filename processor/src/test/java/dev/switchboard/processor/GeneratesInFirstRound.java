package dev.switchboard.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/** Writes the given sources in its first round, as a code generator of the user's build would. */
final class GeneratesInFirstRound extends AbstractProcessor {
  private final Map<String, String> sources;
  private boolean done;

  GeneratesInFirstRound(Map<String, String> sources) {
    this.sources = sources;
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
    if (done) {
      return false;
    }
    done = true;
    sources.forEach((name, text) -> {
      try (Writer writer = processingEnv.getFiler().createSourceFile(name).openWriter()) {
        writer.write(text);
      } catch (IOException e) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, e.toString());
        throw new UncheckedIOException(e);
      }
    });
    return false;
  }
}
