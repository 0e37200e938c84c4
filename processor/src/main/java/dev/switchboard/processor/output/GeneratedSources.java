package dev.switchboard.processor.output;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes generated sources through the {@code Filer}, which encodes them in javac's {@code
 * -encoding}: a character that encoding cannot represent (a class named {@code 事件} under {@code
 * -encoding ISO-8859-1}) would become {@code ?}. Every non-ASCII character is therefore written as a
 * Unicode escape, which javac reads back as that character in any ASCII-compatible encoding. Sources
 * with only ASCII characters, nearly all, are written as they are.
 */
public final class GeneratedSources {
  /**
   * The {@code Filer}s of compilers that leave a generated file alone when a compilation does not
   * write it again: javac's, and batch ecj's. Eclipse's builder deletes a file that a recompiled
   * originating element no longer generates ({@code GeneratedFileManager}), and Gradle deletes the
   * output of an aggregating processor before each compilation, through wrappers of its own.
   */
  private static final Set<String> KEEPING_FILERS = Set.of(
      "com.sun.tools.javac.processing.JavacFiler",
      "org.eclipse.jdt.internal.compiler.apt.dispatch.BatchFilerImpl");

  private GeneratedSources() {}

  public static void write(JavaFile file, Filer filer) throws IOException {
    write(file, asciiOnly(file.toString()), filer);
  }

  /** Writes {@code text}, the {@link #asciiOnly} text of {@code file}. */
  public static void write(JavaFile file, String text, Filer filer) throws IOException {
    try (Writer out = filer
        .createSourceFile(name(file), file.typeSpec().originatingElements().toArray(new Element[0]))
        .openWriter()) {
      out.write(text);
    }
  }

  /** Whether the compiler behind {@code filer} keeps generated files a compilation does not write again. */
  public static boolean keptUnlessWritten(Filer filer) {
    return KEEPING_FILERS.contains(filer.getClass().getName());
  }

  /**
   * Whether an earlier compilation wrote {@code text} as the source of {@code file} and compiled it:
   * the source output holds that text, and the class output class files written after it, of its
   * class and of every class that class nests. A compilation that failed after writing the source
   * left an older class file, or none; a class file deleted since, of a nested class too, is
   * compiled again.
   */
  public static boolean writtenAndCompiled(JavaFile file, String text, Filer filer) {
    String path = file.typeSpec().name();
    try {
      FileObject source =
          filer.getResource(StandardLocation.SOURCE_OUTPUT, file.packageName(), path + ".java");
      long written = source.getLastModified();
      if (written <= 0
          || !new OutputFiles(filer).compiledAfter(file.packageName(), path, written)) {
        return false;
      }
      try (InputStream in = source.openInputStream()) {
        // Written in ASCII only: other bytes (another encoding, an edit) differ, and it is written
        // again.
        return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).equals(text);
      }
    } catch (IOException | RuntimeException missing) {
      // Compilers report a missing file differently; anything unreadable means writing again.
      return false;
    }
  }

  private static String name(JavaFile file) {
    return file.packageName().isEmpty()
        ? file.typeSpec().name()
        : file.packageName() + "." + file.typeSpec().name();
  }

  private static boolean isAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /** {@code text} with every character above U+007F as {@code \\uXXXX} (a UTF-16 unit each). */
  public static String asciiOnly(String text) {
    if (isAscii(text)) {
      return text;
    }
    StringBuilder escaped = new StringBuilder(text.length() + 64);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        escaped.append(c);
      } else {
        escaped.append(String.format("\\u%04x", (int) c));
      }
    }
    return escaped.toString();
  }
}
