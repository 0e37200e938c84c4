package dev.switchboard.processor.incremental;

import dev.switchboard.processor.output.OutputFiles;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.Optional;
import javax.tools.FileObject;

/**
 * The module state in the class output, read and written through the {@code Filer} only, as
 * Gradle's rules for aggregating processors require.
 *
 * <p>It is read before it is written, never the other way round: javac's Filer refuses to open a
 * file it created in the same compilation ({@code FilerException: Attempt to reopen a file}), and
 * ecj's refuses to return a resource it has created ("Resource already created"). Reading first is
 * allowed by both, and the state is written once, in the last round.
 */
final class StateFile {
  static final String NAME = "META-INF/switchboard/module-state.tsv";

  private final OutputFiles output;

  StateFile(OutputFiles output) {
    this.output = output;
  }

  /** The outcome of reading the previous state. */
  sealed interface Previous {
    /** No previous state: a first or clean build, or the output of an older Switchboard. */
    record Missing() implements Previous {}

    record Found(ModuleState state) implements Previous {}

    /** A state that cannot be merged, and why. */
    record Unusable(String reason) implements Previous {}
  }

  /** The text and source URIs of the previous state, or why there is none; read once. */
  private Optional<StateText.Read> text;

  private Previous unread;

  Previous read() {
    Optional<StateText.Read> read = text();
    if (read.isEmpty()) {
      return unread;
    }
    try {
      return new Previous.Found(ModuleState.parse(read.get().text(), read.get().uris()));
    } catch (ModuleState.UnusableStateException e) {
      return new Previous.Unusable(e.getMessage());
    }
  }

  /** The previous state as text, when there is one of this version's format. */
  Optional<StateText> skim() {
    return text().flatMap(read -> StateText.of(read.text(), read.uris()));
  }

  private Optional<StateText.Read> text() {
    if (text != null) {
      return text;
    }
    text = Optional.empty();
    try {
      FileObject file = output.inClassOutput(NAME);
      try (InputStream in = file.openInputStream()) {
        text = Optional.of(new StateText.Read(
            new String(in.readAllBytes(), StandardCharsets.UTF_8), relativeTo(file)));
      }
    } catch (FileNotFoundException | NoSuchFileException e) {
      unread = new Previous.Missing();
    } catch (IOException | RuntimeException e) {
      // ecj's Filer throws IllegalArgumentException for some missing files; treat anything else as
      // unreadable. The exception's class only: its message may hold the file's path, and the
      // reason is recorded in the state.
      unread = e instanceof IllegalArgumentException
          ? new Previous.Missing()
          : new Previous.Unusable("cannot read it (" + e.getClass().getName() + ")");
    }
    return text;
  }

  void write(ModuleState state) throws IOException {
    FileObject file = output.createInClassOutput(NAME);
    RelativeSourceUris uris = relativeTo(file);
    String text = state.text(uris) + SourceListings.lines(state, uris);
    try (OutputStream out = file.openOutputStream()) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }

  /** Source URIs relative to the class output that holds {@code file}, the state. */
  private static RelativeSourceUris relativeTo(FileObject file) {
    try {
      return RelativeSourceUris.of(file.toUri().toString(), NAME);
    } catch (RuntimeException noUri) {
      return RelativeSourceUris
          .NONE; // a file manager without URIs: sources stay as the compiler named them
    }
  }
}
