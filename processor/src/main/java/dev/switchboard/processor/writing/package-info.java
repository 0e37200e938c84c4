/**
 * Writes the Java sources Switchboard generates: dispatchers and library indexes.
 *
 * <p>Takes {@code DispatcherModel}s and published indexes; gives JavaPoet {@code JavaFile}s,
 * byte-identical for the same input.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code kotlin}, {@code
 * naming}, {@code inspection}, {@code multimodule}.
 */
package dev.switchboard.processor.writing;
