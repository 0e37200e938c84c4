/**
 * Every diagnostic the processor reports, and how it reports them.
 *
 * <p>Takes messages and the element they are about; gives errors, warnings and notes through the
 * {@code Messager}, and whether any was an error.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}.
 */
package dev.switchboard.processor.diagnostics;
