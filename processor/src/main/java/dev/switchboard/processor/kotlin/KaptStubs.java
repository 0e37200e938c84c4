package dev.switchboard.processor.kotlin;

import java.io.DataInput;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where in a Kotlin file a declaration of one of kapt's Java stubs was written. kapt compiles the
 * stubs, not the {@code .kt} files, so javac's positions are the stubs'; beside each stub
 * ({@code RecordLoan.java}) kapt writes {@code RecordLoan.kapt_metadata}: for each declaration, its
 * JVM name ({@code lending/RecordLoan}, {@code lending/RecordLoan#on(Llending/LoanOpened;)V}), the
 * path of its {@code .kt} file and the character offset of the declaration (annotations included)
 * in it. That file is a Java serialization stream holding only primitive data (an int version, an
 * int count, then per declaration two UTF strings, a boolean and an int), read here as such: no
 * object is ever deserialized. Anything unexpected (another version, a relative path, a file gone)
 * gives no position, and the caller keeps the stub's.
 */
public final class KaptStubs {
  private static final String METADATA_SUFFIX = ".kapt_metadata";
  private static final int KNOWN_VERSION = 1;
  /** What kapt writes for a declaration it has no position of (generated members). */
  private static final int NO_POSITION = Integer.MAX_VALUE;

  /** The declarations of each stub read so far, by the stub's path: one read per file. */
  private final Map<Path, Map<String, KotlinPosition>> stubs = new HashMap<>();
  /** The line starts of each Kotlin file read so far. */
  private final Map<Path, int[]> lineStarts = new HashMap<>();

  /** A declaration's {@code .kt} file, absolute, and its line, 1-based. */
  public record KotlinLine(Path file, long line) {}

  private record KotlinPosition(Path file, int offset) {}

  /**
   * The Kotlin line of {@code jvmName} when {@code stub}, the Java file javac compiled it from, is
   * a kapt stub whose metadata has its position.
   */
  public Optional<KotlinLine> locate(Path stub, String jvmName) {
    KotlinPosition position = declarations(stub).get(jvmName);
    if (position == null) {
      return Optional.empty();
    }
    int[] starts = lineStarts.get(position.file());
    if (starts == null) {
      starts = lineStartsOf(position.file());
      lineStarts.put(position.file(), starts);
    }
    if (starts.length == 0) {
      return Optional.empty();
    }
    int found = Arrays.binarySearch(starts, position.offset());
    long line = found >= 0 ? found + 1L : -found - 1L;
    return Optional.of(new KotlinLine(position.file(), line));
  }

  // No lambda: this runs in every compilation, where linking one costs more than the look-up.
  private Map<String, KotlinPosition> declarations(Path stub) {
    Map<String, KotlinPosition> declarations = stubs.get(stub);
    if (declarations == null) {
      declarations = read(stub);
      stubs.put(stub, declarations);
    }
    return declarations;
  }

  private static Map<String, KotlinPosition> read(Path stub) {
    String name = stub.getFileName() == null ? "" : stub.getFileName().toString();
    if (!name.endsWith(".java")) {
      return Map.of();
    }
    Path metadata =
        stub.resolveSibling(name.substring(0, name.length() - ".java".length()) + METADATA_SUFFIX);
    if (!Files.isRegularFile(metadata)) {
      return Map.of();
    }
    Map<String, KotlinPosition> declarations = new HashMap<>();
    try (InputStream in = Files.newInputStream(metadata);
        ObjectInputStream data = new ObjectInputStream(in)) {
      if (data.readInt() != KNOWN_VERSION) {
        return Map.of();
      }
      for (int count = data.readInt(); count > 0; count--) {
        readDeclaration(data, declarations);
      }
    } catch (IOException | RuntimeException unreadable) {
      return Map.of();
    }
    return declarations;
  }

  private static void readDeclaration(DataInput data, Map<String, KotlinPosition> declarations)
      throws IOException {
    String jvmName = data.readUTF();
    String path = data.readUTF();
    boolean relative = data.readBoolean();
    int offset = data.readInt();
    if (relative || offset < 0 || offset == NO_POSITION) {
      return;
    }
    try {
      declarations.put(jvmName, new KotlinPosition(Paths.get(path), offset));
    } catch (InvalidPathException notAPath) {
      // a position of no file this machine can name: the stub's stays
    }
  }

  /**
   * The offset of the first character of each line of {@code file}, as the Kotlin compiler counts
   * them (line ends read as one {@code \n}); none if it cannot be read.
   */
  private static int[] lineStartsOf(Path file) {
    String text;
    try {
      text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8)
          .replace("\r\n", "\n")
          .replace('\r', '\n');
    } catch (IOException | SecurityException unreadable) {
      return new int[0];
    }
    int lines = 1;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        lines++;
      }
    }
    int[] starts = new int[lines];
    int line = 1;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        starts[line++] = i + 1;
      }
    }
    return starts;
  }
}
