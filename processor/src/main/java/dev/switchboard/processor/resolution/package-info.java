/**
 * Decides what each dispatcher routes: its handlers, the route of every event class, typed
 * dispatch methods, and exhaustiveness.
 *
 * <p>Takes validated handlers and dispatcher declarations, and library handlers; gives {@code
 * DispatcherModel}s, or diagnostics.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}, {@code
 * kotlin}, {@code diagnostics}, {@code multimodule}.
 */
package dev.switchboard.processor.resolution;
