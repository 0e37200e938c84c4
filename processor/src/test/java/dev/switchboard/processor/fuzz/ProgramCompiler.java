package dev.switchboard.processor.fuzz;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * A Java compiler the fuzzer runs its programs through, with or without the Switchboard processor:
 * javac in memory ({@link JavacProgramCompiler}), ecj on real files ({@link EcjProgramCompiler}).
 */
interface ProgramCompiler {
  String name();

  /** Compiles the program's files (relative path to source text) with the processor. */
  Result compileWithProcessor(Map<String, String> files);

  /** Compiles the program's files without any processor: tells a generator bug from a processor one. */
  Result compileAlone(Map<String, String> files);

  /**
   * Whether a warning outside the generated files fails the program: javac's lints must find
   * nothing in the generator's programs; other compilers' defaults may flag legal user code.
   */
  boolean holdsUserFilesToItsWarnings();

  /**
   * Whether diagnostics name their file. ecj's through {@code javax.tools} do not (its {@code
   * getSource()} is null), so under ecj the fuzzer cannot tell a warning in a generated file from
   * one in the user's, nor check that errors are on the user's files: it checks the rest.
   */
  boolean namesDiagnosticFiles();

  /** What a compilation produced. */
  interface Result {
    boolean succeeded();

    List<Diagnostic<? extends JavaFileObject>> diagnostics();

    /** The sources the processor generated. */
    List<JavaFileObject> generatedSources();

    /** A class file by binary name. */
    Optional<byte[]> classFile(String binaryName);

    /** Whether the diagnostic is on one of the program's own files (not a generated one, not none). */
    boolean onUserFile(Diagnostic<? extends JavaFileObject> diagnostic);
  }
}
