package dev.switchboard.processor.completion;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Whether a class compiled from source carries an annotation javac cannot resolve yet: on the class,
 * on one of its methods annotated {@code annotation}, or on an annotation type compiled from source
 * that is written there. javac leaves such an annotation out of the element's annotation mirrors,
 * where ecj keeps it as an error type, so only the source tree shows it; and it may be an interceptor
 * binding that another processor generates in a later round, whose interceptors would otherwise be
 * left out without a word. Needs javac's source trees; without them (ecj) it finds nothing.
 */
public final class UnresolvedAnnotations {
  private final Optional<Trees> trees;

  private UnresolvedAnnotations(Optional<Trees> trees) {
    this.trees = trees;
  }

  public static UnresolvedAnnotations of(ProcessingEnvironment environment) {
    try {
      return new UnresolvedAnnotations(Optional.of(Trees.instance(environment)));
    } catch (IllegalArgumentException | LinkageError notJavac) {
      return new UnresolvedAnnotations(Optional.empty());
    }
  }

  /**
   * The name, as written, of the first annotation javac cannot resolve on {@code type}, on its
   * methods annotated {@code annotation} (a qualified name), or on the annotation types compiled
   * from source that these name, at any depth.
   */
  public Optional<String> first(TypeElement type, String annotation) {
    if (trees.isEmpty()) {
      return Optional.empty();
    }
    Set<String> visited = new HashSet<>();
    Optional<String> found = on(type, visited);
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (found.isPresent()) {
        return found;
      }
      if (annotated(method, annotation)) {
        found = on(method, visited);
      }
    }
    return found;
  }

  private static boolean annotated(Element element, String annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (mirror.getAnnotationType().asElement() instanceof TypeElement type
          && type.getQualifiedName().contentEquals(annotation)) {
        return true;
      }
    }
    return false;
  }

  /** The first unresolved annotation on {@code site}, or on the annotation types it names. */
  private Optional<String> on(Element site, Set<String> visited) {
    TreePath path = trees.get().getPath(site);
    if (path == null) {
      return Optional.empty(); // read from a class file: javac resolved it when it was compiled
    }
    ModifiersTree modifiers = modifiers(path.getLeaf());
    if (modifiers != null) {
      TreePath modifiersPath = new TreePath(path, modifiers);
      for (AnnotationTree annotation : modifiers.getAnnotations()) {
        TreePath typePath =
            new TreePath(new TreePath(modifiersPath, annotation), annotation.getAnnotationType());
        TypeMirror type = trees.get().getTypeMirror(typePath);
        if (type != null && type.getKind() == TypeKind.ERROR) {
          return Optional.of(annotation.getAnnotationType().toString());
        }
      }
    }
    for (AnnotationMirror annotation : site.getAnnotationMirrors()) {
      if (annotation.getAnnotationType().asElement() instanceof TypeElement type
          && !type.getQualifiedName().toString().startsWith("java.")
          && visited.add(type.getQualifiedName().toString())) {
        Optional<String> found = on(type, visited);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  private static ModifiersTree modifiers(Tree tree) {
    if (tree instanceof ClassTree type) {
      return type.getModifiers();
    }
    if (tree instanceof MethodTree method) {
      return method.getModifiers();
    }
    return null;
  }
}
