/**
 * Handlers of other modules: the handler indexes libraries publish, found on the class path and
 * module path, and what a library compilation publishes.
 *
 * <p>Takes the compilation's elements and options; gives library handlers, validated again, their
 * origins, and conflicts that involve them.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}, {@code
 * diagnostics}, {@code validation}, {@code output}.
 */
package dev.switchboard.processor.multimodule;
