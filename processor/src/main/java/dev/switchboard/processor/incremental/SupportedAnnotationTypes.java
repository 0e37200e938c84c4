package dev.switchboard.processor.incremental;

import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * What the processor answers to {@code getSupportedAnnotationTypes}: {@code *} for the compiler,
 * so that it runs for every compilation (a partial compilation of an event class alone changes the
 * routes of the module's dispatchers), except the compiler's one question under Gradle.
 *
 * <p>Gradle runs an aggregating processor inside its {@code AggregatingProcessor}, whose environment
 * is Gradle's own class ({@code org.gradle...IncrementalProcessingEnvironment}). Gradle turns two
 * things into a full recompilation of the module or into the next compile's inputs, each asked
 * differently:
 * <ul>
 *   <li>javac asks once, right after {@code init}, and then hands the processor only the annotation
 *       types present that match. Gradle's rule sets a full-rebuild cause for every one of those with
 *       {@code SOURCE} retention ({@code @Override}, {@code @SuppressWarnings}, Lombok's, the
 *       {@code @Generated} of every dispatcher): so the compiler is told Switchboard's own
 *       annotations, both of class retention, which is also all Switchboard reads.
 *   <li>Gradle's wrapper asks again in every round, before passing it on, and for {@code *} records
 *       every root element as an <em>aggregated type</em>, handed back to the processor (from its
 *       class file) on each later incremental compile: so it is told {@code *}, and the next compile
 *       sees every class of the module, as the module state needs (Gradle deletes that state, a
 *       generated resource, before each incremental compile).
 * </ul>
 * Under Gradle every compilation that can change a dispatcher holds a {@code @Handles} or
 * {@code @EventDispatcher} class (compiled, or handed back as aggregated), so javac runs the
 * processor whenever it must. Either answer given at the wrong time fails safe: {@code *} to javac
 * costs a full recompilation, and the narrow set to Gradle's recorder only loses the precomputed
 * routes of unchanged event classes, which the dispatcher then learns at run time by the same rule.
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
