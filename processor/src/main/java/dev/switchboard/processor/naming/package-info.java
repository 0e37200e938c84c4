/**
 * Names in generated code: how a generated class spells every type so no user name captures it,
 * the members it inherits, and whether its own name is free.
 *
 * <p>Takes dispatcher declarations and models; gives spelled names, and diagnostics for names that
 * cannot be generated.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}, {@code
 * diagnostics}, {@code resolution}.
 */
package dev.switchboard.processor.naming;
