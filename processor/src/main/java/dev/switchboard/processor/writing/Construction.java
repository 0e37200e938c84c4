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
import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.FactoryMethod;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes how a dispatcher is built: the fields of its handlers, its one public constructor in the
 * form its {@link Layout} takes, and {@code create()}.
 */
final class Construction {
  private final WriterContext context;
  private final HandlerVariables handlers;
  private final Optional<ClassName> injectAnnotation;
  private final ChainExpressions chainExpressions;

  /**
   * @param injectAnnotation the {@code @Inject} for the constructor, when a DI API is on the class path
   * @param directCalls the calls the chains make after their last interceptors
   */
  Construction(
      WriterContext context, Optional<ClassName> injectAnnotation, DirectCalls directCalls) {
    this.context = context;
    this.handlers = context.handlers();
    this.injectAnnotation = injectAnnotation;
    this.chainExpressions = new ChainExpressions(context, directCalls);
  }

  /** Adds the handler fields, the constructor and {@code create()} to {@code type}. */
  void addTo(
      TypeSpec.Builder type,
      DispatchCases cases,
      DispatchSwitch dispatch,
      TypedDispatch typedDispatch) {
    Layout layout = context.layout();
    if (layout.instanceFields()) {
      // The instances withDeadLetters passes the constructor; past 254 handlers, only for that.
      for (Map.Entry<HandlerModel, String> instance : handlers.instances().entrySet()) {
        type.addField(FieldSpec.builder(
                context.names().spelled(instance.getKey().type()),
                instance.getValue(),
                Modifier.PRIVATE,
                Modifier.FINAL)
            .build());
      }
      for (Map.Entry<InterceptorRef, String> interceptor :
          handlers.interceptors().entrySet()) {
        type.addField(FieldSpec.builder(
                context.names().spelled(interceptor.getKey().type()),
                interceptor.getValue(),
                Modifier.PRIVATE,
                Modifier.FINAL)
            .build());
      }
    }
    if (layout.handlerFields()) {
      for (Map.Entry<HandlerModel, String> adapter : handlers.adapters().entrySet()) {
        type.addField(FieldSpec.builder(
                adapterType(adapter.getKey()), adapter.getValue(), Modifier.PRIVATE, Modifier.FINAL)
            .build());
      }
      for (Map.Entry<HandlerModel, String> chain : handlers.classChains().entrySet()) {
        type.addField(FieldSpec.builder(
                chainType(handlers.chains().get(chain.getKey())),
                chain.getValue(),
                Modifier.PRIVATE,
                Modifier.FINAL)
            .build());
      }
    }
    if (layout == Layout.ONE_CONSTRUCTOR) {
      type.addMethod(constructor(cases, dispatch, typedDispatch));
    } else {
      // Too many routes for one method, or handlers for one parameter each: methods register the
      // routes from an array of the handlers, which the constructor builds first.
      ChunkedConstruction chunked = new ChunkedConstruction(
          context,
          cases,
          chainExpressions,
          CodeBlock.builder()
              .add(layout.instanceFields() ? instanceAssignments() : CodeBlock.of(""))
              .add(dispatch.construction())
              .add(typedDispatch.routeAssignments())
              .build());
      chunked.addRoutesTo(type, chunkedConstructor(type, chunked));
    }
    // Past the parameter limit in handler classes ChunkedConstruction writes create() itself.
    if (context.model().factory() == FactoryMethod.GENERATED
        && layout != Layout.INSTANCES_FROM_FUNCTION) {
      type.addMethod(factory());
    }
  }

  private MethodSpec constructor(
      DispatchCases cases, DispatchSwitch dispatch, TypedDispatch typedDispatch) {
    MethodSpec.Builder constructor = constructorHead().addCode(adapterAssignments());
    CodeBlock table = context.model() instanceof BroadcastDispatcher broadcast
        ? BroadcastTable.construction(
            broadcast,
            handlers.entries(),
            cases,
            context.names(),
            context.variables().routes())
        : exclusiveTable((ExclusiveDispatcher) context.model());
    constructor.addCode(table).addCode(instanceAssignments());
    if (dispatch.needsHandlerArray()) {
      constructor
          .addStatement(
              "$T $N = {$L}",
              DispatchSwitch.HANDLER_ARRAY,
              context.variables().handlers(),
              String.join(", ", handlers.instances().values()))
          .addCode(dispatch.construction());
    }
    return constructor.addCode(typedDispatch.routeAssignments()).build();
  }

  /** The constructor of a chunked layout up to its handler array, which it declares last. */
  private MethodSpec.Builder chunkedConstructor(
      TypeSpec.Builder type, ChunkedConstruction chunked) {
    switch (context.layout()) {
      case INSTANCES_FROM_FUNCTION:
        return chunked.fromFunction(type);
      case NESTED_HANDLERS:
        return constructorHead()
            .addCode(chunked.handlersOf(type, handlers.instances(), handlers.chainInterceptors()));
      default:
        List<String> entries = new ArrayList<>();
        for (HandlerModel handler : context.model().handlers()) {
          entries.add(handlers.entries().get(handler));
        }
        return constructorHead()
            .addCode(adapterAssignments())
            .addStatement(
                "$T $N = {$L}",
                DispatchSwitch.HANDLER_ARRAY,
                context.variables().handlers(),
                String.join(", ", entries));
    }
  }

  /** {@code this.reserveStock = reserveStock; ...}: the field of each handler class's instance. */
  private CodeBlock instanceAssignments() {
    CodeBlock.Builder code = CodeBlock.builder();
    for (String name : handlers.instances().values()) {
      code.addStatement("this.$N = $N", name, name);
    }
    for (String name : handlers.interceptors().values()) {
      code.addStatement("this.$N = $N", name, name);
    }
    return code.build();
  }

  /** The public constructor's declaration: one parameter per handler class. */
  private MethodSpec.Builder constructorHead() {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(
            handlers.interceptors().isEmpty()
                ? "Creates the dispatcher around the given handler instances, none of them null.\n"
                : "Creates the dispatcher around the given handler and interceptor instances, none of\n"
                    + "them null, and builds the chain of interceptors around each handler once.\n");
    if (injectAnnotation.isPresent()) {
      constructor.addAnnotation(injectAnnotation.get());
    }
    for (Map.Entry<HandlerModel, String> parameter : handlers.instances().entrySet()) {
      constructor.addParameter(
          context.names().spelled(parameter.getKey().type()), parameter.getValue());
    }
    for (Map.Entry<InterceptorRef, String> parameter : handlers.interceptors().entrySet()) {
      constructor.addParameter(
          context.names().spelled(parameter.getKey().type()), parameter.getValue());
    }
    return constructor;
  }

  /** The statements that set the fields of the handler methods' references. */
  private CodeBlock adapterAssignments() {
    CodeBlock.Builder code = CodeBlock.builder();
    for (Map.Entry<HandlerModel, String> adapter : handlers.adapters().entrySet()) {
      // Built once here: handlerFor returns it, and the table holds it, for every event of its
      // route.
      String instance = handlers.receivers().get(adapter.getKey());
      String method = adapter.getKey().methodName();
      HandlerChain chain = handlers.chains().get(adapter.getKey());
      if (chain != null) {
        code.addStatement(
            "this.$N = $L",
            adapter.getValue(),
            wrap(chain, CodeBlock.of("$N::$N", instance, method), CodeBlock.of("$N", instance)));
        continue;
      }
      code.addStatement(
          "this.$N = $T.of($N, $S, $N::$N)",
          adapter.getValue(),
          RuntimeNames.METHOD_HANDLER,
          instance,
          method,
          instance,
          method);
    }
    for (Map.Entry<HandlerModel, String> chain : handlers.classChains().entrySet()) {
      code.addStatement(
          "this.$N = $L",
          chain.getValue(),
          wrap(
              handlers.chains().get(chain.getKey()),
              CodeBlock.of("$N", handlers.receivers().get(chain.getKey())),
              CodeBlock.of("$N", handlers.receivers().get(chain.getKey()))));
    }
    return code.build();
  }

  /** The chain of {@code chain}'s interceptors around {@code target}, from the interceptor fields. */
  private CodeBlock wrap(HandlerChain chain, CodeBlock target, CodeBlock receiver) {
    return chainExpressions.wrap(
        chain,
        target,
        receiver,
        interceptor -> CodeBlock.of("$N", handlers.chainInterceptors().get(interceptor)),
        false);
  }

  /** {@code Handler<OrderPlaced>}: the type of a handler class's chain. */
  private TypeName chainType(HandlerChain chain) {
    return ParameterizedTypeName.get(HANDLER, context.names().spelled(chain.eventType()));
  }

  /** {@code Handler<OrderPlaced>}: the type of the method reference to a handler method. */
  private TypeName adapterType(HandlerModel handler) {
    return ParameterizedTypeName.get(
        HANDLER, context.names().spelled(handler.method().orElseThrow().parameterType()));
  }

  /** {@code this.routes = RouteTable.builder(handlers...)...build();}: handler {@code i} is case {@code i}. */
  private CodeBlock exclusiveTable(ExclusiveDispatcher model) {
    Map<HandlerModel, String> parameters = handlers.entries();
    List<String> cases = new ArrayList<>();
    for (HandlerModel handler : model.handlers()) {
      cases.add(parameters.get(handler));
    }
    CodeBlock.Builder body = CodeBlock.builder()
        .add(
            "this.$N = $T.builder($L)",
            context.variables().routes(),
            ROUTE_TABLE,
            String.join(", ", cases))
        .indent()
        .indent();
    for (Route route : model.routes()) {
      body.add(
          "\n.$L($T.class, $N)",
          route.declared() ? "handle" : "route",
          context.names().spelled(route.event()),
          parameters.get(route.handler()));
    }
    return body.add("$L;\n", RouteTableBuild.calls(model, context.names(), "\n"))
        .unindent()
        .unindent()
        .build();
  }

  private MethodSpec factory() {
    Map<HandlerModel, String> parameters = handlers.instances();
    ClassName generated = context.names().spelled(context.model().declaration().generated());
    List<CodeBlock> instances = new ArrayList<>();
    for (HandlerModel handler : parameters.keySet()) {
      instances.add(HandlerInstances.instance(handler, context.names()));
    }
    for (InterceptorRef interceptor : handlers.interceptors().keySet()) {
      instances.add(CodeBlock.of("new $T()", context.names().spelled(interceptor.type())));
    }
    CodeBlock arguments = CodeBlocks.joined(instances, ", ");
    return MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(generated)
        .addJavadoc(
            handlers.interceptors().isEmpty()
                ? HandlerInstances.factoryJavadoc(parameters.keySet())
                : HandlerInstances.factoryJavadoc(parameters.keySet())
                    .replace("every handler", "every handler and interceptor"))
        .addStatement("return new $T($L)", generated, arguments)
        .build();
  }
}
