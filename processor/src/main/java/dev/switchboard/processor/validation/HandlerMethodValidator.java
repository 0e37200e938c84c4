package dev.switchboard.processor.validation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.Constructors;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.HandlerMethod;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.HandlerModel.NoArgConstructor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Checks the {@code @Handles} methods a class declares and turns each into a {@link HandlerModel}.
 *
 * <p>A handler method is an instance method of a concrete, non-generic top-level or static nested
 * class, not private, with one parameter whose class is the event type (or a supertype of every
 * event its {@code @Handles} lists), returning {@code void} and declaring no checked exception.
 * Only the class that declares the method owns it: a subclass inherits no routes, so one method is
 * never called for two instances.
 */
public final class HandlerMethodValidator {
  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  public HandlerMethodValidator(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  /** The {@code @Handles} methods {@code owner} declares, in declaration order. */
  public static List<ExecutableElement> handlerMethods(TypeElement owner) {
    List<ExecutableElement> methods = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      if (Annotations.find(method, SwitchboardTypes.HANDLES).isPresent()) {
        methods.add(method);
      }
    }
    return methods;
  }

  /** The handler methods of {@code owner}, sorted; invalid when one of them was reported. */
  public Validation<List<HandlerModel>> validate(TypeElement owner) {
    List<HandlerModel> handlers = new ArrayList<>();
    boolean valid = true;
    Optional<String> ownerProblem = ownerProblem(owner);
    List<ExecutableElement> methods = handlerMethods(owner);
    NoArgConstructor constructor = methods.isEmpty() || ownerProblem.isPresent()
        ? NoArgConstructor.NONE
        : new HandlerValidator(elements, types, diagnostics).noArgConstructor(owner);
    for (ExecutableElement method : methods) {
      AnnotationMirror handles =
          Annotations.find(method, SwitchboardTypes.HANDLES).orElseThrow();
      String name = owner.getQualifiedName() + "#" + method.getSimpleName();
      if (ownerProblem.isPresent()) {
        diagnostics.report(
            Message.HANDLER_METHOD_OWNER, method, handles, name, ownerProblem.get(), owner);
        valid = false;
        continue;
      }
      Optional<TypeElement> privateClass = TypeRefs.privateClass(owner);
      if (privateClass.isPresent()) {
        diagnostics.report(
            Message.HANDLER_PRIVATE,
            method,
            handles,
            owner,
            TypeRefs.topLevel(owner),
            privateClass.get());
        valid = false;
        continue;
      }
      Validation<HandlerModel> checked = validate(owner, method, handles, name, constructor);
      if (checked instanceof Validation.Deferred<HandlerModel> deferred) {
        return deferred.retyped();
      }
      if (checked instanceof Validation.Valid<HandlerModel> ok) {
        handlers.add(ok.model());
      } else {
        valid = false;
      }
    }
    handlers.sort(null);
    return valid ? new Validation.Valid<>(List.copyOf(handlers)) : new Validation.Invalid<>();
  }

  /** Why no dispatcher can hold an instance of {@code owner}: "abstract class", "interface"... */
  private static Optional<String> ownerProblem(TypeElement owner) {
    if (owner.getKind() != ElementKind.CLASS && owner.getKind() != ElementKind.RECORD) {
      return Optional.of(TypeRefs.kindWord(owner));
    }
    if (owner.getModifiers().contains(Modifier.ABSTRACT)) {
      return Optional.of("an abstract class");
    }
    if (TypeRefs.inner(owner)) {
      return Optional.of("an inner class");
    }
    if (!owner.getTypeParameters().isEmpty()) {
      return Optional.of("a generic class");
    }
    return Optional.empty();
  }

  /** {@code constructor}: what a factory finds in {@code owner}, shared by its handler methods. */
  private Validation<HandlerModel> validate(
      TypeElement owner,
      ExecutableElement method,
      AnnotationMirror handles,
      String name,
      NoArgConstructor constructor) {
    boolean valid = true;
    if (method.getModifiers().contains(Modifier.STATIC)) {
      diagnostics.report(Message.HANDLER_METHOD_STATIC, method, handles, name);
      valid = false;
    }
    if (method.getModifiers().contains(Modifier.PRIVATE)) {
      diagnostics.report(Message.HANDLER_METHOD_PRIVATE, method, handles, name);
      valid = false;
    }
    if (!method.getTypeParameters().isEmpty()) {
      diagnostics.report(
          Message.HANDLER_METHOD_GENERIC,
          method,
          handles,
          name,
          method.getTypeParameters().stream()
              .map(parameter -> parameter.getSimpleName().toString())
              .collect(Collectors.joining(", ")));
      valid = false;
    }
    TypeMirror returned = method.getReturnType();
    if (returned.getKind() == TypeKind.ERROR) {
      return new Validation.Deferred<>(returned.toString());
    }
    if (returned.getKind() != TypeKind.VOID) {
      diagnostics.report(Message.HANDLER_METHOD_RETURNS, method, handles, name, returned);
      valid = false;
    }
    for (TypeMirror thrown : method.getThrownTypes()) {
      if (thrown.getKind() == TypeKind.ERROR) {
        return new Validation.Deferred<>(thrown.toString());
      }
    }
    List<TypeMirror> checkedExceptions =
        new Constructors(elements, types).checkedExceptions(method);
    if (!checkedExceptions.isEmpty()) {
      diagnostics.report(
          Message.HANDLER_METHOD_THROWS, method, handles, name, checkedExceptions.get(0));
      valid = false;
    }
    if (method.getParameters().size() != 1) {
      diagnostics.report(
          Message.HANDLER_METHOD_PARAMETERS,
          method,
          handles,
          name,
          method.getParameters().size());
      return new Validation.Invalid<>();
    }
    TypeMirror parameter = method.getParameters().get(0).asType();
    if (parameter.getKind() == TypeKind.ERROR) {
      return new Validation.Deferred<>(parameter.toString());
    }
    Optional<String> unusable = unusableParameter(parameter);
    if (unusable.isPresent()) {
      diagnostics.report(
          Message.HANDLER_METHOD_PARAMETER_TYPE,
          method.getParameters().get(0),
          name,
          parameter,
          unusable.get());
      return new Validation.Invalid<>();
    }
    boolean declaredWell = valid;
    return new HandledEvents(elements, types, diagnostics)
        .read(method, handles)
        .flatMap(
            listed -> validate(owner, method, handles, name, constructor, declaredWell, listed));
  }

  /** Checks the events {@code method} lists against its parameter, a usable event type. */
  private Validation<HandlerModel> validate(
      TypeElement owner,
      ExecutableElement method,
      AnnotationMirror handles,
      String name,
      NoArgConstructor constructor,
      boolean declaredWell,
      HandledEvents.Listed listed) {
    TypeMirror parameter = method.getParameters().get(0).asType();
    TypeElement parameterClass = (TypeElement) types.asElement(parameter);
    boolean valid = declaredWell & listed.valid();
    List<TypeElement> events = new ArrayList<>(listed.events());
    if (events.isEmpty() && listed.values().isEmpty()) {
      events.add(parameterClass);
    }
    for (int i = 0; i < listed.events().size(); i++) {
      TypeElement event = listed.events().get(i);
      AnnotationValue value = listed.values().get(i);
      if (!types.isSubtype(types.erasure(event.asType()), types.erasure(parameter))) {
        diagnostics.report(
            Message.EVENT_NOT_ACCEPTED_BY_METHOD, method, handles, value, name, event, parameter);
        valid = false;
      }
    }
    Validation<List<ClassName>> targets =
        new DispatcherTargets(elements, types, diagnostics).check(method, handles, events, name);
    Validation<List<ClassName>> checked = targets.validIf(valid);
    return checked.and(
        () -> new InterceptorLists(elements, types, diagnostics)
            .ofHandler(owner, Optional.of(method), parameter, name),
        (dispatchers, interceptors) -> {
          HandlerMethod handlerMethod = new HandlerMethod(
              method.getSimpleName().toString(),
              TypeRefs.of(parameterClass),
              TypeName.get(parameter),
              method.getModifiers().contains(Modifier.PUBLIC));
          return new HandlerModel(
              TypeRefs.of(owner),
              TypeRefs.ofAll(events),
              constructor,
              dispatchers,
              (Integer) Annotations.value(elements, handles, "priority").getValue(),
              Optional.of(handlerMethod),
              interceptors);
        });
  }

  /** Why {@code parameter} cannot be an event type, if it cannot. */
  private static Optional<String> unusableParameter(TypeMirror parameter) {
    if (parameter.getKind() != TypeKind.DECLARED) {
      return Optional.of("events are classes or interfaces");
    }
    DeclaredType declared = (DeclaredType) parameter;
    if (declared.asElement().getKind() == ElementKind.ANNOTATION_TYPE) {
      return Optional.of("annotation types are not events");
    }
    if (TypeRefs.privateSomewhere((TypeElement) declared.asElement())) {
      return Optional.of("it is private, so no generated dispatcher can name it");
    }
    if (!TypeRefs.reifiable(declared)) {
      return Optional.of(
          "its type arguments are erased at run time, so no dispatcher can tell them apart");
    }
    return Optional.empty();
  }
}
