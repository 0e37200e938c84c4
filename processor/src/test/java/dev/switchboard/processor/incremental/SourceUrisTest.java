package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link SourceUris} gives, directory by directory, the same strings as {@code toUri()}. */
class SourceUrisTest {
  @TempDir
  Path root;

  @Test
  void sameUrisAsToUriForPlainAndEncodedNamesRelativeAndAbsolute() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String directory : List.of("app", "app/sub", "with space", "ünïcode", "a#b%c")) {
      for (String name :
          List.of("A.java", "B$C.java", "d_e-f.java", "Ä b.java", "x#y.java", "C%41.java")) {
        files.add(Files.createDirectories(root.resolve(directory)).resolve(name));
      }
    }
    // The same directories again, spelled with ".." and relative to the working directory.
    Path working = Path.of("").toAbsolutePath();
    for (Path file : List.copyOf(files)) {
      files.add(file.getParent()
          .resolve("..")
          .resolve(file.getParent().getFileName())
          .resolve(file.getFileName()));
      files.add(working.relativize(file));
    }
    for (Path file : files) {
      Files.writeString(file.toAbsolutePath().normalize(), "class A {}");
    }
    StandardJavaFileManager fileManager =
        ToolProvider.getSystemJavaCompiler().getStandardFileManager(null, null, null);
    SourceUris uris = new SourceUris();
    int checked = 0;
    for (int pass = 0; pass < 2; pass++) { // the second pass takes only the cached directories
      for (JavaFileObject file : fileManager.getJavaFileObjectsFromPaths(files)) {
        assertWithMessage(file.getName())
            .that(uris.of(file))
            .isEqualTo(file.toUri().toString());
        checked++;
      }
    }
    assertThat(checked).isEqualTo(2 * files.size());
  }

  @Test
  void onlyNamesNoUriEncodesArePlain() {
    assertThat(SourceUris.plainFileName("Order_Placed-2$Inner.java")).isTrue();
    assertThat(SourceUris.plainFileName("a b.java")).isFalse();
    assertThat(SourceUris.plainFileName("Ä.java")).isFalse();
    assertThat(SourceUris.plainFileName("x%41.java")).isFalse();
    assertThat(SourceUris.plainFileName("..")).isFalse();
    assertThat(SourceUris.plainFileName("")).isFalse();
  }
}
