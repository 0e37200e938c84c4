import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.StandardLocation;

/**
 * The floor of a processor that generates what Switchboard generates: in its first round it writes,
 * byte for byte, the files an earlier Switchboard run generated (the directory {@code -Areplay.dir}:
 * sources by their path, anything else as a class-output resource), and does nothing else. What
 * javac then pays beyond the no-op processor (one more round, compiling the generated dispatcher)
 * is the cost of the generated code itself; what Switchboard pays beyond this is its own work.
 * {@code processor-cost.sh} compiles and runs it.
 */
public final class ReplayProcessor extends AbstractProcessor {
  private boolean written;

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(
        "dev.switchboard.annotations.Handles", "dev.switchboard.annotations.EventDispatcher");
  }

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of("replay.dir");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (!written) {
      written = true;
      File root = new File(processingEnv.getOptions().get("replay.dir"));
      try {
        replay(root, "");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return false;
  }

  private void replay(File directory, String prefix) throws IOException {
    for (File file : directory.listFiles()) {
      String path = prefix + file.getName();
      if (file.isDirectory()) {
        replay(file, path + "/");
      } else if (path.endsWith(".java")) {
        String type = path.substring(0, path.length() - ".java".length()).replace('/', '.');
        try (OutputStream out =
            processingEnv.getFiler().createSourceFile(type).openOutputStream()) {
          out.write(Files.readAllBytes(file.toPath()));
        }
      } else {
        try (OutputStream out = processingEnv
            .getFiler()
            .createResource(StandardLocation.CLASS_OUTPUT, "", path)
            .openOutputStream()) {
          out.write(Files.readAllBytes(file.toPath()));
        }
      }
    }
  }
}
