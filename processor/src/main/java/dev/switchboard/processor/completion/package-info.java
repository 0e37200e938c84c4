/**
 * Whether a class compiled now may not yet show all its members, because another processor of the
 * round adds them later, or all its annotations, because another processor generates their types
 * in a later round.
 *
 * <p>Takes type elements and the processor path; gives whether to defer them to a later round.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}, {@code
 * diagnostics}.
 */
package dev.switchboard.processor.completion;
