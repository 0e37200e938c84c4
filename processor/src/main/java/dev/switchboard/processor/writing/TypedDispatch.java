package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypedOverload;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes what a dispatcher adds to {@code handlerFor}: its typed {@code dispatch} methods, each
 * calling a route looked up once at construction, and {@code withDeadLetters}, which copies the
 * dispatcher with another handler for unhandled events.
 */
final class TypedDispatch {
  private static final ClassName HANDLER = ClassName.get("dev.switchboard", "Handler");
  private static final ClassName ROUTE_TABLE = ClassName.get("dev.switchboard.support", "RouteTable");

  private final DispatcherModel model;
  /** The field of each typed method's route, by event. */
  private final Map<TypedOverload, String> fields = new LinkedHashMap<>();

  TypedDispatch(DispatcherModel model) {
    this.model = model;
    Set<String> taken = new HashSet<>(Set.of("routes"));
    for (TypedOverload overload : model.overloads()) {
      String base = ParameterNames.decapitalize(String.join("", overload.event().name().simpleNames())) + "Route";
      fields.put(overload, ParameterNames.distinct(base, taken));
    }
  }

  /** Adds the route fields, the copy constructor, {@code withDeadLetters} and the typed methods. */
  void addTo(TypeSpec.Builder type) {
    fields.forEach((overload, field) -> type.addField(FieldSpec.builder(
        handlerOf(overload.event().name()), field, Modifier.PRIVATE, Modifier.FINAL).build()));
    type.addMethod(copyConstructor());
    type.addMethod(withDeadLetters());
    fields.forEach((overload, field) -> type.addMethod(typedDispatch(overload, field)));
  }

  /** The statements that set the route fields once {@code routes} is built. */
  CodeBlock routeAssignments() {
    CodeBlock.Builder code = CodeBlock.builder();
    fields.forEach((overload, field) ->
        code.addStatement("this.$N = routes.routeOf($T.class)", field, overload.event().name()));
    return code.build();
  }

  private MethodSpec copyConstructor() {
    MethodSpec.Builder copy = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(model.declaration().generated(), "original")
        .addParameter(deadLettersType(), "deadLetters")
        .addStatement("this.routes = original.routes.withUnhandled(deadLetters)");
    fields.values().forEach(field -> copy.addStatement("this.$N = original.$N", field, field));
    return copy.build();
  }

  private MethodSpec withDeadLetters() {
    return MethodSpec.methodBuilder("withDeadLetters")
        .addModifiers(Modifier.PUBLIC)
        .returns(model.declaration().generated())
        .addParameter(deadLettersType(), "deadLetters")
        .addJavadoc("Returns a dispatcher with the same handlers that hands the events no handler takes to\n"
            + "{@code deadLetters}, to log or count them, instead of dropping them.\n")
        .addStatement("return new $T(this, $T.requireNonNull(deadLetters, $S))", model.declaration().generated(),
            Objects.class, "deadLetters")
        .build();
  }

  private static MethodSpec typedDispatch(TypedOverload overload, String field) {
    CodeBlock handlers = overload.handlers().stream()
        .map(HandlerModel::type)
        .map(handler -> CodeBlock.of("{@link $T}", handler.name()))
        .collect(CodeBlock.joining(", then "));
    return MethodSpec.methodBuilder("dispatch")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(overload.event().name(), "event")
        .addJavadoc("Hands {@code event} to $L: chosen at compile time, no lookup.\n", handlers)
        .addStatement("$N.handle($T.requireEvent(event))", field, ROUTE_TABLE)
        .build();
  }

  private TypeName deadLettersType() {
    return handlerOf(model.declaration().root());
  }

  private static TypeName handlerOf(TypeName event) {
    return ParameterizedTypeName.get(HANDLER, WildcardTypeName.supertypeOf(event));
  }
}
