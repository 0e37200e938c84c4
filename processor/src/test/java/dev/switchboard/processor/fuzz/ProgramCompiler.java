package dev.switchboard.processor.fuzz;

import java.util.List;
import java.util.Optional;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * A Java compiler the fuzzer runs its programs through, with or without the Switchboard processor:
 * javac ({@link JavacProgramCompiler}); ecj plugs in the same way.
 */
interface ProgramCompiler {
  String name();

  /** Compiles {@code sources} with the processor (every lint but processing). */
  Result compileWithProcessor(List<JavaFileObject> sources);

  /** Compiles {@code sources} without any processor: tells a generator bug from a processor one. */
  Result compileAlone(List<JavaFileObject> sources);

  /** What a compilation produced. */
  interface Result {
    boolean succeeded();

    List<Diagnostic<? extends JavaFileObject>> diagnostics();

    /** The sources the processor generated. */
    List<JavaFileObject> generatedSources();

    /** A class file by binary name. */
    Optional<byte[]> classFile(String binaryName);
  }
}
