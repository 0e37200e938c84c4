package dev.switchboard.processor;

import dev.switchboard.processor.lang.CanonicalNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * What one round brings: its classes, and those that carry an annotation. Read from javac's round,
 * or replayed by name in a later round ({@link UnchangedRounds}).
 */
interface RoundInput {
  /** The top-level classes of the round. */
  List<TypeElement> rootTypes();

  /** The classes that carry {@code annotation}, or declare a method that does, by canonical name. */
  Set<String> annotated(String annotation);

  boolean processingOver();

  boolean errorRaised();

  /** A round as javac hands it. */
  record Live(RoundEnvironment round, Elements elements) implements RoundInput {
    @Override
    public List<TypeElement> rootTypes() {
      return ElementFilter.typesIn(new ArrayList<>(round.getRootElements()));
    }

    @Override
    public Set<String> annotated(String annotation) {
      Set<String> names = new TreeSet<>();
      TypeElement annotationType = annotationType(annotation);
      if (annotationType != null) {
        Set<? extends Element> annotated = round.getElementsAnnotatedWith(annotationType);
        for (TypeElement type : ElementFilter.typesIn(annotated)) {
          names.add(CanonicalNames.of(type));
        }
        for (ExecutableElement method : ElementFilter.methodsIn(annotated)) {
          if (method.getEnclosingElement() instanceof TypeElement owner) {
            names.add(CanonicalNames.of(owner));
          }
        }
      }
      return names;
    }

    /**
     * The annotation type {@code name}. ecj's batch compiler, in a named module, may give first a
     * type of that name it has not resolved, whose kind is a class, and refuses to look that up.
     */
    private TypeElement annotationType(String name) {
      TypeElement type = elements.getTypeElement(name);
      if (type == null || type.getKind() == ElementKind.ANNOTATION_TYPE) {
        return type;
      }
      for (TypeElement candidate : elements.getAllTypeElements(name)) {
        if (candidate.getKind() == ElementKind.ANNOTATION_TYPE) {
          return candidate;
        }
      }
      return null;
    }

    @Override
    public boolean processingOver() {
      return round.processingOver();
    }

    @Override
    public boolean errorRaised() {
      return round.errorRaised();
    }
  }

  /**
   * A round whose processing was skipped because nothing in it changed a route, replayed in a later
   * round that did: its classes found again by name, what they carry as that round found it.
   */
  record Replayed(List<String> roots, Map<String, Set<String>> annotated, Elements elements)
      implements RoundInput {
    /** {@code round} as it is now, with the classes that carry each of {@code annotations}. */
    static Replayed of(RoundInput round, Elements elements, String... annotations) {
      List<String> roots = new ArrayList<>();
      for (TypeElement root : round.rootTypes()) {
        roots.add(CanonicalNames.of(root));
      }
      Map<String, Set<String>> annotated = new TreeMap<>();
      for (String annotation : annotations) {
        annotated.put(annotation, round.annotated(annotation));
      }
      return new Replayed(List.copyOf(roots), annotated, elements);
    }

    @Override
    public List<TypeElement> rootTypes() {
      List<TypeElement> types = new ArrayList<>();
      for (String root : roots) {
        TypeElement type = elements.getTypeElement(root);
        if (type != null) {
          types.add(type);
        }
      }
      return types;
    }

    @Override
    public Set<String> annotated(String annotation) {
      return annotated.getOrDefault(annotation, Set.of());
    }

    @Override
    public boolean processingOver() {
      return false; // a round with classes is never the last
    }

    @Override
    public boolean errorRaised() {
      return false;
    }
  }
}
