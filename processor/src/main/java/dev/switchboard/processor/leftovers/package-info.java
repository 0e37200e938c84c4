/**
 * Deletes what an earlier build wrote that a clean build would not have: the class files of the
 * classes a generated class no longer nests, or nests without its own class file, and the generated
 * source, class files and reports of a dispatcher or index the module no longer declares.
 *
 * <p>Takes the generated source about to be written, or what the previous build wrote and this one
 * did not ({@code NotWrittenAgain}); reads the nested classes of a generated class from its class
 * file in the class output, through {@code output}, and lists the directory by name only where that
 * class file is gone. Gives nothing but the deletions, made through {@code output}, so that build
 * tools see them where the {@code Filer} places files.
 *
 * <p>May import, of the processor's packages: {@code incremental}, {@code output}.
 */
package dev.switchboard.processor.leftovers;
