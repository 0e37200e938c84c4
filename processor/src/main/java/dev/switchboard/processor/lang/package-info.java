/**
 * Questions about the Java language model ({@code javax.lang.model}) the stages share: annotations
 * read as mirrors, canonical names, supertypes, constructors, deprecations, modules, the compiler
 * in use.
 *
 * <p>Takes elements and types; gives answers and {@code model} values built from them.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}.
 */
package dev.switchboard.processor.lang;
