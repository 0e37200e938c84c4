package dev.switchboard.processor.inspection;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.util.Elements;

/**
 * Finds the source location of an annotation through javac's Trees API. Other compilers (ECJ) and
 * wrapped processing environments have no such API, and classes read from class files have no
 * source: then the location is simply unknown.
 */
public final class SourceLocator {
  private final Elements elements;
  private final Trees trees;

  private SourceLocator(Elements elements, Trees trees) {
    this.elements = elements;
    this.trees = trees;
  }

  public static SourceLocator of(ProcessingEnvironment environment) {
    Trees trees;
    try {
      trees = Trees.instance(environment);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      trees = null;
    }
    return new SourceLocator(environment.getElementUtils(), trees);
  }

  /** The location of {@code annotation} on {@code element}, when the source is known. */
  public Optional<SourceLocation> locate(Element element, AnnotationMirror annotation) {
    if (trees == null) {
      return Optional.empty();
    }
    TreePath path = trees.getPath(element, annotation);
    if (path == null) {
      return Optional.empty();
    }
    CompilationUnitTree unit = path.getCompilationUnit();
    Tree tree = path.getLeaf();
    long position = trees.getSourcePositions().getStartPosition(unit, tree);
    if (position < 0 || unit.getLineMap() == null) {
      return Optional.empty();
    }
    return Optional.of(new SourceLocation(relativeFile(element, unit), unit.getLineMap().getLineNumber(position)));
  }

  private String relativeFile(Element element, CompilationUnitTree unit) {
    String uriPath = unit.getSourceFile().toUri().getPath();
    String fileName = uriPath == null ? unit.getSourceFile().getName() : uriPath;
    fileName = fileName.substring(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
    PackageElement pkg = elements.getPackageOf(element);
    return pkg.isUnnamed() ? fileName : pkg.getQualifiedName().toString().replace('.', '/') + "/" + fileName;
  }
}
