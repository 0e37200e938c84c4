package dev.switchboard.processor.incremental;

import dev.switchboard.processor.lang.Annotations;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Decides which classes of the previous build still belong to the module when only some of its
 * files are compiled now: a class not compiled now is kept when its class file is still there (the
 * output directory is on the class path of a partial compile) and, for handlers and dispatchers, it
 * still carries its annotation (both are class retention, so class files keep them), unless the
 * source file it came from is known to be deleted, or is compiled now without it (the class was
 * removed or renamed there, at any depth): then its class file is stale.
 */
final class PreviousBuild {
  private final Elements elements;

  PreviousBuild(Elements elements) {
    this.elements = elements;
  }

  /**
   * The classes kept from {@code previous}; the classes whose class file is missing although their
   * source file is still there (they cannot be seen, and a clean build would have them); and the
   * handlers and dispatchers whose source file is deleted while their class file is still found
   * (left by a build that compiled nothing after the deletion, which kept routing to them).
   */
  record Kept(
      Set<String> handlers,
      Set<String> dispatchers,
      Set<String> types,
      Set<String> unseen,
      Set<String> leftByDeletedSources) {}

  /**
   * @param sourcesKnown whether the recorded sources can be checked; when not (the project's
   *     directories moved relative to each other), a class is kept whenever its class file is there
   */
  Kept keep(
      ModuleState previous,
      Map<String, Optional<String>> compiledNow,
      String handles,
      String eventDispatcher,
      boolean sourcesKnown) {
    Set<String> compiledFiles = new HashSet<>();
    compiledNow
        .values()
        .forEach(source -> source.map(RelativeSourceUris::fileKey).ifPresent(compiledFiles::add));
    Set<String> unseen = new TreeSet<>();
    Set<String> left = new TreeSet<>();
    return new Kept(
        keep(
            previous.handlers(),
            compiledNow.keySet(),
            compiledFiles,
            Optional.of(handles),
            sourcesKnown,
            unseen,
            left),
        keep(
            previous.dispatchers(),
            compiledNow.keySet(),
            compiledFiles,
            Optional.of(eventDispatcher),
            sourcesKnown,
            unseen,
            left),
        keep(
            previous.types(),
            compiledNow.keySet(),
            compiledFiles,
            Optional.empty(),
            sourcesKnown,
            unseen,
            new TreeSet<>()),
        unseen,
        left);
  }

  private Set<String> keep(
      Map<String, ModuleState.Entry> entries,
      Set<String> compiledNow,
      Set<String> compiledFiles,
      Optional<String> annotation,
      boolean sourcesKnown,
      Set<String> unseen,
      Set<String> left) {
    Set<String> kept = new TreeSet<>();
    for (ModuleState.Entry entry : entries.values()) {
      if (compiledNow.contains(entry.name())) {
        continue; // this compilation sees it as it is now
      }
      if (entry
          .source()
          .map(RelativeSourceUris::fileKey)
          .filter(compiledFiles::contains)
          .isPresent()) {
        continue; // its file is compiled now and no longer declares it: whatever class file is left
        // is stale
      }
      Optional<Boolean> sourceExists =
          sourcesKnown ? entry.source().flatMap(SourceFiles::exists) : Optional.empty();
      TypeElement type = elements.getTypeElement(entry.name());
      if (sourceExists.equals(Optional.of(false))) {
        // deleted: whatever class file is left is stale
        if (type != null
            && annotation.isPresent()
            && Annotations.find(type, annotation.get()).isPresent()) {
          left.add(entry.name());
        }
        continue;
      }
      if (type == null) {
        if (sourceExists.orElse(false)) {
          unseen.add(entry.name());
        }
        continue;
      }
      if (annotation.isEmpty() || Annotations.onTypeOrItsMethods(type, annotation.get())) {
        kept.add(entry.name());
      }
    }
    return kept;
  }
}
