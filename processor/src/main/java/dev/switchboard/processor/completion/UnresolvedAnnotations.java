package dev.switchboard.processor.completion;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.switchboard.processor.lang.Annotations;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Whether a class compiled from source carries an annotation whose type the compiler cannot resolve
 * yet: on the class or a superclass, on one of its methods annotated {@code annotation}, or on an
 * annotation type compiled from source that is written there. It may be an interceptor binding
 * that another processor generates in a later round, whose interceptors would otherwise be left
 * out without a word. javac leaves such an annotation out of the element's annotation mirrors, so
 * only its source tree shows it; ecj keeps it, as an error type. Classes read from class files are
 * not looked at: a missing annotation class there is no error, and nothing will generate it.
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
   * The name, as written, of the first annotation not resolved yet on {@code type}, on its
   * methods annotated {@code annotation} (a qualified name), on its superclasses, or on the
   * annotation types these name, at any depth, of those {@code compiledNow} accepts: the classes
   * compiled from source.
   */
  public Optional<String> first(
      TypeElement type, String annotation, Predicate<TypeElement> compiledNow) {
    Set<String> visited = new HashSet<>();
    Optional<String> found = on(type, type, compiledNow, visited);
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (found.isPresent()) {
        return found;
      }
      if (Annotations.find(method, annotation).isPresent()) {
        found = on(method, type, compiledNow, visited);
      }
    }
    // A superclass's annotation may be an @Inherited binding.
    TypeMirror superclass = type.getSuperclass();
    while (found.isEmpty()
        && superclass instanceof DeclaredType declared
        && declared.asElement() instanceof TypeElement parent
        && visited.add(parent.getQualifiedName().toString())) {
      found = on(parent, parent, compiledNow, visited);
      superclass = parent.getSuperclass();
    }
    return found;
  }

  /**
   * The first unresolved annotation on {@code site}, a member of {@code owner} or {@code owner}
   * itself, or on the annotation types it names.
   */
  private Optional<String> on(
      Element site, TypeElement owner, Predicate<TypeElement> compiledNow, Set<String> visited) {
    if (!compiledNow.test(owner)) {
      return Optional.empty();
    }
    Optional<String> hidden = hiddenBy(site);
    if (hidden.isPresent()) {
      return hidden;
    }
    for (AnnotationMirror annotation : site.getAnnotationMirrors()) {
      if (annotation.getAnnotationType().getKind() == TypeKind.ERROR) {
        return Optional.of(annotation.getAnnotationType().toString());
      }
      if (annotation.getAnnotationType().asElement() instanceof TypeElement type
          && !type.getQualifiedName().toString().startsWith("java.")
          && visited.add(type.getQualifiedName().toString())) {
        Optional<String> found = on(type, type, compiledNow, visited);
        if (found.isPresent()) {
          return found;
        }
      }
    }
    return Optional.empty();
  }

  /** The first annotation of {@code site}'s source tree whose type javac cannot resolve. */
  private Optional<String> hiddenBy(Element site) {
    if (trees.isEmpty()) {
      return Optional.empty();
    }
    TreePath path = trees.get().getPath(site);
    ModifiersTree modifiers = path == null ? null : modifiers(path.getLeaf());
    if (modifiers == null) {
      return Optional.empty();
    }
    TreePath modifiersPath = new TreePath(path, modifiers);
    for (AnnotationTree annotation : modifiers.getAnnotations()) {
      TreePath typePath =
          new TreePath(new TreePath(modifiersPath, annotation), annotation.getAnnotationType());
      TypeMirror type = trees.get().getTypeMirror(typePath);
      if (type != null && type.getKind() == TypeKind.ERROR) {
        return Optional.of(annotation.getAnnotationType().toString());
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
