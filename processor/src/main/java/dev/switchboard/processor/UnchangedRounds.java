package dev.switchboard.processor;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.incremental.RouteInputs;
import dev.switchboard.processor.inspection.RouteInspection;
import dev.switchboard.processor.inspection.SourceLocation;
import dev.switchboard.processor.inspection.SourceLocator;
import dev.switchboard.processor.multimodule.LibraryMode;
import dev.switchboard.processor.output.OutputFiles;
import dev.switchboard.processor.resolution.DefaultDispatcher;
import dev.switchboard.processor.resolution.UnroutedHandlers;
import dev.switchboard.processor.validation.LocalHandlers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Skips the rounds of a compilation that changes no route: a partial build that recompiles classes
 * whose signatures are as the previous build recorded them (a method body edited), when nothing
 * else a route depends on changed either ({@link RouteInputs}). The previous build's dispatchers,
 * reports and module state are then this build's, left in the output as they are, and the rest of
 * the processor is not even loaded.
 *
 * <p>A later round whose classes are not as recorded (another processor generated something new)
 * ends the skipping: the rounds skipped so far are replayed, by name, before it ({@link
 * RoundInput.Replayed}), so the build goes on as if none had been skipped.
 */
final class UnchangedRounds {
  private static final List<String> GENERATION_OPTIONS = List.of(
      DefaultDispatcher.OPTION,
      LibraryMode.OPTION,
      UnroutedHandlers.OPTION,
      InternalErrors.DEBUG_OPTION);
  /**
   * The annotations generated code uses when the compilation can see them, but the platform's (the
   * source version and Java version are in the context), as package and class file.
   */
  private static final List<String> CLASS_PATH_ANNOTATIONS =
      List.of("jakarta.inject/Inject.class", "javax.inject/Inject.class");

  private final ProcessingEnvironment environment;
  private final Elements elements;
  private final RouteInputs inputs;
  private final List<RoundInput> skipped = new ArrayList<>();
  private boolean firstRound = true;

  UnchangedRounds(ProcessingEnvironment environment) {
    this.environment = environment;
    this.elements = environment.getElementUtils();
    this.inputs = new RouteInputs(
        environment, new HandlesLocation(SourceLocator.of(environment)), context(environment));
  }

  RouteInputs inputs() {
    return inputs;
  }

  /** The rounds skipped so far, to replay before the first one that is not. */
  List<RoundInput> skipped() {
    return skipped;
  }

  /** Notes the signatures of the classes of {@code round}, a round that is processed, for the state. */
  void compiled(RoundInput round) {
    inputs.compiled(round.rootTypes());
  }

  /**
   * Whether {@code round} changes no route, so the processor can skip it: its classes are as the
   * previous build recorded them and, in the first round, nothing else a route depends on changed.
   * Once a round is not skipped, none after it is.
   */
  boolean skip(RoundInput.Live round) {
    List<TypeElement> roots = round.rootTypes();
    boolean unchanged = inputs.compiled(roots)
        // a package-info or module-info: what it changes is not looked into
        && round.round().getRootElements().size() == roots.size();
    if (firstRound) {
      firstRound = false;
      unchanged = unchanged
          && inspectionUnchanged(roots)
          && noLocalHandlers(roots)
          && inputs.unchangedSince(roots);
    }
    if (unchanged) {
      skipped.add(RoundInput.Replayed.of(
          round, elements, SwitchboardTypes.HANDLES, SwitchboardTypes.EVENT_DISPATCHER));
    }
    return unchanged;
  }

  /**
   * Whether the route reports need nothing from this build: the routes are not to be printed, and
   * the routes lock, when one is named, holds what the previous build's routes make.
   */
  private boolean inspectionUnchanged(List<TypeElement> roots) {
    Map<String, String> options = environment.getOptions();
    if (Boolean.parseBoolean(options.get(RouteInspection.PRINT_ROUTES_OPTION))) {
      return false;
    }
    String lock = options.get(RouteInspection.ROUTES_LOCK_OPTION);
    if (lock == null || lock.isBlank()) {
      // Updating without a lock is warned about in every build.
      return !Boolean.parseBoolean(options.get(RouteInspection.UPDATE_ROUTES_LOCK_OPTION));
    }
    Optional<String> recorded = inputs.recordedLock(roots);
    try {
      return recorded.isPresent()
          && recorded
              .get()
              .equals(RouteInputs.sha256(Files.readString(
                  Path.of(lock).toAbsolutePath().normalize(), StandardCharsets.UTF_8)));
    } catch (IOException | RuntimeException unreadable) {
      return false; // reported by the normal path
    }
  }

  /** Whether no class of {@code roots} declares a handler inside code, which is reported. */
  private boolean noLocalHandlers(List<TypeElement> roots) {
    Optional<LocalHandlers> local = LocalHandlers.of(environment, null);
    if (local.isEmpty()) {
      return true;
    }
    for (TypeElement root : roots) {
      if (local.get().declares(root)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The digest of what else a route depends on: the compiler, the source version, the Java version,
   * this processor's version, the options that change generated code, and whether the class path
   * holds the {@code @Inject} annotations generated code uses when it can see them.
   */
  private static String context(ProcessingEnvironment environment) {
    StringBuilder text = new StringBuilder()
        .append(environment.getClass().getName())
        .append('\n')
        .append(environment.getSourceVersion())
        .append('\n')
        .append(Runtime.version())
        .append('\n')
        .append(SwitchboardProcessor.class.getPackage().getImplementationVersion())
        .append('\n');
    for (String option : GENERATION_OPTIONS) {
      text.append(option)
          .append('=')
          .append(environment.getOptions().get(option))
          .append('\n');
    }
    // Through the Filer, on the class path only: Elements.getTypeElement looks a missing class up
    // in every module of the platform, which cost more than the rest of this check. A compilation
    // of a named module takes the normal path anyway (RouteInputs).
    OutputFiles output = new OutputFiles(environment.getFiler());
    for (String annotation : CLASS_PATH_ANNOTATIONS) {
      int slash = annotation.indexOf('/');
      text.append(annotation)
          .append(' ')
          .append(
              onClassPath(output, annotation.substring(0, slash), annotation.substring(slash + 1)))
          .append('\n');
    }
    return RouteInputs.sha256(text.toString());
  }

  private static boolean onClassPath(OutputFiles output, String packageName, String file) {
    try {
      return output.onClassPath(packageName, file) != null;
    } catch (IOException | RuntimeException absent) {
      return false;
    }
  }

  /** Where a {@code @Handles} is written; a named class rather than a lambda (see ShadowedNames). */
  private static final class HandlesLocation
      implements BiFunction<Element, AnnotationMirror, Optional<String>> {
    private final SourceLocator locator;

    HandlesLocation(SourceLocator locator) {
      this.locator = locator;
    }

    @Override
    public Optional<String> apply(Element element, AnnotationMirror handles) {
      Optional<SourceLocation> location = locator.locate(element, handles);
      return location.isPresent() ? Optional.of(location.get().toString()) : Optional.empty();
    }
  }
}
