/**
 * What javac's model of a Kotlin class misses: sealed hierarchies and {@code object}s read from
 * {@code @kotlin.Metadata}, and kapt stubs' source positions.
 *
 * <p>Takes type elements and kapt's stub files; gives sealed subtypes (Java's and Kotlin's),
 * singleton instances and positions in {@code .kt} files.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}.
 */
package dev.switchboard.processor.kotlin;
