package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The state read as text, by name, and the listings of its sources' directories that tell, without
 * the line of every class, that every recorded source is still there.
 */
class StateTextTest {
  private static final String STATE = StateFile.NAME;

  @TempDir
  Path project;

  private RelativeSourceUris uris;
  private Path sources;

  @BeforeEach
  void sources() throws IOException {
    sources = Files.createDirectories(project.resolve("src/p"));
    for (String file : new String[] {"H.java", "Pair.java", "E.java"}) {
      Files.writeString(sources.resolve(file), "// " + file);
    }
    Path classes = Files.createDirectories(project.resolve("classes"));
    uris = RelativeSourceUris.of(classes.toUri() + STATE, STATE);
  }

  @Test
  void aStateIsLookedUpByNameAsWritten() {
    StateText text = written();

    assertThat(text.recorded("p.H").signature()).hasValue("11aa");
    assertThat(text.recorded("p.H").writtenSource()).hasValue("../src/p/H.java");
    assertThat(text.recorded("p.Gone").signature()).isEmpty();
    assertThat(text.recorded("p.Gone").writtenSource()).isEmpty();
    assertThat(text.recorded("p.Second").writtenSource()).hasValue("../src/p/Pair.java");
    assertThat(text.classesFrom("../src/p/Pair.java")).containsExactly("p.First", "p.Second");
    ModuleState rest = text.withoutClasses();
    // Read from the lines after the last signature: the writer must keep them there.
    assertThat(rest.inputs().outputs()).containsExactly("lock", "33cc");
    assertThat(rest.inputs().external()).containsExactly("lib.Event", "55ee");
    assertThat(rest.inputs().context()).isEqualTo("44dd");
    assertThat(rest.inputs().clean()).isTrue();
    assertThat(rest.handlers()).isEmpty();
  }

  @Test
  void directoriesListingWhatTheyListedAreAsListed() {
    assertThat(written().directoriesAsListed()).isTrue();
  }

  @Test
  void aRecordedSourceDeletedIsTold() throws IOException {
    StateText text = written();

    Files.delete(sources.resolve("E.java"));

    assertThat(text.directoriesAsListed()).isFalse();
  }

  /** A file added changes the listing too: the line of each class then decides. */
  @Test
  void aFileAddedIsTold() throws IOException {
    StateText text = written();

    Files.writeString(sources.resolve("New.java"), "// new");

    assertThat(text.directoriesAsListed()).isFalse();
  }

  /** Only Java files count: an editor's backup is not a source, and the state stays the same. */
  @Test
  void aFileOtherThanJavaAddedChangesNothing() throws IOException {
    String before = SourceListings.lines(state(), uris);
    StateText text = written();

    Files.writeString(sources.resolve(".H.java.swp"), "swap");
    Files.writeString(sources.resolve("H.java~"), "backup");

    assertThat(text.directoriesAsListed()).isTrue();
    assertThat(SourceListings.lines(state(), uris)).isEqualTo(before);
  }

  /** A file deleted and another added in its place is not the same listing. */
  @Test
  void aFileRenamedIsTold() throws IOException {
    StateText text = written();

    Files.move(sources.resolve("E.java"), sources.resolve("F.java"));

    assertThat(text.directoriesAsListed()).isFalse();
  }

  /** A source already gone when the state is written leaves its directory unlisted. */
  @Test
  void aDirectoryWithoutARecordedSourceIsNotListed() throws IOException {
    Files.delete(sources.resolve("E.java"));
    StateText text = written();

    assertThat(SourceListings.lines(state(), uris)).endsWith("\t" + SourceListings.UNLISTED + "\n");
    assertThat(text.directoriesAsListed()).isFalse();
  }

  @Test
  void aStateOfAnotherFormatIsNotReadAsText() {
    String text = state().text(uris).replace("format\t" + ModuleState.FORMAT, "format\t10");

    assertThat(StateText.of(text, uris)).isEmpty();
  }

  /** The full reading of the state skips the directory lines. */
  @Test
  void theDirectoryLinesAreSkippedWhenTheStateIsReadWhole() throws Exception {
    String text = state().text(uris) + SourceListings.lines(state(), uris);

    assertThat(text).contains("\ndirectory\t../src/p/\t3:");
    assertThat(ModuleState.parse(text, uris)).isEqualTo(state());
  }

  private StateText written() {
    return StateText.of(state().text(uris) + SourceListings.lines(state(), uris), uris)
        .orElseThrow();
  }

  private ModuleState state() {
    return new ModuleState(
        Map.of("p.H", entry("p.H", "H.java")),
        Map.of(),
        Map.of(
            "p.E", entry("p.E", "E.java"),
            "p.First", entry("p.First", "Pair.java"),
            "p.Second", entry("p.Second", "Pair.java")),
        Map.of(),
        Map.of("p.SwitchboardEvents", "0a1b"),
        Optional.empty(),
        new ModuleState.Inputs(
            Map.of("p.H", "11aa", "p.E", "22bb"),
            Map.of("lib.Event", "55ee"),
            Map.of("lock", "33cc"),
            "44dd",
            true),
        ModuleState.FORMAT);
  }

  private ModuleState.Entry entry(String name, String file) {
    return new ModuleState.Entry(
        name, Optional.of(sources.resolve(file).toUri().toString()), Optional.empty());
  }
}
