package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.HANDLER;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.ClassChecks;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes what a dispatcher adds to the table look-up: its typed {@code dispatch} methods, which call
 * the handler fields directly ({@code reserveStock.handle(event)}, the same call a user would
 * write; past 254 handlers, through the nested class of cases that holds the handler's field), and,
 * for a small dispatcher, the exact class checks at the start of {@code handlerFor};
 * and {@code withDeadLetters}, which builds a dispatcher of the same handler instances with its one
 * constructor and gives its table another handler for unhandled events.
 */
final class TypedDispatch {

  private final DispatcherModel model;
  private final CallWriter calls;
  private final Map<HandlerModel, String> handlerNames;
  /** The arguments that build a dispatcher of this one's handler instances. */
  private final CodeBlock sameInstances;

  private final ShadowedNames names;
  private final VariableNames variables;
  /** Whether the dispatcher holds each handler in a field of its own. */
  private final boolean handlerFields;
  /** Where the handlers are, when the dispatcher has no field of its own for them. */
  private final DispatchSwitch dispatch;
  /** The handler {@code handlerFor} returns for each class it checks exactly. */
  private final Map<TypeRef, HandlerModel> singleHandler = new HashMap<>();
  /**
   * The field holding the route of each class {@code handlerFor} checks exactly whose route runs
   * several handlers, looked up once at construction, by event.
   */
  private final Map<TypeRef, String> routeFields = new TreeMap<>();

  /** The typed methods of the context's model, calling by {@code calls} or through {@code dispatch}'s cases. */
  TypedDispatch(WriterContext context, CallWriter calls, DispatchSwitch dispatch) {
    DispatcherModel model = context.model();
    this.model = model;
    this.variables = context.variables();
    this.calls = calls;
    this.handlerNames = context.handlers().entries();
    this.sameInstances = context.layout().instanceFields()
        ? CodeBlock.of("$L", String.join(", ", constructorArguments(context.handlers())))
        : CodeBlock.of("$N::get", variables.instancesByClass());
    this.names = context.names();
    this.handlerFields = context.layout().handlerFields();
    this.dispatch = dispatch;
    Map<TypeRef, List<HandlerModel>> handlersOf = new HashMap<>();
    if (model instanceof ExclusiveDispatcher exclusive) {
      for (Route route : exclusive.routes()) {
        handlersOf.put(route.event(), List.of(route.handler()));
      }
    } else if (model instanceof BroadcastDispatcher broadcast) {
      for (BroadcastRoute route : broadcast.routes()) {
        handlersOf.put(route.event(), route.handlers());
      }
    }
    for (TypeRef event : model.exactClassChecks()) {
      List<HandlerModel> handlers = handlersOf.get(event);
      if (handlers.size() == 1 && handlerFields) {
        singleHandler.put(event, handlers.get(0));
      } else {
        String base =
            ParameterNames.decapitalize(String.join("", event.name().simpleNames())) + "Route";
        routeFields.put(event, ParameterNames.distinct(base, context.taken()));
      }
    }
  }

  /** The fields {@code withDeadLetters} passes the constructor: the handlers', then the interceptors'. */
  private static List<String> constructorArguments(HandlerVariables handlers) {
    List<String> arguments = new ArrayList<>(handlers.instances().values());
    arguments.addAll(handlers.interceptors().values());
    return arguments;
  }

  /** Adds the route fields, {@code handlerFor}'s checks' fields, {@code withDeadLetters} and the typed methods. */
  void addTo(TypeSpec.Builder type) {
    for (Map.Entry<TypeRef, String> routeField : routeFields.entrySet()) {
      type.addField(FieldSpec.builder(
              handlerOf(names.spelled(routeField.getKey())),
              routeField.getValue(),
              Modifier.PRIVATE,
              Modifier.FINAL)
          .build());
    }
    type.addMethod(withDeadLetters());
    for (TypedOverload overload : model.overloads()) {
      type.addMethod(typedDispatch(overload));
    }
  }

  /** The statements that set the route fields once the route table is built. */
  CodeBlock routeAssignments() {
    CodeBlock.Builder code = CodeBlock.builder();
    for (Map.Entry<TypeRef, String> routeField : routeFields.entrySet()) {
      code.addStatement(
          "this.$N = this.$N.routeOf($T.class)",
          routeField.getValue(),
          variables.routes(),
          names.spelled(routeField.getKey()));
    }
    return code.build();
  }

  /**
   * The body of {@code handlerFor}: for a small dispatcher, one check of the event's class per route
   * class before the table (see {@code ExactClassChecks}), and no table when no other class has a
   * route.
   */
  CodeBlock handlerForBody() {
    CodeBlock.Builder code = CodeBlock.builder();
    ClassChecks checks = model.classChecks();
    if (!checks.classes().isEmpty()) {
      ClassCheckCode checkCode =
          new ClassCheckCode(names, variables, checks, model.declaration().rootErasure());
      code.add(ClassCheckCode.nullCheck(variables));
      for (TypeRef event : checks.classes()) {
        HandlerModel handler = singleHandler.get(event);
        code.beginControlFlow("if ($L)", checkCode.anyOf(List.of(event)))
            .addStatement(
                "return $T.narrow($N)",
                ROUTE_TABLE,
                handler != null ? handlerNames.get(handler) : routeFields.get(event))
            .endControlFlow();
      }
      if (checks.othersUnhandled()) {
        return code.addStatement("return $N.unhandledHandler()", variables.routes())
            .build();
      }
    }
    return code.addStatement("return $N.handlerFor($N)", variables.routes(), variables.event())
        .build();
  }

  private MethodSpec withDeadLetters() {
    String deadLetters = variables.deadLetters();
    return MethodSpec.methodBuilder("withDeadLetters")
        .addModifiers(Modifier.PUBLIC)
        .returns(generated())
        .addParameter(deadLettersType(), deadLetters)
        .addJavadoc(
            "Returns a dispatcher with the same handlers that hands the events no handler takes to\n"
                + "{@code $L}, to log or count them, instead of dropping them.\n",
            deadLetters)
        .addStatement("$T.requireNonNull($N, $S)", RuntimeNames.OBJECTS, deadLetters, deadLetters)
        // The one constructor, so that a container has no other to choose from.
        .addStatement(
            "$T $N = new $T($L)", generated(), variables.copy(), generated(), sameInstances)
        .addStatement(
            "$N.$N = $N.$N.withUnhandled($N)",
            variables.copy(),
            variables.routes(),
            variables.copy(),
            variables.routes(),
            deadLetters)
        .addStatement("return $N", variables.copy())
        .build();
  }

  private MethodSpec typedDispatch(TypedOverload overload) {
    List<CodeBlock> links = new ArrayList<>();
    for (HandlerCall call : overload.calls()) {
      links.add(HandlerLinks.of(call.handler(), names));
    }
    CodeBlock handlers = CodeBlocks.joined(links, ", then ");
    MethodSpec.Builder method = MethodSpec.methodBuilder("dispatch")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(names.spelled(overload.event()), variables.event());
    CallWriter direct = calls;
    boolean intercepted = overload.calls().stream()
        .anyMatch(call -> model.parts().chainOf(call.handler()).isPresent());
    if (handlerFields && intercepted) {
      method.addJavadoc(
          "Hands {@code $L} to $L: chosen at compile time, a direct call to the chain of\n"
              + "interceptors around it.\n",
          variables.event(),
          handlers);
    } else if (handlerFields) {
      method.addJavadoc(
          "Hands {@code $L} to $L: chosen at compile time, a direct call.\n",
          variables.event(),
          handlers);
    } else {
      method.addJavadoc(
          "Hands {@code $L} to $L: chosen at compile time, a direct call through the\n"
              + "nested class that holds it.\n",
          variables.event(),
          handlers);
      direct = calls.through(dispatch.chunkHandlerFields(overload));
    }
    // requireEvent as a statement, not as the call's argument: its result would need a cast to the
    // event class, one class constant per typed method, all parsed when the class loads.
    return method
        .addCode(ClassCheckCode.nullCheck(variables))
        .addCode(direct.run(overload.calls(), CodeBlock.of("$N", variables.event())))
        .build();
  }

  /** The generated class, qualified where a member class of its name hides it in its own body. */
  private ClassName generated() {
    return names.spelled(model.declaration().generated());
  }

  private TypeName deadLettersType() {
    return handlerOf(names.spelled(model.declaration().root()));
  }

  private static TypeName handlerOf(TypeName event) {
    return ParameterizedTypeName.get(HANDLER, WildcardTypeName.supertypeOf(event));
  }
}
