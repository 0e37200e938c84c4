package dev.switchboard.processor.incremental;

import dev.switchboard.processor.lang.CanonicalNames;
import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * The check that the classes compiled now come from the source files the previous build recorded,
 * and that the sources of the classes it recorded but that are not compiled now still exist.
 */
final class RecordedSources {
  private final SourceFiles sources;

  RecordedSources(SourceFiles sources) {
    this.sources = sources;
  }

  /**
   * Whether the classes compiled now come from the files the previous build recorded, none is a
   * dispatcher it generated, no file compiled now dropped a class it declared then, and the source
   * of every other class it recorded still exists.
   */
  boolean unchanged(ModuleState state, Collection<TypeElement> roots) {
    Map<String, Optional<String>> compiledNow = new TreeMap<>();
    for (TypeElement root : roots) {
      addNested(root, sources.sourceOf(root), compiledNow);
    }
    Set<String> compiledFiles = new HashSet<>();
    for (Map.Entry<String, Optional<String>> compiledClass : compiledNow.entrySet()) {
      String name = compiledClass.getKey();
      Optional<String> recorded = state.sourceOf(name);
      Optional<String> now = compiledClass.getValue();
      if (state.generated().containsKey(name)
          || recorded.isPresent() != now.isPresent()
          || (now.isPresent() && !RelativeSourceUris.sameFile(now.get(), recorded.get()))) {
        return false;
      }
      if (now.isPresent()) {
        compiledFiles.add(RelativeSourceUris.fileKey(now.get()));
      }
    }
    Set<String> checked = new HashSet<>();
    SourceDirectories directories = new SourceDirectories();
    for (Map<String, ModuleState.Entry> entries :
        List.of(state.handlers(), state.dispatchers(), state.types())) {
      for (ModuleState.Entry entry : entries.values()) {
        if (compiledNow.containsKey(entry.name()) || entry.source().isEmpty()) {
          continue;
        }
        String source = directories.fileKey(entry.source().get());
        if (compiledFiles.contains(source)) {
          return false; // its file is compiled now and no longer declares it
        }
        if (checked.add(source) && !directories.mayExist(entry.source().get())) {
          return false; // deleted
        }
      }
    }
    return true;
  }

  /**
   * As {@link #unchanged(ModuleState, Collection)}, from the state's text: the classes compiled now
   * are looked up by name, and the other recorded sources are still there when their directories
   * list what they listed then. Empty when the text cannot tell: a source written as an absolute
   * URI, more than a few classes, or a directory that lists other names now.
   */
  Optional<Boolean> unchanged(StateText state, Collection<TypeElement> roots) {
    Map<String, Optional<String>> compiledNow = new TreeMap<>();
    for (TypeElement root : roots) {
      addNested(root, sources.sourceOf(root), compiledNow);
    }
    if (compiledNow.size() > RouteInputs.FEW_CLASSES) {
      return Optional.empty();
    }
    Set<String> compiledFiles = new HashSet<>();
    for (Map.Entry<String, Optional<String>> compiledClass : compiledNow.entrySet()) {
      String name = compiledClass.getKey();
      Optional<String> written = state.recorded(name).writtenSource();
      Optional<String> now = compiledClass.getValue();
      // A generated source the previous build wrote: its dispatchers among them.
      if (WrittenOutputs.recordsSourceOf(state.withoutClasses().inputs(), name)
          || written.isPresent() != now.isPresent()) {
        return Optional.of(false);
      }
      if (now.isPresent()) {
        String recorded = state.uris().resolve(written.get());
        if (!RelativeSourceUris.sameFile(now.get(), recorded)) {
          return Optional.of(false);
        }
        // Found by the spelling the state writes, which must be relative to be the same in every
        // line of the file.
        if (!written.get().equals(state.uris().relativize(now.get()))
            || recorded.equals(written.get())) {
          return Optional.empty();
        }
        compiledFiles.add(written.get());
      }
    }
    for (String file : compiledFiles) {
      for (String declared : state.classesFrom(file)) {
        if (!compiledNow.containsKey(declared)) {
          return Optional.of(false); // its file is compiled now and no longer declares it
        }
      }
    }
    return state.directoriesAsListed() ? Optional.of(true) : Optional.empty();
  }

  private static void addNested(
      TypeElement type, Optional<String> source, Map<String, Optional<String>> names) {
    names.put(CanonicalNames.of(type), source);
    for (TypeElement nested : ElementFilter.typesIn(type.getEnclosedElements())) {
      addNested(nested, source, names);
    }
  }

  /**
   * The sources of a module by directory: most share a few, so each directory's URI is normalized
   * once, and listed once instead of asking the file system about every file.
   */
  private static final class SourceDirectories {
    private final Map<String, String> keys = new HashMap<>();
    private final Map<String, Optional<Set<String>>> listings = new HashMap<>();

    /** {@link RelativeSourceUris#fileKey}, from the key of its directory. */
    String fileKey(String uri) {
      int slash = uri.lastIndexOf('/');
      String directory = uri.substring(0, slash + 1);
      String key = keys.get(directory);
      if (key == null) {
        key = RelativeSourceUris.fileKey(directory);
        keys.put(directory, key);
      }
      return key + uri.substring(slash + 1);
    }

    /** Whether the file at {@code uri} exists, or cannot be told not to ({@link SourceFiles#exists}). */
    boolean mayExist(String uri) {
      int slash = uri.lastIndexOf('/');
      String directory = uri.substring(0, slash + 1);
      Optional<Set<String>> names = listings.get(directory);
      if (names == null) {
        names = list(directory);
        listings.put(directory, names);
      }
      return names.isPresent()
          ? names.get().contains(uri.substring(slash + 1))
          : !SourceFiles.exists(uri).equals(Optional.of(false));
    }

    /** The names of the files in {@code directory}; empty when it is not a local directory to list. */
    private static Optional<Set<String>> list(String directory) {
      try {
        URI parsed = URI.create(directory);
        if (!"file".equals(parsed.getScheme())) {
          return Optional.empty();
        }
        Set<String> names = new HashSet<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(Path.of(parsed))) {
          for (Path file : files) {
            names.add(file.getFileName().toString());
          }
        }
        return Optional.of(names);
      } catch (NoSuchFileException deleted) {
        return Optional.of(Set.of());
      } catch (IOException | RuntimeException unknown) {
        return Optional.empty();
      }
    }
  }
}
