package dev.switchboard.processor.completion;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.Trees;
import dev.switchboard.processor.lang.Ecj;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Whether a class compiled from source may not yet show the members it will be compiled with,
 * because another processor of this round adds them after Switchboard has read it. javac runs the
 * processors of a round one after the other, in the order of the processor path, and processors
 * such as Lombok add constructors to the source trees inside their own {@code process()}: a
 * processor that runs before them sees only what the source says, one that reads the class in a
 * later round sees what will be compiled. A class reported here is read again in the next round.
 *
 * <p>Two signs, each of which says the source as written is not what will be compiled:
 * <ul>
 *   <li>an annotation of Lombok, when Lombok is on the processor path (and the compiler is not
 *       ecj, where Lombok is a Java agent that has rewritten the source already), the first time the
 *       class is seen: Lombok may add, replace or hide constructors ({@code @NoArgsConstructor(access =
 *       PRIVATE)} makes the implicit public one private) in the round it first sees the class;
 *   <li>a blank final instance field, no initializer block, and no constructor but the implicit
 *       one: as written, the class does not compile, so something is expected to add a
 *       constructor. Needs javac's source trees (which say whether a field has an initializer);
 *       without them (ecj, where Lombok rewrites the source before processors run) this sign is
 *       not looked for.
 * </ul>
 */
public final class UnfinishedClasses {
  /** Loaded from the processor path Switchboard is loaded from, as javac loads every processor of it. */
  private static final String LOMBOK_PROCESSOR = "lombok.launch.AnnotationProcessorHider";

  private static final String LOMBOK_PACKAGE = "lombok.";

  private final Elements elements;
  private final Optional<Trees> trees;
  private final boolean lombokRuns;
  /** The classes whose Lombok annotations were looked at: Lombok has finished them from the next round on. */
  private final Set<String> seen = new HashSet<>();

  private UnfinishedClasses(Elements elements, Optional<Trees> trees, boolean lombokRuns) {
    this.elements = elements;
    this.trees = trees;
    this.lombokRuns = lombokRuns;
  }

  public static UnfinishedClasses of(ProcessingEnvironment environment) {
    Optional<Trees> trees;
    try {
      trees = Optional.of(Trees.instance(environment));
    } catch (IllegalArgumentException | LinkageError notJavac) {
      trees = Optional.empty();
    }
    // Under ecj, Lombok runs as a Java agent that rewrites the source before any processor reads
    // it.
    return new UnfinishedClasses(
        environment.getElementUtils(),
        trees,
        !Ecj.runs(environment) && onProcessorPath(LOMBOK_PROCESSOR));
  }

  private static boolean onProcessorPath(String className) {
    try {
      Class.forName(className, false, UnfinishedClasses.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError absent) {
      return false;
    }
  }

  /**
   * What another processor may still add to {@code type} (named {@code name}), for a deferral's
   * message; empty when what Switchboard sees of it now is what will be compiled.
   */
  public Optional<String> pendingMembers(String name, TypeElement type) {
    boolean firstSight = seen.add(name);
    if (firstSight && lombokRuns) {
      for (AnnotationMirror annotation : type.getAnnotationMirrors()) {
        TypeElement annotationType =
            (TypeElement) annotation.getAnnotationType().asElement();
        if (annotationType.getQualifiedName().toString().startsWith(LOMBOK_PACKAGE)) {
          return Optional.of("the members Lombok's @" + annotationType.getSimpleName() + " adds");
        }
      }
    }
    return blankFinalWithoutConstructor(type);
  }

  private Optional<String> blankFinalWithoutConstructor(TypeElement type) {
    if (type.getKind() != ElementKind.CLASS || trees.isEmpty() || declaresConstructor(type)) {
      return Optional.empty();
    }
    ClassTree tree = trees.get().getTree(type);
    if (tree == null) {
      return Optional.empty(); // a class file: complete
    }
    Optional<String> blankFinal = Optional.empty();
    for (Tree member : tree.getMembers()) {
      if (member instanceof BlockTree block && !block.isStatic()) {
        return Optional.empty(); // an initializer may assign the field
      }
      if (member instanceof VariableTree field
          && field.getInitializer() == null
          && field.getModifiers().getFlags().contains(Modifier.FINAL)
          && !field.getModifiers().getFlags().contains(Modifier.STATIC)
          && blankFinal.isEmpty()) {
        blankFinal = Optional.of("a constructor that assigns blank final field " + field.getName());
      }
    }
    return blankFinal;
  }

  /** Whether {@code type} declares a constructor in its source, rather than only the implicit one. */
  private boolean declaresConstructor(TypeElement type) {
    for (ExecutableElement constructor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (elements.getOrigin(constructor) != Elements.Origin.MANDATED) {
        return true;
      }
    }
    return false;
  }
}
