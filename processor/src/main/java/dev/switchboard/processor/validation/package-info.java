/**
 * Checks the annotated elements of a compilation.
 *
 * <p>Takes {@code @Handles} and {@code @EventDispatcher} elements; gives {@code HandlerModel}s and
 * {@code DispatcherDeclaration}s, or diagnostics; and whether the sources the compilation would
 * generate compile in their module.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}, {@code
 * kotlin}, {@code diagnostics}.
 */
package dev.switchboard.processor.validation;
