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
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/** Turns a {@link DispatcherModel} into the source of its dispatcher class. */
public final class DispatcherWriter {

  private final Optional<ClassName> generatedAnnotation;
  private final Optional<ClassName> injectAnnotation;
  private final ShadowedNames shadowedNames;
  private final Set<String> suppressedWarnings;

  /**
   * @param generatedAnnotation {@code javax.annotation.processing.Generated} when the generated code
   *     can see it
   * @param injectAnnotation the {@code @Inject} for the constructor, when a DI API is on the class path
   * @param shadowedNames the user's classes that shadow names the generated class uses
   * @param suppressedWarnings the warnings its uses of the user's deprecated classes would cause
   */
  public DispatcherWriter(Optional<ClassName> generatedAnnotation, Optional<ClassName> injectAnnotation,
      ShadowedNames shadowedNames, Set<String> suppressedWarnings) {
    this.generatedAnnotation = generatedAnnotation;
    this.injectAnnotation = injectAnnotation;
    this.shadowedNames = shadowedNames;
    this.suppressedWarnings = Set.copyOf(suppressedWarnings);
  }

  public JavaFile write(DispatcherModel model, List<? extends Element> originatingElements) {
    DispatcherDeclaration declaration = model.declaration();
    Map<HandlerModel, String> parameters = ParameterNames.of(model.handlers());
    Set<String> taken = new HashSet<>(ParameterNames.RESERVED);
    taken.addAll(parameters.values());
    // Past the JVM's parameter limit the handlers come in an array, and only nested classes hold them.
    boolean handlerFields = model.handlers().size() <= ChunkedConstruction.MAX_CONSTRUCTOR_PARAMETERS;
    CallWriter calls = new CallWriter(parameters, declaration.semantics().failure());
    DispatchCases cases = DispatchCases.of(model, calls, handlerFields);
    DispatchSwitch dispatch = new DispatchSwitch(model, cases, calls, parameters, taken);
    TypedDispatch typedDispatch = new TypedDispatch(model, calls, parameters, handlerFields, taken);

    TypeSpec.Builder type = TypeSpec.classBuilder(declaration.generated())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(declaration.semantics().broadcast() ? BroadcastTable.javadoc(model) : javadoc(model))
        .addJavadoc(footnote(model));
    GeneratedAnnotations.addTo(type, generatedAnnotation);
    if (!suppressedWarnings.isEmpty()) {
      type.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class)
          .addMember("value", "{$L}", new TreeSet<>(suppressedWarnings).stream()
              .map(warning -> CodeBlock.of("$S", warning)).collect(CodeBlock.joining(", ")))
          .build());
    }
    if (declaration.declared().isEmpty()) {
      type.addSuperinterface(ParameterizedTypeName.get(DISPATCHER, declaration.root()));
    } else if (declaration.declaredIsInterface()) {
      type.addSuperinterface(declaration.declared().get());
    } else {
      type.superclass(declaration.declared().get());
    }
    originatingElements.forEach(type::addOriginatingElement);
    shadowedNames.applyTo(type);

    type.addField(FieldSpec.builder(ROUTE_TABLE, "routes", Modifier.PRIVATE, Modifier.FINAL).build());
    if (handlerFields) {
      parameters.forEach((handler, name) ->
          type.addField(FieldSpec.builder(handler.type().name(), name, Modifier.PRIVATE, Modifier.FINAL).build()));
    }
    if (ChunkedConstruction.needed(model)) {
      CodeBlock.Builder afterRoutes = CodeBlock.builder();
      if (handlerFields) {
        parameters.forEach((handler, name) -> afterRoutes.addStatement("this.$N = ($T) handlers[$L]", name,
            handler.type().name(), model.handlers().indexOf(handler)));
      }
      afterRoutes.add(dispatch.construction()).add(typedDispatch.routeAssignments());
      new ChunkedConstruction(model, parameters, injectAnnotation, afterRoutes.build()).addTo(type);
    } else {
      type.addMethod(constructor(model, parameters, cases, dispatch, typedDispatch));
    }
    if (model.factory() && !ChunkedConstruction.manyHandlers(model)) {
      type.addMethod(factory(model, parameters));
    }
    type.addMethod(handlerFor(declaration, typedDispatch));
    dispatch.addTo(type);
    typedDispatch.addTo(type, dispatch.fields());

    return JavaFile.builder(declaration.packageName(), type.build())
        .skipJavaLangImports(true)
        .build();
  }

  private MethodSpec constructor(DispatcherModel model, Map<HandlerModel, String> parameters, DispatchCases cases,
      DispatchSwitch dispatch, TypedDispatch typedDispatch) {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Creates the dispatcher around the given handler instances, none of them null.\n");
    injectAnnotation.ifPresent(constructor::addAnnotation);
    parameters.forEach((handler, name) -> constructor.addParameter(handler.type().name(), name));
    CodeBlock table = model.declaration().semantics().broadcast()
        ? BroadcastTable.construction(model, parameters, cases)
        : exclusiveTable(model, parameters);
    constructor.addCode(table);
    parameters.values().forEach(name -> constructor.addStatement("this.$N = $N", name, name));
    if (dispatch.needsHandlerArray()) {
      constructor.addStatement("$T handlers = {$L}", DispatchSwitch.HANDLER_ARRAY, String.join(", ", parameters.values()))
          .addCode(dispatch.construction());
    }
    return constructor.addCode(typedDispatch.routeAssignments()).build();
  }

  /** {@code this.routes = RouteTable.builder(handlers...)...build();}: handler {@code i} is case {@code i}. */
  private static CodeBlock exclusiveTable(DispatcherModel model, Map<HandlerModel, String> parameters) {
    CodeBlock.Builder body = CodeBlock.builder()
        .add("this.routes = $T.builder($L)", ROUTE_TABLE, String.join(", ", parameters.values()))
        .indent().indent();
    for (Route route : model.routes()) {
      body.add("\n.$L($T.class, $N)", route.declared() ? "handle" : "route", route.event().name(),
          parameters.get(route.handler()));
    }
    return body.add("\n.build();\n").unindent().unindent().build();
  }

  private static MethodSpec factory(DispatcherModel model, Map<HandlerModel, String> parameters) {
    ClassName generated = model.declaration().generated();
    CodeBlock arguments = parameters.keySet().stream()
        .map(HandlerInstances::instance)
        .collect(CodeBlock.joining(", "));
    return MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(generated)
        .addJavadoc(HandlerInstances.factoryJavadoc(parameters.keySet()))
        .addStatement("return new $T($L)", generated, arguments)
        .build();
  }

  private static MethodSpec handlerFor(DispatcherDeclaration declaration, TypedDispatch typedDispatch) {
    TypeName root = declaration.root();
    TypeVariableName event = root.equals(ClassName.OBJECT)
        ? TypeVariableName.get("T")
        : TypeVariableName.get("T", root);
    MethodSpec.Builder method = MethodSpec.methodBuilder("handlerFor")
        .addAnnotation(Override.class);
    if (declaration.rootFinal()) {
      // ecj warns "T should not be bounded by the final type", a warning only its "all" token
      // suppresses; the bound is Dispatcher's, which an override must repeat.
      method.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "all").build());
    }
    return method
        .addModifiers(Modifier.PUBLIC)
        .addTypeVariable(event)
        .returns(ParameterizedTypeName.get(HANDLER, WildcardTypeName.supertypeOf(event)))
        .addParameter(event, "event")
        .addCode(typedDispatch.handlerForBody())
        .build();
  }

  private static CodeBlock javadoc(DispatcherModel model) {
    DispatcherDeclaration declaration = model.declaration();
    CodeBlock.Builder doc = CodeBlock.builder();
    if (declaration.declared().isPresent()) {
      doc.add("Implements {@link $T}: routes each event to the handler of its class.\n", declaration.declared().get());
    } else {
      doc.add("The default dispatcher of this compilation: routes each event to the handler of its class.\n");
    }
    doc.add("Generated by Switchboard from the {@code @Handles} classes it routes.\n\n");
    if (!RouteTableJavadoc.listed(model.routes().size())) {
      return doc.add(RouteTableJavadoc.summary(model, model.routes().size())).build();
    }
    doc.add("<table>\n<caption>Routes</caption>\n<tr><th>Event</th><th>Handler</th><th>Rule</th></tr>\n");
    for (Route route : model.routes()) {
      doc.add("<tr><td>{@link $T}</td><td>{@link $T}</td><td>", route.event().name(), route.handler().type().name());
      route.inheritedFrom().ifPresentOrElse(
          from -> doc.add("inherited from {@link $T}", from.name()),
          () -> doc.add("declared"));
      doc.add("</td></tr>\n");
    }
    return doc.add("</table>\n\n").build();
  }

  /**
   * Names {@code Handlers} in full ({@code $L}, not {@code $T}): a type named only in Javadoc would be
   * imported, and ecj, which does not read Javadoc by default, warns that the import is never used.
   */
  private static CodeBlock footnote(DispatcherModel model) {
    return CodeBlock.of(model.declaration().semantics().broadcast()
        ? "<p>An event of any other class goes to the handlers the same rule finds for its class, found once\n"
            + "for that class and cached, or else to {@link $L#noOp()} (or the dead-letter handler).\n"
        : "<p>An event of any other class goes to the handler of its nearest handled supertype, found once\n"
            + "for that class and cached, or else to {@link $L#noOp()} (or the dead-letter handler).\n",
        HANDLERS.canonicalName());
  }
}
