package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.HANDLER;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.lang.model.element.Modifier;

/**
 * Writes what a dispatcher adds to the table look-up: its typed {@code dispatch} methods and, for a
 * small dispatcher, the exact class checks at the start of {@code handlerFor}, each using a route
 * looked up once at construction; and {@code withDeadLetters}, which copies the dispatcher with
 * another handler for unhandled events.
 */
final class TypedDispatch {

  private final DispatcherModel model;
  /**
   * The field holding the route of each event a typed method or an exact class check uses, looked
   * up once at construction, by event.
   */
  private final Map<TypeRef, String> fields = new TreeMap<>();

  TypedDispatch(DispatcherModel model) {
    this.model = model;
    Set<TypeRef> events = new TreeSet<>(model.exactClassChecks());
    model.overloads().forEach(overload -> events.add(overload.event()));
    Set<String> taken = new HashSet<>(Set.of("routes"));
    for (TypeRef event : events) {
      String base = ParameterNames.decapitalize(String.join("", event.name().simpleNames())) + "Route";
      fields.put(event, ParameterNames.distinct(base, taken));
    }
  }

  /** Adds the route fields, the copy constructor, {@code withDeadLetters} and the typed methods. */
  void addTo(TypeSpec.Builder type) {
    fields.forEach((event, field) -> type.addField(FieldSpec.builder(
        handlerOf(event.name()), field, Modifier.PRIVATE, Modifier.FINAL).build()));
    type.addMethod(copyConstructor());
    type.addMethod(withDeadLetters());
    model.overloads().forEach(overload -> type.addMethod(typedDispatch(overload, fields.get(overload.event()))));
  }

  /** The statements that set the route fields once {@code routes} is built. */
  CodeBlock routeAssignments() {
    CodeBlock.Builder code = CodeBlock.builder();
    fields.forEach((event, field) -> code.addStatement("this.$N = this.routes.routeOf($T.class)", field, event.name()));
    return code.build();
  }

  /**
   * The body of {@code handlerFor}: for a small dispatcher, one identity check of the event's class
   * per route class before the table (see {@code RouteResolver.exactClassChecks}).
   */
  CodeBlock handlerForBody() {
    CodeBlock.Builder code = CodeBlock.builder();
    if (!model.exactClassChecks().isEmpty()) {
      code.addStatement("$T<?> type = $T.requireEvent(event).getClass()", Class.class, ROUTE_TABLE);
      for (TypeRef event : model.exactClassChecks()) {
        code.beginControlFlow("if (type == $T.class)", event.name())
            .addStatement("return $T.narrow($N)", ROUTE_TABLE, fields.get(event))
            .endControlFlow();
      }
    }
    return code.addStatement("return routes.handlerFor(event)").build();
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
