package dev.switchboard.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Optional;

/**
 * A dispatcher to generate: one declared with {@code @EventDispatcher}, or the compilation's default.
 *
 * @param declared the annotated interface or abstract class; empty for the default dispatcher
 * @param declaredIsInterface whether {@code declared} is an interface (the generated class
 *     implements it) rather than an abstract class (the generated class extends it)
 * @param generated the class to generate
 * @param root the event root type as written in {@code Dispatcher<...>}
 * @param rootErasure the erasure of {@code root}, which every routed event type extends
 * @param factory when to generate {@code create()}
 * @param semantics how it dispatches
 * @param rootFinal whether no class can extend the root's class (a final class, record or enum): the
 *     generated {@code handlerFor}'s type parameter, bounded by the root as {@code Dispatcher}
 *     requires, then draws ecj's "bounded by the final type" warning
 * @param interceptors the interceptors around every handler whose events they accept, outermost
 *     first: its {@code @EventDispatcher(interceptors)}, then those of its binding annotations
 * @param defaults the interceptors of the class-path default bindings, innermost around every
 *     handler whose events they accept and whose chain does not hold them already
 */
public record DispatcherDeclaration(
    Optional<ClassName> declared,
    boolean declaredIsInterface,
    ClassName generated,
    TypeName root,
    TypeRef rootErasure,
    Factory factory,
    DispatchSemantics semantics,
    boolean rootFinal,
    List<InterceptorRef> interceptors,
    List<InterceptorRef> defaults) {
  public DispatcherDeclaration {
    interceptors = List.copyOf(interceptors);
    defaults = List.copyOf(defaults);
  }

  /**
   * The constants of {@code EventDispatcher.Factory}, by name: read from the annotation's mirror, as
   * {@link DispatchSemantics.Mode} is.
   */
  public enum Factory {
    WHEN_POSSIBLE,
    REQUIRED,
    NONE
  }

  public String packageName() {
    return generated.packageName();
  }

  /** The name users know this dispatcher by: the declaration, or the generated default. */
  public String displayName() {
    return declared.orElse(generated).canonicalName();
  }
}
