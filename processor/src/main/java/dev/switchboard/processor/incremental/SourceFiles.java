package dev.switchboard.processor.incremental;

import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * The source file a class of the compilation comes from: javac tells through its Trees API; other
 * compilers (ecj) may implement {@code Elements.getFileObjectOf} (Java 18 and later), called
 * reflectively because the processor runs on Java 17. Unknown otherwise.
 */
final class SourceFiles {
  private final Trees trees;
  private final Elements elements;
  private final Method fileObjectOf;
  private final SourceUris uris = new SourceUris();

  private SourceFiles(Trees trees, Elements elements, Method fileObjectOf) {
    this.trees = trees;
    this.elements = elements;
    this.fileObjectOf = fileObjectOf;
  }

  static SourceFiles of(ProcessingEnvironment environment) {
    Trees trees;
    try {
      trees = Trees.instance(environment);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      trees = null;
    }
    Method fileObjectOf;
    try {
      fileObjectOf = Elements.class.getMethod("getFileObjectOf", Element.class);
    } catch (NoSuchMethodException beforeJava18) {
      fileObjectOf = null;
    }
    return new SourceFiles(trees, environment.getElementUtils(), fileObjectOf);
  }

  /** The URI of the source file {@code type} was compiled from in this compilation, if known. */
  Optional<String> sourceOf(TypeElement type) {
    if (trees != null) {
      TreePath path = trees.getPath(type);
      if (path != null) {
        return Optional.of(uris.of(path.getCompilationUnit().getSourceFile()));
      }
    }
    if (fileObjectOf != null) {
      try {
        if (fileObjectOf.invoke(elements, type) instanceof JavaFileObject file
            && file.getKind() == JavaFileObject.Kind.SOURCE) {
          return Optional.of(uris.of(file));
        }
      } catch (IllegalAccessException | InvocationTargetException | RuntimeException unsupported) {
        // a compiler that does not implement it: the source stays unknown
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the file at {@code uri} exists; empty when that cannot be checked, for a source that is
   * not on the local file system (in memory, in a jar).
   */
  static Optional<Boolean> exists(String uri) {
    try {
      URI parsed = URI.create(uri);
      return "file".equals(parsed.getScheme())
          ? Optional.of(Files.exists(Path.of(parsed)))
          : Optional.empty();
    } catch (IllegalArgumentException | FileSystemNotFoundException unknown) {
      return Optional.empty();
    }
  }
}
