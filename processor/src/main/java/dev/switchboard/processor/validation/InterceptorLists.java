package dev.switchboard.processor.validation;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.Supertypes;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.lang.VisibleTypes;
import dev.switchboard.processor.model.InterceptorRef;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the interceptors around a handler, or around every handler of a dispatcher, from their
 * annotations' mirrors, outermost first: the {@code interceptors} of {@code @Handles} (a handler
 * class's, then its method's) or of {@code @EventDispatcher}, then those of the binding annotations
 * (the class's, then the method's), in the order written, with those a class inherits and those
 * that annotations carry on their types. Reports the classes that cannot be
 * interceptors, those a handler's events do not reach, and repeats.
 */
final class InterceptorLists {
  /** What a deferral names when javac gives no type for a class literal, only an error value. */
  static final String UNRESOLVED_LITERAL = "an interceptor class named in an annotation";

  private static final String INHERITED = "java.lang.annotation.Inherited";
  private static final String REPEATABLE = "java.lang.annotation.Repeatable";

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  InterceptorLists(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  /** One interceptor as written: where, in which annotation, by which class literal. */
  private record Written(Element site, AnnotationMirror annotation, AnnotationValue value) {}

  /**
   * The interceptors around the handler {@code method} of {@code owner} (or the handler class {@code
   * owner} itself when empty), whose events are of type {@code accepted}; {@code name} names it in
   * messages.
   */
  Validation<List<InterceptorRef>> ofHandler(
      TypeElement owner, Optional<ExecutableElement> method, TypeMirror accepted, String name) {
    List<Written> written = new ArrayList<>();
    boolean valid = listed(owner, SwitchboardTypes.HANDLES, written);
    if (method.isPresent()) {
      valid &= listed(method.get(), SwitchboardTypes.HANDLES, written);
    }
    Bindings bindings = new Bindings(written);
    valid &= bindings.on(owner);
    if (method.isPresent()) {
      valid &= bindings.on(method.get());
    }
    return resolve(written, valid, Optional.of(types.erasure(accepted)), name);
  }

  /** The interceptors the dispatcher declaration {@code dispatcher} puts around its handlers. */
  Validation<List<InterceptorRef>> ofDispatcher(TypeElement dispatcher) {
    List<Written> written = new ArrayList<>();
    boolean valid = listed(dispatcher, SwitchboardTypes.EVENT_DISPATCHER, written);
    valid &= new Bindings(written).on(dispatcher);
    return resolve(
        written, valid, Optional.empty(), dispatcher.getQualifiedName().toString());
  }

  /**
   * The interceptors of the binding annotations on {@link SwitchboardTypes#DEFAULT_BINDINGS}, when a
   * library that {@code dispatcher}'s module reads declares it; none otherwise.
   */
  Validation<List<InterceptorRef>> ofClassPathDefaults(TypeElement dispatcher) {
    Optional<TypeElement> found = new VisibleTypes(elements)
        .first(Optional.of(dispatcher), SwitchboardTypes.DEFAULT_BINDINGS);
    if (found.isEmpty()) {
      return new Validation.Valid<>(List.of());
    }
    TypeElement defaults = found.get();
    List<Written> written = new ArrayList<>();
    boolean valid = new Bindings(written).on(defaults);
    return resolve(written, valid, Optional.empty(), SwitchboardTypes.DEFAULT_BINDINGS);
  }

  private Validation<List<InterceptorRef>> resolve(
      List<Written> written, boolean listedWell, Optional<TypeMirror> accepted, String name) {
    boolean valid = listedWell;
    List<InterceptorRef> interceptors = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Written each : written) {
      Validation<InterceptorRef> checked = interceptor(each);
      if (checked instanceof Validation.Deferred<InterceptorRef> deferred) {
        return deferred.retyped();
      }
      if (!(checked instanceof Validation.Valid<InterceptorRef> ok)) {
        valid = false;
        continue;
      }
      InterceptorRef interceptor = ok.model();
      if (accepted.isPresent() && !accepts(interceptor, accepted.get())) {
        diagnostics.report(
            Message.INTERCEPTOR_NOT_APPLICABLE,
            each.site(),
            each.annotation(),
            each.value(),
            interceptor,
            interceptor.accepts(),
            name,
            accepted.get());
        valid = false;
      } else if (!seen.add(interceptor.type().qualifiedName())) {
        diagnostics.report(
            Message.INTERCEPTOR_REPEATED,
            each.site(),
            each.annotation(),
            each.value(),
            interceptor,
            name);
        valid = false;
      } else {
        interceptors.add(interceptor);
      }
    }
    return new Validation.Valid<>(List.copyOf(interceptors)).validIf(valid);
  }

  /** Whether {@code interceptor}'s events include those of type {@code accepted}. */
  private boolean accepts(InterceptorRef interceptor, TypeMirror accepted) {
    TypeElement type = elements.getTypeElement(interceptor.accepts().qualifiedName());
    return type != null && types.isSubtype(accepted, types.erasure(type.asType()));
  }

  /** Adds the {@code interceptors} of {@code annotation} on {@code site}; false when malformed. */
  private boolean listed(Element site, String annotation, List<Written> written) {
    Optional<AnnotationMirror> mirror = Annotations.find(site, annotation);
    if (mirror.isEmpty()) {
      return true;
    }
    Optional<AnnotationValue> value =
        Annotations.optionalValue(elements, mirror.get(), "interceptors");
    if (value.isEmpty()) {
      return true; // an older annotations jar, without the member
    }
    if (!(value.get().getValue() instanceof List<?> literals)) {
      return false; // javac reports the malformed value
    }
    for (Object literal : literals) {
      written.add(new Written(site, mirror.get(), (AnnotationValue) literal));
    }
    return true;
  }

  /**
   * The annotations on {@code site}, with, for a class, the {@code @Inherited} ones of its
   * superclasses that it does not declare itself, nearest first: what reflection shows on it.
   */
  private static List<AnnotationMirror> annotationsOf(Element site) {
    List<AnnotationMirror> annotations = new ArrayList<>(site.getAnnotationMirrors());
    if (!(site instanceof TypeElement type)) {
      return annotations;
    }
    Set<String> present = new HashSet<>();
    for (AnnotationMirror annotation : annotations) {
      present.add(annotation.getAnnotationType().toString());
    }
    TypeMirror superclass = type.getSuperclass();
    Set<String> visited = new HashSet<>();
    while (superclass instanceof DeclaredType declared
        && declared.asElement() instanceof TypeElement parent
        && visited.add(parent.getQualifiedName().toString())) {
      for (AnnotationMirror annotation : parent.getAnnotationMirrors()) {
        Element annotationType = annotation.getAnnotationType().asElement();
        if (Annotations.find(annotationType, INHERITED).isPresent()
            && present.add(annotation.getAnnotationType().toString())) {
          annotations.add(annotation);
        }
      }
      superclass = parent.getSuperclass();
    }
    return annotations;
  }

  /**
   * The interceptors of the binding annotations on the sites it is given, added to one list in the
   * order written. An annotation whose type is no type is passed over: a class compiled now waits
   * for it before it is validated ({@code completion.UnresolvedAnnotations}), so here it is one that
   * a class file names and the class path lacks, or one the compiler reports.
   */
  private final class Bindings {
    private final List<Written> written;

    Bindings(List<Written> written) {
      this.written = written;
    }

    /**
     * Adds the interceptors of the binding annotations on {@code site}, in the order written:
     * those a class inherits from its superclasses by {@code @Inherited} after its own, and through
     * each annotation, those of the binding annotations on its type (a composed annotation, or a
     * binding on a binding, as CDI allows). False when one names none or is of {@code SOURCE}
     * retention.
     */
    boolean on(Element site) {
      boolean valid = true;
      for (AnnotationMirror use : repeated(annotationsOf(site))) {
        if (unresolved(use)) {
          continue;
        }
        if (use.getAnnotationType().asElement() instanceof TypeElement annotationType) {
          valid &= carried(site, use, annotationType, new HashSet<>());
        }
      }
      return valid;
    }

    /**
     * {@code annotations}, each container of a repeatable annotation replaced by the annotations it
     * holds, as written: a binding written twice is a binding twice, not a container that binds
     * nothing.
     */
    private List<AnnotationMirror> repeated(List<? extends AnnotationMirror> annotations) {
      List<AnnotationMirror> all = new ArrayList<>();
      for (AnnotationMirror annotation : annotations) {
        List<AnnotationMirror> held = held(annotation);
        if (held.isEmpty()) {
          all.add(annotation);
        } else {
          all.addAll(held);
        }
      }
      return all;
    }

    /** The annotations {@code container} holds when it contains a repeatable one; else none. */
    private List<AnnotationMirror> held(AnnotationMirror container) {
      if (unresolved(container)) {
        return List.of();
      }
      Optional<AnnotationValue> value = Annotations.optionalValue(elements, container, "value");
      if (value.isEmpty() || !(value.get().getValue() instanceof List<?> values)) {
        return List.of();
      }
      List<AnnotationMirror> held = new ArrayList<>();
      for (Object each : values) {
        if (!(each instanceof AnnotationValue element)
            || !(element.getValue() instanceof AnnotationMirror annotation)
            || !repeatableIn(annotation, container)) {
          return List.of();
        }
        held.add(annotation);
      }
      return held;
    }

    /** Whether {@code annotation}'s type is {@code @Repeatable} with {@code container}'s type. */
    private boolean repeatableIn(AnnotationMirror annotation, AnnotationMirror container) {
      Optional<AnnotationMirror> repeatable =
          Annotations.find(annotation.getAnnotationType().asElement(), REPEATABLE);
      if (repeatable.isEmpty()) {
        return false;
      }
      Optional<AnnotationValue> containerType =
          Annotations.optionalValue(elements, repeatable.get(), "value");
      return containerType.isPresent()
          && containerType.get().getValue() instanceof TypeMirror type
          && types.isSameType(type, container.getAnnotationType());
    }

    private static boolean unresolved(AnnotationMirror annotation) {
      return annotation.getAnnotationType().getKind() == TypeKind.ERROR;
    }

    /**
     * Adds the interceptors {@code annotationType}, written as {@code use} on {@code site},
     * carries: its own {@code @InterceptorBinding}'s, then those of the annotations on it, depth
     * first, each type once. False when a binding names none, or an annotation that carries one is
     * of {@code SOURCE} retention.
     */
    private boolean carried(
        Element site, AnnotationMirror use, TypeElement annotationType, Set<String> visited) {
      String name = annotationType.getQualifiedName().toString();
      if (name.startsWith("java.") || !visited.add(name)) {
        return true;
      }
      boolean valid = true;
      int before = written.size();
      Optional<AnnotationMirror> binding =
          Annotations.find(annotationType, SwitchboardTypes.INTERCEPTOR_BINDING);
      if (binding.isPresent()) {
        List<? extends AnnotationValue> values =
            Annotations.values(elements, binding.get(), "value");
        if (values.isEmpty()) {
          diagnostics.report(Message.INTERCEPTOR_BINDING_EMPTY, site, use, annotationType);
          valid = false;
        }
        for (AnnotationValue value : values) {
          written.add(new Written(site, use, value));
        }
      }
      for (AnnotationMirror meta : repeated(annotationType.getAnnotationMirrors())) {
        if (!unresolved(meta)
            && meta.getAnnotationType().asElement() instanceof TypeElement metaType) {
          valid &= carried(site, use, metaType, visited);
        }
      }
      Retention retention = annotationType.getAnnotation(Retention.class);
      if ((binding.isPresent() || written.size() > before)
          && retention != null
          && retention.value() == RetentionPolicy.SOURCE) {
        diagnostics.reportOnce(
            Message.INTERCEPTOR_BINDING_SOURCE_RETENTION,
            annotationType,
            annotationType,
            binding.isPresent() ? "is an @InterceptorBinding" : "carries interceptor bindings");
        valid = false;
      }
      return valid;
    }
  }

  /** The interceptor class a class literal names, checked; deferred while it is no type yet. */
  private Validation<InterceptorRef> interceptor(Written written) {
    Object literal = written.value().getValue();
    if (!(literal instanceof TypeMirror type) || type.getKind() == TypeKind.ERROR) {
      return new Validation.Deferred<>(
          literal instanceof TypeMirror ? literal.toString() : UNRESOLVED_LITERAL);
    }
    Optional<String> problem = Optional.empty();
    TypeElement element = null;
    if (type.getKind() != TypeKind.DECLARED) {
      problem = Optional.of("is not a class");
    } else {
      element = (TypeElement) types.asElement(type);
      problem = problem(element);
    }
    DeclaredType supertype = null;
    if (problem.isEmpty()) {
      Supertypes.Search search =
          Supertypes.find(types, element.asType(), SwitchboardTypes.INTERCEPTOR);
      if (search instanceof Supertypes.Search.Incomplete incomplete) {
        return new Validation.Deferred<>(incomplete.missingType());
      }
      if (search instanceof Supertypes.Search.Found found) {
        supertype = found.supertype();
      } else {
        problem = Optional.of("does not implement dev.switchboard.Interceptor");
      }
    }
    TypeElement accepts = elements.getTypeElement("java.lang.Object");
    if (supertype != null && !supertype.getTypeArguments().isEmpty()) {
      TypeMirror argument = supertype.getTypeArguments().get(0);
      if (argument.getKind() == TypeKind.ERROR) {
        return new Validation.Deferred<>(argument.toString());
      }
      TypeMirror erased = types.erasure(argument);
      if (erased.getKind() == TypeKind.DECLARED) {
        accepts = (TypeElement) types.asElement(erased);
      } else {
        problem = Optional.of("intercepts events of " + argument + ", which is not a class");
      }
    }
    if (problem.isPresent()) {
      diagnostics.report(
          Message.INTERCEPTOR_INVALID,
          written.site(),
          written.annotation(),
          written.value(),
          type,
          problem.get());
      return new Validation.Invalid<>();
    }
    return new Validation.Valid<>(new InterceptorRef(
        TypeRefs.of(element),
        TypeRefs.of(accepts),
        new HandlerValidator(elements, types, diagnostics).noArgConstructor(element)));
  }

  /** Why the class {@code element} cannot be instantiated once and held by a dispatcher, if so. */
  private static Optional<String> problem(TypeElement element) {
    if (element.getKind() != ElementKind.CLASS && element.getKind() != ElementKind.RECORD) {
      return Optional.of("is not a class");
    }
    if (element.getModifiers().contains(Modifier.ABSTRACT)) {
      return Optional.of("is abstract");
    }
    if (!element.getTypeParameters().isEmpty()) {
      return Optional.of("declares type parameters " + element.getTypeParameters());
    }
    if (TypeRefs.inner(element)) {
      return Optional.of("is an inner class");
    }
    if (TypeRefs.privateSomewhere(element)) {
      return Optional.of("is private to " + TypeRefs.topLevel(element));
    }
    return Optional.empty();
  }
}
