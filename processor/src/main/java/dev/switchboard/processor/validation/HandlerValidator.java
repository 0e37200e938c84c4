package dev.switchboard.processor.validation;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.kotlin.KotlinObjects;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.Constructors;
import dev.switchboard.processor.lang.Supertypes;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.HandlerModel.NoArgConstructor;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Checks one {@code @Handles} class and turns it into a {@link HandlerModel}. */
public final class HandlerValidator {
  /** What a deferral names when javac gives no type for a class literal, only an error value. */
  static final String UNRESOLVED_LITERAL = "a class named in @Handles";

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  public HandlerValidator(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  public Validation<HandlerModel> validate(TypeElement handler) {
    AnnotationMirror handles =
        Annotations.find(handler, SwitchboardTypes.HANDLES).orElseThrow();
    if (handler.getKind() != ElementKind.CLASS && handler.getKind() != ElementKind.RECORD) {
      diagnostics.report(
          Message.HANDLER_KIND, handler, handles, TypeRefs.kindWord(handler), handler);
      return new Validation.Invalid<>();
    }
    boolean shaped = checkShape(handler, handles);
    return new HandledEvents(elements, types, diagnostics)
        .read(handler, handles)
        .flatMap(listed -> validate(handler, handles, shaped, listed));
  }

  /** Checks the events {@code handler} lists against the events its {@code Handler} accepts. */
  private Validation<HandlerModel> validate(
      TypeElement handler, AnnotationMirror handles, boolean shaped, HandledEvents.Listed listed) {
    boolean valid = shaped & listed.valid();
    List<TypeElement> events = listed.events();
    List<AnnotationValue> eventValues = listed.values();
    if (events.isEmpty() && listed.valid()) {
      diagnostics.report(Message.EVENTS_EMPTY, handler, handles);
      valid = false;
    }

    Supertypes.Search search = Supertypes.find(types, handler.asType(), SwitchboardTypes.HANDLER);
    if (search instanceof Supertypes.Search.Incomplete incomplete) {
      return new Validation.Deferred<>(incomplete.missingType());
    }
    String example =
        events.isEmpty() ? "MyEvent" : events.get(0).getSimpleName().toString();
    if (search instanceof Supertypes.Search.Absent) {
      diagnostics.report(Message.NOT_A_HANDLER, handler, handles, handler, example);
      return new Validation.Invalid<>();
    }
    DeclaredType handlerType = ((Supertypes.Search.Found) search).supertype();
    if (handlerType.getTypeArguments().isEmpty()) {
      diagnostics.report(Message.RAW_HANDLER, handler, handles, handler, example);
      return new Validation.Invalid<>();
    }
    TypeMirror accepted = handlerType.getTypeArguments().get(0);
    if (accepted.getKind() == TypeKind.ERROR) {
      return new Validation.Deferred<>(accepted.toString());
    }
    for (int i = 0; i < events.size(); i++) {
      if (!types.isSubtype(types.erasure(events.get(i).asType()), types.erasure(accepted))) {
        diagnostics.report(
            Message.EVENT_NOT_ACCEPTED,
            handler,
            handles,
            eventValues.get(i),
            handler,
            events.get(i),
            accepted);
        valid = false;
      }
    }
    Validation<List<ClassName>> targets = new DispatcherTargets(elements, types, diagnostics)
        .check(handler, handles, events, handler);
    return targets
        .validIf(valid)
        .and(
            () -> new InterceptorLists(elements, types, diagnostics)
                .ofHandler(
                    handler,
                    Optional.empty(),
                    accepted,
                    handler.getQualifiedName().toString()),
            (dispatchers, interceptors) -> new HandlerModel(
                TypeRefs.of(handler),
                TypeRefs.ofAll(events),
                noArgConstructor(handler),
                dispatchers,
                (Integer) Annotations.value(elements, handles, "priority").getValue(),
                Optional.empty(),
                interceptors));
  }

  /** Checks what makes a class usable as a handler instance, whatever it handles. */
  private boolean checkShape(TypeElement handler, AnnotationMirror handles) {
    boolean valid = true;
    if (handler.getModifiers().contains(Modifier.ABSTRACT)) {
      diagnostics.report(Message.HANDLER_ABSTRACT, handler, handles, handler);
      valid = false;
    }
    if (TypeRefs.inner(handler)) {
      diagnostics.report(
          Message.HANDLER_INNER, handler, handles, handler, handler.getEnclosingElement());
      valid = false;
    }
    Optional<TypeElement> privateClass = TypeRefs.privateClass(handler);
    if (privateClass.isPresent()) {
      diagnostics.report(
          Message.HANDLER_PRIVATE,
          handler,
          handles,
          handler,
          TypeRefs.topLevel(handler),
          privateClass.get());
      valid = false;
    }
    if (!handler.getTypeParameters().isEmpty()) {
      diagnostics.report(
          Message.HANDLER_GENERIC, handler, handles, handler, handler.getTypeParameters());
      valid = false;
    }
    return valid;
  }

  /** What a factory finds when it calls the no-argument constructor of {@code type}. */
  NoArgConstructor noArgConstructor(TypeElement type) {
    if (KotlinObjects.isCompanion(type)) {
      return NoArgConstructor.KOTLIN_COMPANION;
    }
    Optional<ExecutableElement> constructor = Constructors.noArg(type);
    if (constructor.isEmpty()) {
      return NoArgConstructor.NONE;
    }
    Set<Modifier> modifiers = constructor.get().getModifiers();
    if (modifiers.contains(Modifier.PRIVATE)) {
      return KotlinObjects.hasInstanceField(type, types)
          ? NoArgConstructor.KOTLIN_OBJECT
          : NoArgConstructor.PRIVATE;
    }
    if (!new Constructors(elements, types).checkedExceptions(constructor.get()).isEmpty()) {
      return NoArgConstructor.THROWS_CHECKED;
    }
    return modifiers.contains(Modifier.PUBLIC) ? NoArgConstructor.PUBLIC : NoArgConstructor.PACKAGE;
  }
}
