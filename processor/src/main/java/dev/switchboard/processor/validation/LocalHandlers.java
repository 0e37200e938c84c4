package dev.switchboard.processor.validation;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Finds {@code @Handles} on local classes. Annotation processing never sees classes declared inside
 * methods (they have no element until javac attributes the method body), so without this check
 * such a handler would be silently ignored. Reads the source trees, where the annotation is known by
 * its name only: {@code Handles} imported from its package, or written fully qualified.
 */
public final class LocalHandlers {
  private final Trees trees;
  private final Diagnostics diagnostics;

  private LocalHandlers(Trees trees, Diagnostics diagnostics) {
    this.trees = trees;
    this.diagnostics = diagnostics;
  }

  /**
   * Empty when the compiler offers no source trees (not javac, or javac behind a wrapper). Without
   * {@code diagnostics}, only {@link #declares} may be asked.
   */
  public static Optional<LocalHandlers> of(
      ProcessingEnvironment environment, Diagnostics diagnostics) {
    try {
      return Optional.of(new LocalHandlers(Trees.instance(environment), diagnostics));
    } catch (IllegalArgumentException notJavac) {
      return Optional.empty();
    }
  }

  /**
   * Reports every class declared inside code (a local class, or a class nested in one) of the
   * top-level {@code type} that is annotated {@code @Handles}.
   */
  public void check(TypeElement type) {
    scan(type, true);
  }

  /** Whether the top-level {@code type} declares a class inside code annotated {@code @Handles}; reports nothing. */
  public boolean declares(TypeElement type) {
    return scan(type, false);
  }

  private boolean scan(TypeElement type, boolean report) {
    TreePath path = trees.getPath(type);
    if (path == null) {
      return false; // a class file, not a source
    }
    boolean[] found = {false};
    CompilationUnitTree unit = path.getCompilationUnit();
    boolean imported = importsHandles(unit);
    // A TreeScanner that carries "inside code" down, not a TreePathScanner: this visits every node
    // of every source file, and a TreePath per node was most of its cost on large compilations.
    new TreeScanner<Void, Boolean>() {
      @Override
      public Void visitClass(ClassTree tree, Boolean insideCode) {
        if (insideCode) {
          reportHandles(tree.getModifiers(), tree);
          for (Tree member : tree.getMembers()) {
            if (member instanceof MethodTree method) {
              reportHandles(method.getModifiers(), tree); // a handler method of a local class
            }
          }
        }
        scan(tree.getModifiers(), insideCode);
        scan(tree.getTypeParameters(), insideCode);
        scan(tree.getExtendsClause(), insideCode);
        scan(tree.getImplementsClause(), insideCode);
        for (Tree member : tree.getMembers()) {
          // A member class is still outside code; every other member (a method, a field and its
          // initializer, an initializer block) is code, and so is everything below it.
          scan(member, insideCode || !(member instanceof ClassTree));
        }
        return null;
      }

      private void reportHandles(ModifiersTree modifiers, ClassTree local) {
        for (AnnotationTree annotation : modifiers.getAnnotations()) {
          String name = annotation.getAnnotationType().toString();
          if (name.equals(SwitchboardTypes.HANDLES) || (imported && name.equals("Handles"))) {
            found[0] = true;
            if (!report) {
              continue;
            }
            diagnostics.report(
                Message.HANDLER_LOCAL, trees, annotation, unit, local.getSimpleName());
          }
        }
      }
    }.scan(path.getLeaf(), false);
    return found[0];
  }

  /** Whether {@code unit} imports {@code Handles}: then a simple {@code @Handles} may mean it. */
  private static boolean importsHandles(CompilationUnitTree unit) {
    for (ImportTree importTree : unit.getImports()) {
      if (importsHandles(importTree)) {
        return true;
      }
    }
    return false;
  }

  private static boolean importsHandles(ImportTree tree) {
    String name = tree.getQualifiedIdentifier().toString();
    return !tree.isStatic()
        && (name.equals(SwitchboardTypes.HANDLES)
            || name.equals(SwitchboardTypes.ANNOTATIONS_PACKAGE + ".*"));
  }
}
