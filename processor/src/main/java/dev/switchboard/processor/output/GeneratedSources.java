package dev.switchboard.processor.output;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.Writer;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;

/**
 * Writes generated sources through the {@code Filer}, which encodes them in javac's {@code
 * -encoding}: a character that encoding cannot represent (a class named {@code 事件} under {@code
 * -encoding ISO-8859-1}) would become {@code ?}. Every non-ASCII character is therefore written as a
 * Unicode escape, which javac reads back as that character in any ASCII-compatible encoding. Sources
 * with only ASCII characters, nearly all, are written as they are.
 */
public final class GeneratedSources {
  private GeneratedSources() {}

  public static void write(JavaFile file, Filer filer) throws IOException {
    String name = file.packageName().isEmpty()
        ? file.typeSpec().name()
        : file.packageName() + "." + file.typeSpec().name();
    try (Writer out = filer
        .createSourceFile(name, file.typeSpec().originatingElements().toArray(new Element[0]))
        .openWriter()) {
      out.write(asciiOnly(file.toString()));
    }
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
  static String asciiOnly(String text) {
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
