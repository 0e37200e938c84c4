package dev.switchboard.processor.inspection;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.switchboard.processor.kotlin.KaptStubs;
import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Finds the source location of an annotation through javac's Trees API. Other compilers (ECJ) and
 * wrapped processing environments have no such API, and classes read from class files have no
 * source: then the location is simply unknown. A declaration javac read from one of kapt's Java stubs
 * is located in its Kotlin file, where kapt's metadata beside the stub gives its position
 * ({@link KaptStubs}).
 */
public final class SourceLocator {
  private final Elements elements;
  private final Types types;
  private final Trees trees;
  private final KaptStubs kaptStubs = new KaptStubs();

  private SourceLocator(Elements elements, Types types, Trees trees) {
    this.elements = elements;
    this.types = types;
    this.trees = trees;
  }

  public static SourceLocator of(ProcessingEnvironment environment) {
    Trees trees;
    try {
      trees = Trees.instance(environment);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      trees = null;
    }
    return new SourceLocator(environment.getElementUtils(), environment.getTypeUtils(), trees);
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
    Optional<SourceLocation> inKotlin = kotlinLocation(element, unit);
    if (inKotlin.isPresent()) {
      return inKotlin;
    }
    String uriPath = unit.getSourceFile().toUri().getPath();
    String file = relativeFile(element, uriPath == null ? unit.getSourceFile().getName() : uriPath);
    return Optional.of(new SourceLocation(file, unit.getLineMap().getLineNumber(position)));
  }

  /** Where a declaration of a kapt stub was written in Kotlin, if {@code unit} is such a stub. */
  private Optional<SourceLocation> kotlinLocation(Element element, CompilationUnitTree unit) {
    URI uri = unit.getSourceFile().toUri();
    String jvmName = jvmName(element);
    if (!"file".equals(uri.getScheme()) || jvmName == null) {
      return Optional.empty();
    }
    Path stub;
    try {
      stub = Paths.get(uri);
    } catch (IllegalArgumentException | FileSystemNotFoundException notAFile) {
      return Optional.empty();
    }
    Optional<KaptStubs.KotlinLine> kotlin = kaptStubs.locate(stub, jvmName);
    return kotlin.isEmpty()
        ? Optional.empty()
        : Optional.of(new SourceLocation(
            relativeFile(element, kotlin.get().file().toString()), kotlin.get().line()));
  }

  /**
   * {@code path}'s file name under the directories of {@code element}'s package: the path from the
   * source root wherever a file sits in its package's directory, as Java files do.
   */
  private String relativeFile(Element element, String path) {
    String fileName = path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    PackageElement pkg = elements.getPackageOf(element);
    return pkg.isUnnamed()
        ? fileName
        : pkg.getQualifiedName().toString().replace('.', '/') + "/" + fileName;
  }

  /**
   * How kapt names {@code element} in its metadata: a class's binary name with slashes, a method's
   * as {@code owner#name(descriptor)}; null for anything else.
   */
  private String jvmName(Element element) {
    if (element instanceof TypeElement type) {
      return internalName(type);
    }
    if (!(element instanceof ExecutableElement method)
        || !(method.getEnclosingElement() instanceof TypeElement owner)) {
      return null;
    }
    StringBuilder name = new StringBuilder(internalName(owner))
        .append('#')
        .append(method.getSimpleName())
        .append('(');
    for (VariableElement parameter : method.getParameters()) {
      if (!appendDescriptor(name, parameter.asType())) {
        return null;
      }
    }
    return appendDescriptor(name.append(')'), method.getReturnType()) ? name.toString() : null;
  }

  private String internalName(TypeElement type) {
    return elements.getBinaryName(type).toString().replace('.', '/');
  }

  /** Appends the JVM descriptor of {@code type}'s erasure; false if it has none (an error type). */
  private boolean appendDescriptor(StringBuilder descriptor, TypeMirror type) {
    TypeMirror erased = types.erasure(type);
    switch (erased.getKind()) {
      case BOOLEAN -> descriptor.append('Z');
      case BYTE -> descriptor.append('B');
      case CHAR -> descriptor.append('C');
      case SHORT -> descriptor.append('S');
      case INT -> descriptor.append('I');
      case LONG -> descriptor.append('J');
      case FLOAT -> descriptor.append('F');
      case DOUBLE -> descriptor.append('D');
      case VOID -> descriptor.append('V');
      case ARRAY -> {
        return appendDescriptor(descriptor.append('['), ((ArrayType) erased).getComponentType());
      }
      case DECLARED ->
        descriptor
            .append('L')
            .append(internalName((TypeElement) ((DeclaredType) erased).asElement()))
            .append(';');
      default -> {
        return false;
      }
    }
    return true;
  }
}
