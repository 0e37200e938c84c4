package dev.switchboard.processor.incremental;

import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * What the processor answers to {@code getSupportedAnnotationTypes}: {@code *}, so that it runs for
 * every compilation (a partial compilation of an event class alone changes the routes of the
 * module's dispatchers), except to the compiler under Gradle.
 *
 * <p>Gradle runs an aggregating processor inside its {@code AggregatingProcessor}, whose environment
 * is Gradle's own class ({@code org.gradle...IncrementalProcessingEnvironment}), and two questions
 * reach the processor there:
 * <ul>
 *   <li>javac asks once, right after {@code init}, then hands the processor the annotation types
 *       present that match. Gradle sets a full-rebuild cause for each of those with {@code SOURCE}
 *       retention ({@code @Override}, {@code @SuppressWarnings}, Lombok's, the {@code @Generated} of
 *       every dispatcher), so javac is told Switchboard's own annotations, of class retention, all
 *       that Switchboard reads.
 *   <li>Gradle's wrapper asks in every round, and for {@code *} records every root element as an
 *       aggregated type, handed back to the processor from its class file on the next incremental
 *       compile. It is told {@code *}: Gradle deletes the module state (a generated resource) before
 *       each incremental compile, so the classes handed back are all the processor can know.
 * </ul>
 * Under Gradle a compilation that can change a dispatcher holds a {@code @Handles} or
 * {@code @EventDispatcher} class, compiled or handed back, so javac runs the processor (the one
 * exception, the first compile that runs it in a module, is in docs/incremental-builds.md). Either
 * answer given at the wrong time fails safe: {@code *} to javac costs a full recompilation; the
 * narrow set to Gradle's recorder loses the precomputed routes (and ambiguity checks) of unchanged
 * event classes, which the dispatcher routes at run time by the same rule.
 */
public final class SupportedAnnotationTypes {
  private static final Set<String> EVERY = Set.of("*");
  private static final String GRADLE = "org.gradle.";

  private final Set<String> own;
  private boolean underGradle;
  private boolean compilerAsked;

  public SupportedAnnotationTypes(String... own) {
    this.own = Set.of(own);
  }

  /** Call from the processor's {@code init}, with the environment it was given. */
  public void init(ProcessingEnvironment environment) {
    underGradle = environment.getClass().getName().startsWith(GRADLE);
  }

  /** The answer to this call of {@code getSupportedAnnotationTypes}. */
  public Set<String> next() {
    if (!underGradle) {
      return EVERY;
    }
    if (!compilerAsked) {
      compilerAsked = true;
      return own;
    }
    return EVERY;
  }
}
