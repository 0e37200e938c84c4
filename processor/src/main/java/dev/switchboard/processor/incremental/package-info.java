/**
 * Lets a compilation of only some files of a module generate what a full build would: the module
 * state kept in the class output.
 *
 * <p>Takes the classes compiled now and the previous state; gives the handlers and dispatchers of
 * the previous build that still belong to the module, whether a dispatcher is as that build wrote it
 * (by the digest of its source and of the signatures it calls), whether anything a route depends on
 * changed at all (by the signatures of the classes compiled now and what else the state records),
 * what the previous build wrote that belongs to nothing now, and writes the new state.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}, {@code
 * diagnostics}, {@code output}.
 */
package dev.switchboard.processor.incremental;
