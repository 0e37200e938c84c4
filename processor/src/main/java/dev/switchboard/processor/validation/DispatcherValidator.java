package dev.switchboard.processor.validation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.Constructors;
import dev.switchboard.processor.lang.Supertypes;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.DispatchSemantics;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherDeclaration.Factory;
import dev.switchboard.processor.model.GeneratedNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Checks one {@code @EventDispatcher} declaration and turns it into a {@link DispatcherDeclaration}. */
public final class DispatcherValidator {
  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  public DispatcherValidator(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  public Validation<DispatcherDeclaration> validate(TypeElement type) {
    AnnotationMirror annotation =
        Annotations.find(type, SwitchboardTypes.EVENT_DISPATCHER).orElseThrow();
    boolean isInterface = type.getKind() == ElementKind.INTERFACE;
    boolean isAbstractClass =
        type.getKind() == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT);
    if (!isInterface && !isAbstractClass) {
      diagnostics.report(Message.DISPATCHER_KIND, type, annotation, TypeRefs.kindWord(type), type);
      return new Validation.Invalid<>();
    }
    boolean valid = true;
    if (TypeRefs.privateSomewhere(type)) {
      diagnostics.report(Message.DISPATCHER_NOT_ACCESSIBLE, type, annotation, type, "private");
      valid = false;
    } else if (TypeRefs.inner(type)) {
      diagnostics.report(
          Message.DISPATCHER_NOT_ACCESSIBLE, type, annotation, type, "an inner class");
      valid = false;
    }
    if (!type.getTypeParameters().isEmpty()) {
      diagnostics.report(
          Message.DISPATCHER_GENERIC, type, annotation, type, type.getTypeParameters());
      valid = false;
    }
    Optional<String> noConstructor =
        isAbstractClass ? superConstructorObstacle(type) : Optional.empty();
    if (noConstructor.isPresent()) {
      diagnostics.report(
          Message.DISPATCHER_NO_CONSTRUCTOR, type, annotation, type, noConstructor.get());
      valid = false;
    }
    // Reported once the root type is known, which an abstract dispatch(event) is judged by and
    // SB307's hint names.
    List<ExecutableElement> abstractMethods = abstractMethodsNotGenerated(type);
    Supertypes.Search search = Supertypes.find(types, type.asType(), SwitchboardTypes.DISPATCHER);
    if (search instanceof Supertypes.Search.Incomplete incomplete) {
      return new Validation.Deferred<>(incomplete.missingType());
    }
    if (search instanceof Supertypes.Search.Absent) {
      diagnostics.report(Message.NOT_A_DISPATCHER, type, annotation, type);
      reportAbstract(type, abstractMethods, Optional.empty());
      return new Validation.Invalid<>();
    }
    DeclaredType dispatcher = ((Supertypes.Search.Found) search).supertype();
    if (dispatcher.getTypeArguments().isEmpty()) {
      diagnostics.report(
          Message.DISPATCHER_ROOT_INVALID, type, annotation, type, "the raw type Dispatcher");
      reportAbstract(type, abstractMethods, Optional.empty());
      return new Validation.Invalid<>();
    }
    TypeMirror root = dispatcher.getTypeArguments().get(0);
    if (root.getKind() == TypeKind.ERROR) {
      return new Validation.Deferred<>(root.toString());
    }
    if (root.getKind() != TypeKind.DECLARED) {
      diagnostics.report(Message.DISPATCHER_ROOT_INVALID, type, annotation, type, root);
      reportAbstract(type, abstractMethods, Optional.empty());
      return new Validation.Invalid<>();
    }
    valid &= reportAbstract(type, abstractMethods, Optional.of(root));
    Optional<TypeElement> unreachable = TypeRefs.unreachableIn(
        root, elements.getPackageOf(type).getQualifiedName().toString());
    if (unreachable.isPresent()) {
      diagnostics.report(
          Message.DISPATCHER_ROOT_NOT_ACCESSIBLE, type, annotation, type, root, unreachable.get());
      return new Validation.Invalid<>();
    }
    Validation<Factory> factory =
        AnnotationConstant.read(elements, diagnostics, Factory.class, type, annotation, "factory");
    if (factory instanceof Validation.Deferred<Factory> deferred) {
      return deferred.retyped();
    }
    valid &= factory instanceof Validation.Valid<Factory>;
    Optional<AnnotationValue> nameValue = Annotations.optionalValue(elements, annotation, "name");
    String name = nameValue.isPresent() ? String.valueOf(nameValue.get().getValue()) : "";
    if (!name.isEmpty() && !GeneratedNames.validSimpleName(name)) {
      diagnostics.report(
          Message.DISPATCHER_NAME_INVALID,
          type,
          annotation,
          Annotations.optionalValue(elements, annotation, "name").orElse(null),
          name,
          type);
      valid = false;
    }
    Validation<DispatchSemantics> semantics =
        new SemanticsValidator(elements, types, diagnostics).validate(type, annotation);
    boolean checked = valid;
    return semantics.flatMap(options -> factory
        .validIf(checked)
        .flatMap(factoryMode -> declare(type, isInterface, root, name, factoryMode, options)));
  }

  /** The declaration of a valid dispatcher, unless what it generates clashes with its members. */
  private Validation<DispatcherDeclaration> declare(
      TypeElement type,
      boolean isInterface,
      TypeMirror root,
      String name,
      Factory factoryMode,
      DispatchSemantics options) {
    ClassName declared = ClassName.get(type);
    ClassName generated = GeneratedNames.of(declared, name);
    if (!new GeneratedMemberClashes(elements, types, diagnostics)
        .check(type, root, generated, factoryMode)) {
      return new Validation.Invalid<>();
    }
    InterceptorLists lists = new InterceptorLists(elements, types, diagnostics);
    return lists
        .ofDispatcher(type)
        .and(
            () -> lists.ofClassPathDefaults(type),
            (interceptors, defaults) -> new DispatcherDeclaration(
                Optional.of(declared),
                isInterface,
                generated,
                TypeName.get(root),
                TypeRefs.of((TypeElement) types.asElement(root)),
                factoryMode,
                options,
                cannotBeExtended((TypeElement) types.asElement(root)),
                interceptors,
                defaults));
  }

  /**
   * A final class, a record or an enum: no class extends it (an enum with constant bodies is the one
   * exception, which ecj does not warn about; treating it alike costs an unneeded suppression only).
   */
  private static boolean cannotBeExtended(TypeElement root) {
    return root.getModifiers().contains(Modifier.FINAL)
        || root.getKind() == ElementKind.RECORD
        || root.getKind() == ElementKind.ENUM;
  }

  /**
   * The abstract methods of {@code type} but handlerFor and withDeadLetters, which the generated
   * class implements (GeneratedMemberClashes checks their signatures), and Object's, which are
   * implemented already.
   */
  private List<ExecutableElement> abstractMethodsNotGenerated(TypeElement type) {
    List<ExecutableElement> found = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (method.getModifiers().contains(Modifier.ABSTRACT)
          && !implementedByGeneratedCode(method)) {
        found.add(method);
      }
    }
    return found;
  }

  /**
   * Reports each of {@code abstractMethods} the generated class cannot implement, naming {@code
   * root} in the hint; without a root, an abstract {@code dispatch(event)} cannot be judged and is
   * left alone. Whether none was reported.
   */
  private boolean reportAbstract(
      TypeElement type, List<ExecutableElement> abstractMethods, Optional<TypeMirror> root) {
    boolean none = true;
    for (ExecutableElement method : abstractMethods) {
      boolean dispatch = method.getSimpleName().contentEquals("dispatch")
          && method.getParameters().size() == 1;
      if (dispatch && (root.isEmpty() || dispatchOfRoot(type, method, root.get()))) {
        continue;
      }
      diagnostics.report(
          Message.DISPATCHER_ABSTRACT_METHOD,
          method.getEnclosingElement().equals(type) ? method : type,
          type,
          method,
          root.<Object>map(r -> r).orElse("<root type>"));
      none = false;
    }
    return none;
  }

  /**
   * Whether abstract {@code method} of {@code type} is {@code void dispatch(R)}, {@code R} the root
   * type: the generated {@code dispatch} implements it, and calls through it take no cast.
   */
  private boolean dispatchOfRoot(TypeElement type, ExecutableElement method, TypeMirror root) {
    ExecutableType member = (ExecutableType) types.asMemberOf((DeclaredType) type.asType(), method);
    return method.getTypeParameters().isEmpty()
        && !method.isVarArgs()
        && member.getReturnType().getKind() == TypeKind.VOID
        && types.isSameType(member.getParameterTypes().get(0), root);
  }

  private static boolean implementedByGeneratedCode(ExecutableElement method) {
    String name = method.getSimpleName().toString();
    int arity = method.getParameters().size();
    return (name.equals("handlerFor") && arity == 1)
        || (name.equals("withDeadLetters") && arity == 1)
        || (name.equals("equals") && arity == 1)
        || (name.equals("hashCode") && arity == 0)
        || (name.equals("toString") && arity == 0);
  }

  /** Why the generated subclass's constructors cannot call {@code super()}, if they cannot. */
  private Optional<String> superConstructorObstacle(TypeElement type) {
    Optional<ExecutableElement> constructor = Constructors.noArg(type);
    if (constructor.isEmpty()) {
      return Optional.of("it has none");
    }
    if (constructor.get().getModifiers().contains(Modifier.PRIVATE)) {
      return Optional.of("it is private");
    }
    List<TypeMirror> checked =
        new Constructors(elements, types).checkedExceptions(constructor.get());
    return checked.isEmpty()
        ? Optional.empty()
        : Optional.of("it declares checked exception " + checked.get(0));
  }
}
