package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.DISPATCHER;
import static dev.switchboard.processor.writing.RuntimeNames.HANDLER;
import static dev.switchboard.processor.writing.RuntimeNames.HANDLERS;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.DispatchMethod;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.FactoryMethod;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import dev.switchboard.processor.naming.InheritedMembers;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Turns a {@link DispatcherModel} into the source of its dispatcher class. */
public final class DispatcherWriter {

  private final Optional<ClassName> generatedAnnotation;
  private final Optional<ClassName> injectAnnotation;
  private final Elements elements;
  private final Optional<TypeElement> declared;
  private final InheritedMembers inherited;
  private final Set<String> suppressedWarnings;
  /** The model whose names {@link #modelNames} are ({@link ShadowedNames} is immutable). */
  private DispatcherModel namedModel;

  private ShadowedNames modelNames;

  /**
   * @param generatedAnnotation {@code javax.annotation.processing.Generated} when the generated code
   *     can see it
   * @param injectAnnotation the {@code @Inject} for the constructor, when a DI API is on the class path
   * @param elements where the names in scope in the generated class are looked up
   * @param declared the declaration the generated class implements or extends; empty for the default
   * @param suppressedWarnings the warnings its uses of the user's deprecated classes would cause
   */
  public DispatcherWriter(
      Optional<ClassName> generatedAnnotation,
      Optional<ClassName> injectAnnotation,
      Elements elements,
      Optional<TypeElement> declared,
      Set<String> suppressedWarnings) {
    this.generatedAnnotation = generatedAnnotation;
    this.injectAnnotation = injectAnnotation;
    this.elements = elements;
    this.declared = declared;
    this.inherited = InheritedMembers.of(declared);
    this.suppressedWarnings = Set.copyOf(suppressedWarnings);
  }

  /**
   * Why the class generated for {@code model} could not name one of the types it needs, when the
   * user's names hide it from every way of writing it ({@link ShadowedNames#unnameable}).
   */
  public Optional<String> unnameable(DispatcherModel model) {
    Set<ClassName> types = ShadowedNames.classNamesIn(referencedTypes(model, ownTypes(model)));
    types.add(model.declaration().generated());
    return names(model).unnameable(types);
  }

  /**
   * The Kotlin objects whose {@code INSTANCE} the generated {@code create()} would read but cannot
   * name, each with why: a field obscures a class on the way to it, and no import helps ({@link
   * ShadowedNames#unspellableQualifiers}). None when there is no {@code create()}.
   */
  public Map<HandlerModel, String> unreadableObjects(DispatcherModel model) {
    Map<HandlerModel, String> unreadable = new TreeMap<>();
    if (model.factory() == FactoryMethod.NONE || !hasNestedObject(model)) {
      return unreadable; // without working out the names again, which every compilation would pay
    }
    Map<ClassName, String> unspellable = names(model).unspellableQualifiers();
    for (HandlerModel handler : model.handlers()) {
      String why = unspellable.get(handler.type().name());
      if (why != null && handler.constructor() == HandlerModel.NoArgConstructor.KOTLIN_OBJECT) {
        unreadable.put(handler, why);
      }
    }
    return unreadable;
  }

  /** Whether a handler is a Kotlin object nested in another class: only such a one can be obscured. */
  private static boolean hasNestedObject(DispatcherModel model) {
    for (HandlerModel handler : model.handlers()) {
      if (handler.constructor() == HandlerModel.NoArgConstructor.KOTLIN_OBJECT
          && handler.type().name().enclosingClassName() != null) {
        return true;
      }
    }
    return false;
  }

  public JavaFile write(DispatcherModel model, List<? extends Element> originatingElements) {
    DispatcherDeclaration declaration = model.declaration();
    ShadowedNames names = names(model);
    Set<String> taken = namesToLeaveFree(model, names);
    VariableNames variables = VariableNames.choose(taken);
    taken.addAll(VariableNames.BESIDE_HANDLERS);
    WriterContext context = new WriterContext(
        model,
        Layout.of(model),
        names,
        new MemberNames(inherited, declaration.generated(), typeNames(model)),
        variables,
        HandlerVariables.of(model, taken),
        taken);
    CallWriter calls = new CallWriter(context);
    DispatchCases cases = DispatchCases.of(context, calls);
    DispatchSwitch dispatch = new DispatchSwitch(context, cases, calls);
    TypedDispatch typedDispatch = new TypedDispatch(context, calls, dispatch);

    TypeSpec.Builder type = TypeSpec.classBuilder(declaration.generated())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(
            model instanceof BroadcastDispatcher broadcast
                ? BroadcastTable.javadoc(broadcast, names)
                : javadoc((ExclusiveDispatcher) model, names))
        .addJavadoc(footnote(model));
    GeneratedAnnotations.addTo(type, generatedAnnotation);
    if (!suppressedWarnings.isEmpty()) {
      type.addAnnotation(AnnotationSpec.builder(RuntimeNames.SUPPRESS_WARNINGS)
          .addMember("value", "{$L}", quoted(new TreeSet<>(suppressedWarnings)))
          .build());
    }
    if (declaration.declared().isEmpty()) {
      type.addSuperinterface(
          ParameterizedTypeName.get(DISPATCHER, names.spelled(declaration.root())));
    } else if (model.dispatchMethod() == DispatchMethod.INHERITED) {
      type.superclass(ParameterizedTypeName.get(
              names.spelled(RuntimeNames.GENERATED_DISPATCHER), names.spelled(declaration.root())))
          .addSuperinterface(names.spelled(declaration.declared().get()));
    } else if (declaration.declaredIsInterface()) {
      type.addSuperinterface(names.spelled(declaration.declared().get()));
    } else {
      type.superclass(names.spelled(declaration.declared().get()));
    }
    for (Element element : originatingElements) {
      type.addOriginatingElement(element);
    }
    names.applyTo(type);

    type.addField(FieldSpec.builder(ROUTE_TABLE, variables.routes(), Modifier.PRIVATE)
        .addJavadoc(
            "Set by the constructor, and by {@code withDeadLetters} in the copy it returns.\n")
        .build());
    DirectCalls directCalls = DirectCalls.of(context);
    new Construction(context, injectAnnotation, directCalls)
        .addTo(type, cases, dispatch, typedDispatch);
    type.addMethod(
        handlerFor(declaration, typedVariable(model), typedDispatch, names, variables.event()));
    dispatch.addTo(type);
    typedDispatch.addTo(type);
    directCalls.addTo(type);

    return names
        .applyTo(JavaFile.builder(declaration.packageName(), type.build()))
        .build();
  }

  private static MethodSpec handlerFor(
      DispatcherDeclaration declaration,
      String variable,
      TypedDispatch typedDispatch,
      ShadowedNames names,
      String eventParameter) {
    TypeName root = names.spelled(declaration.root());
    TypeVariableName event = root.equals(ClassName.OBJECT)
        ? TypeVariableName.get(variable)
        : TypeVariableName.get(variable, root);
    MethodSpec.Builder method = Overrides.mark(MethodSpec.methodBuilder("handlerFor"), names);
    if (declaration.rootFinal()) {
      // ecj warns "T should not be bounded by the final type", a warning only its "all" token
      // suppresses; the bound is Dispatcher's, which an override must repeat.
      method.addAnnotation(AnnotationSpec.builder(RuntimeNames.SUPPRESS_WARNINGS)
          .addMember("value", "$S", "all")
          .build());
    }
    return method
        .addModifiers(Modifier.PUBLIC)
        .addTypeVariable(event)
        .returns(ParameterizedTypeName.get(HANDLER, WildcardTypeName.supertypeOf(event)))
        .addParameter(event, eventParameter)
        .addCode(typedDispatch.handlerForBody())
        .build();
  }

  private static CodeBlock javadoc(ExclusiveDispatcher model, ShadowedNames names) {
    DispatcherDeclaration declaration = model.declaration();
    CodeBlock.Builder doc = CodeBlock.builder();
    if (declaration.declared().isPresent()) {
      doc.add(
          "Implements {@link $T}: routes each event to the handler of its class.\n",
          names.spelled(declaration.declared().get()));
    } else {
      doc.add(
          "The default dispatcher of this compilation: routes each event to the handler of its class.\n");
    }
    doc.add(
        "Generated by Switchboard from the {@code @Handles} $L it routes.\n\n",
        HandlerLinks.kinds(model));
    if (!RouteTableJavadoc.listed(model.routes().size())) {
      return doc.add(RouteTableJavadoc.summary(model, model.routes().size())).build();
    }
    doc.add(
        "<table>\n<caption>Routes</caption>\n<tr><th>Event</th><th>Handler</th><th>Rule</th></tr>\n");
    for (Route route : model.routes()) {
      doc.add(
          "<tr><td>{@link $T}</td><td>$L",
          names.spelled(route.event()),
          HandlerLinks.of(route.handler(), names));
      CodeBlock chain = RouteTableJavadoc.chain(model, route.handler(), names);
      if (!chain.isEmpty()) {
        doc.add(" ($L)", chain);
      }
      doc.add("</td><td>");
      if (route.inheritedFrom().isPresent()) {
        doc.add("inherited from {@link $T}", names.spelled(route.inheritedFrom().get()));
      } else {
        doc.add("declared");
      }
      doc.add("</td></tr>\n");
    }
    return doc.add("</table>\n\n").build();
  }

  /**
   * The types other than the user's that the class may name (a few only in some dispatchers, such as
   * {@code Throwable} for run-all broadcasts: {@link #unnameable} errs on the side of reporting).
   */
  private Set<ClassName> ownTypes(DispatcherModel model) {
    Set<ClassName> ownTypes = new HashSet<>(RuntimeNames.OWN_TYPES);
    if (!model.parts().chains().isEmpty()) {
      ownTypes.addAll(RuntimeNames.CHAIN_TYPES);
    }
    if (model.dispatchMethod() == DispatchMethod.INHERITED) {
      // dispatchEvent and its helpers take the event as an Object.
      ownTypes.add(RuntimeNames.GENERATED_DISPATCHER);
      ownTypes.add(ClassName.OBJECT);
    }
    if (suppressedWarnings.isEmpty() && !model.declaration().rootFinal()) {
      ownTypes.remove(RuntimeNames.SUPPRESS_WARNINGS);
    }
    if (generatedAnnotation.isPresent()) {
      ownTypes.add(generatedAnnotation.get());
    }
    if (injectAnnotation.isPresent()) {
      ownTypes.add(injectAnnotation.get());
    }
    return ownTypes;
  }

  /**
   * How the class generated for {@code model} spells the types it names; worked out once per model,
   * as the checks before writing and the writing all ask for it, and it looks names up in javac.
   */
  private ShadowedNames names(DispatcherModel model) {
    if (model != namedModel) {
      modelNames = shadowedNames(model);
      namedModel = model;
    }
    return modelNames;
  }

  private ShadowedNames shadowedNames(DispatcherModel model) {
    Set<ClassName> ownTypes = ownTypes(model);
    Set<TypeName> referenced = referencedTypes(model, ownTypes);
    return ShadowedNames.of(
        elements,
        model.declaration().generated(),
        inherited,
        withJavaLangTypes(ownTypes, referenced),
        ShadowedNames.classNamesIn(referenced),
        qualifiers(model));
  }

  /**
   * The simple names of the types the generated class names (of every class enclosing them too) and
   * the first identifiers of their packages: a nested class of such a name would hide them.
   */
  private Set<String> typeNames(DispatcherModel model) {
    Set<TypeName> types = referencedTypes(model, ownTypes(model));
    Set<String> names = new HashSet<>(ShadowedNames.packageRoots(types));
    for (ClassName type : ShadowedNames.classNamesIn(types)) {
      names.addAll(type.simpleNames());
    }
    return names;
  }

  /**
   * The names the generated class's variables (handler fields and parameters included) must leave
   * free: the first identifiers of the packages it names, its own included, which a variable would
   * shadow in a qualified name; and the simple names of the types whose static members it names (the
   * runtime's, Kotlin objects read as {@code X.INSTANCE}) or of the imports that spell them where a
   * field obscures them ({@code inner.INSTANCE}), which a variable would capture there.
   */
  private Set<String> namesToLeaveFree(DispatcherModel model, ShadowedNames spelling) {
    Set<TypeName> types = referencedTypes(model, ownTypes(model));
    types.add(model.declaration().generated());
    Set<String> names = new HashSet<>(ShadowedNames.packageRoots(types));
    for (ClassName qualifier : qualifiers(model)) {
      names.add(qualifier.topLevelClassName().simpleName());
    }
    names.addAll(spelling.importedQualifierNames());
    return names;
  }

  /** The types whose static members the class names: the runtime's, and Kotlin objects ({@code X.INSTANCE}). */
  private static Set<ClassName> qualifiers(DispatcherModel model) {
    Set<ClassName> qualifiers = new HashSet<>(RuntimeNames.QUALIFIERS);
    if (!model.parts().chains().isEmpty()) {
      qualifiers.addAll(RuntimeNames.CHAIN_TYPES);
    }
    for (HandlerModel handler : model.handlers()) {
      if (handler.constructor() == HandlerModel.NoArgConstructor.KOTLIN_OBJECT) {
        qualifiers.add(handler.type().name());
      }
    }
    return qualifiers;
  }

  /**
   * {@code ownTypes} and the {@code java.lang} types among the user's that the class names (the
   * default dispatcher's root {@code Object}, an event {@code Integer}): a class of the package with
   * such a name shadows them as it shadows the class's own, so they are imported the same way.
   */
  private static Set<ClassName> withJavaLangTypes(
      Set<ClassName> ownTypes, Set<TypeName> referenced) {
    Set<ClassName> types = new HashSet<>(ownTypes);
    for (ClassName name : ShadowedNames.classNamesIn(referenced)) {
      if (name.packageName().equals("java.lang")) {
        types.add(name);
      }
    }
    return types;
  }

  /**
   * Every type the generated class may name: the first identifiers of their packages are names its
   * variables must not take.
   */
  private static Set<TypeName> referencedTypes(DispatcherModel model, Set<ClassName> ownTypes) {
    Set<TypeName> types = new HashSet<>(ownTypes);
    types.add(model.declaration().root());
    if (model.declaration().declared().isPresent()) {
      types.add(model.declaration().declared().get());
    }
    for (HandlerModel handler : model.handlers()) {
      types.add(handler.type().name());
      if (handler.method().isPresent()) {
        types.add(handler.method().get().parameterType());
      }
      for (TypeRef event : handler.events()) {
        types.add(event.name());
      }
    }
    for (TypeRef event : model.routeEvents()) {
      types.add(event.name());
    }
    for (InterceptorRef interceptor : model.parts().interceptors()) {
      types.add(interceptor.type().name());
    }
    for (HandlerChain chain : model.parts().chains()) {
      types.add(chain.eventType());
      types.add(chain.eventClass().name());
      // The parameters of the direct calls after the chains (DirectCalls).
      types.add(ClassName.OBJECT);
    }
    addCasts(model.dispatchCalls(), types);
    for (TypedOverload overload : model.overloads()) {
      addCasts(overload.calls(), types);
    }
    return types;
  }

  private static void addCasts(List<HandlerCall> calls, Set<TypeName> types) {
    for (HandlerCall call : calls) {
      if (call.cast().isPresent()) {
        types.add(call.cast().get());
      }
    }
  }

  /** {@code "a", "b"}: the string literals of {@code values}, in their order. */
  private static CodeBlock quoted(Set<String> values) {
    List<CodeBlock> literals = new ArrayList<>();
    for (String value : values) {
      literals.add(CodeBlock.of("$S", value));
    }
    return CodeBlocks.joined(literals, ", ");
  }

  /**
   * The name of {@code handlerFor}'s type variable: {@code T}, unless a type the class names has that
   * simple name, which the variable would shadow in the method.
   */
  private static String typedVariable(DispatcherModel model) {
    Set<String> simpleNames = new HashSet<>();
    for (ClassName name : ShadowedNames.classNamesIn(referencedTypes(model, Set.of()))) {
      simpleNames.add(name.topLevelClassName().simpleName());
    }
    return ParameterNames.distinct("T", simpleNames);
  }

  /**
   * Names {@code Handlers} in full ({@code $L}, not {@code $T}): a type named only in Javadoc would be
   * imported, and ecj, which does not read Javadoc by default, warns that the import is never used.
   */
  private static CodeBlock footnote(DispatcherModel model) {
    if (model.classChecks().othersUnhandled()) {
      return CodeBlock.of(
          "<p>Its event classes are final, so no other class has a route: an event of any other class\n"
              + "goes to {@link $L#noOp()} (or the dead-letter handler).\n",
          HANDLERS.canonicalName());
    }
    return CodeBlock.of(
        model.declaration().semantics().broadcast()
            ? "<p>An event of any other class goes to the handlers the same rule finds for its class, found once\n"
                + "for that class and cached, or else to {@link $L#noOp()} (or the dead-letter handler).\n"
            : "<p>An event of any other class goes to the handler of its nearest handled supertype, found once\n"
                + "for that class and cached, or else to {@link $L#noOp()} (or the dead-letter handler).\n",
        HANDLERS.canonicalName());
  }
}
