package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.HANDLER;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE_BROADCAST_BUILDER;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE_BUILDER;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.FactoryMethod;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;
import javax.lang.model.element.Modifier;

/**
 * Writes the construction of a dispatcher too large for one method: the handlers go into an array
 * and the routes are registered by static methods of at most {@link #STATEMENTS_PER_METHOD}
 * statements each, grouped {@link #METHODS_PER_CLASS} to a nested class. The dispatcher keeps its
 * one constructor: it takes one instance per handler class as a smaller one does, or, past {@link
 * #MAX_CONSTRUCTOR_PARAMETERS} classes, a function from handler class to instance; it fills the
 * array itself, and past that many handlers through methods that take the instances they need.
 *
 * <p>Why: one statement of route registration compiles to about 12 bytes of bytecode, so a single
 * constructor passes HotSpot's 8,000-byte {@code HugeMethodLimit} near 650 routes and the JVM's
 * 64 KiB method limit near 6,000; a method takes at most 254 parameters after {@code this}. Chunks
 * of 256 statements stay near 3 KB. And each route names its event class, two constant-pool entries
 * (each handler three): in one class, about 17,000 event types passed the JVM's 65,535 constants
 * ({@code too many constants}); a nested class of 16 chunks holds 4,096 routes, about 12,500
 * entries, so the number of event types has no limit but memory. A broadcast route's call weighs
 * one statement more than its handlers, for the varargs array that passes them. A handler method's
 * entry in the handler array weighs {@link #HANDLER_METHOD_WEIGHT}: its lambda and method reference
 * take a synthetic method and two {@code invokedynamic} call sites, about 17 constants where a
 * handler class's entry takes 4, and 4,096 of them in one nested class passed the 65,535. A handler
 * that interceptors wrap enters the array as its chain, built there ({@code InterceptorChain.wrap}),
 * weighing {@link ChainExpressions#weight} more. Below these limits the writer keeps the plain
 * one-method form.
 */
final class ChunkedConstruction {
  /** Statements per generated method: about 3 KB of bytecode, well under 8,000 bytes. */
  static final int STATEMENTS_PER_METHOD = 256;

  /**
   * Chunk methods per nested class: 4,096 statements. A route names its event class (two constants,
   * and an {@code InnerClasses} entry with its enclosing classes for a nested one), so this leaves
   * room in a class's 65,535 constants for event classes nested several levels deep.
   */
  static final int METHODS_PER_CLASS = 16;

  /**
   * The weight of a handler method's entry in the handler array: a nested class holds 1,024 of them,
   * about 18,000 constants.
   */
  static final int HANDLER_METHOD_WEIGHT = 4;

  /** The JVM allows 255 parameter slots per method, one of them taken by {@code this}. */
  static final int MAX_CONSTRUCTOR_PARAMETERS = 254;

  private static final TypeName HANDLER_ARRAY = DispatchSwitch.HANDLER_ARRAY;

  /** A statement of a chunk and its weight, about how many one-handler statements of bytecode it takes. */
  private record Statement(CodeBlock code, int weight) {}

  private static final TypeName INSTANCES = ParameterizedTypeName.get(
      RuntimeNames.FUNCTION,
      WildcardTypeName.supertypeOf(
          ParameterizedTypeName.get(RuntimeNames.CLASS, WildcardTypeName.subtypeOf(Object.class))),
      WildcardTypeName.subtypeOf(Object.class));
  private static final TypeName INSTANCES_BY_CLASS = ParameterizedTypeName.get(
      RuntimeNames.MAP,
      ParameterizedTypeName.get(RuntimeNames.CLASS, WildcardTypeName.subtypeOf(Object.class)),
      ClassName.OBJECT);

  private final DispatcherModel model;
  private final DispatchCases cases;
  private final CodeBlock afterRoutes;
  private final ShadowedNames names;
  private final MemberNames memberNames;
  private final VariableNames variables;
  /** The chain of each handler interceptors wrap. */
  private final Map<HandlerModel, HandlerChain> chains;
  /** The interceptors the constructor takes, in its order. */
  private final Set<InterceptorRef> interceptorClasses;

  private final ChainExpressions chainExpressions;
  private final Map<HandlerModel, Integer> indexes = new HashMap<>();
  /** The index of the first handler of each class (its own, or its first handler method). */
  private final Map<TypeRef, Integer> firstOfClass = new HashMap<>();
  /** The broadcast sequences too long to pass inline, each built by a method {@code sequenceN}, by number. */
  private final Map<List<HandlerModel>, Integer> longSequences = new LinkedHashMap<>();

  /**
   * @param chainExpressions how the chains of interceptors are built
   * @param afterRoutes statements run once {@code this.routes} is set
   */
  ChunkedConstruction(
      WriterContext context,
      DispatchCases cases,
      ChainExpressions chainExpressions,
      CodeBlock afterRoutes) {
    this.model = context.model();
    this.cases = cases;
    this.afterRoutes = afterRoutes;
    this.names = context.names();
    this.memberNames = context.memberNames();
    this.variables = context.variables();
    this.chains = context.handlers().chains();
    this.interceptorClasses = context.handlers().interceptors().keySet();
    this.chainExpressions = chainExpressions;
    for (HandlerModel handler : context.model().handlers()) {
      firstOfClass.putIfAbsent(handler.type(), indexes.size());
      indexes.put(handler, indexes.size());
    }
  }

  /**
   * Adds the route methods, and {@code constructor}'s statements that build the table with them from
   * {@code handlers}, an array of every handler in order, which its statements so far declared, then
   * the statements after the routes; and adds the constructor to {@code type}.
   */
  void addRoutesTo(TypeSpec.Builder type, MethodSpec.Builder constructor) {
    constructor.addCode(routeConstruction(type)).addCode(afterRoutes);
    type.addMethod(constructor.build());
  }

  /** {@code this.routes = ...}, through route methods of {@code type} that it adds. */
  private CodeBlock routeConstruction(TypeSpec.Builder type) {
    boolean broadcast = model instanceof BroadcastDispatcher;
    ClassName builder = broadcast ? ROUTE_TABLE_BROADCAST_BUILDER : ROUTE_TABLE_BUILDER;
    List<List<Statement>> routeChunks = partition(registrations());
    String handlers = variables.handlers();
    String builderVariable = variables.builder();
    chunks(
        "routes",
        routeChunks,
        type,
        ParameterSpec.builder(builder, builderVariable).build(),
        ParameterSpec.builder(HANDLER_ARRAY, handlers).build());
    longSequences.forEach((sequence, number) -> addSequence(type, sequence, number));
    return CodeBlock.builder()
        .addStatement(
            "$T $N = $L",
            builder,
            builderVariable,
            broadcast
                ? BroadcastTable.builder((BroadcastDispatcher) model)
                : CodeBlock.of("$T.builder($N)", ROUTE_TABLE, handlers))
        .add(calls("routes", routeChunks.size(), builderVariable + ", " + handlers))
        .addStatement(
            "this.$N = $N$L",
            variables.routes(),
            builderVariable,
            RouteTableBuild.calls(model, names, ""))
        .build();
  }

  /**
   * {@code Handler<?>[] handlers = ...}: the handler array, filled from {@code instances}, the
   * constructor's parameter of each handler class, by methods of {@code type} that it adds, each
   * taking the instances its handlers need. The form of a dispatcher of more handlers than a
   * constructor takes parameters but of few enough classes: handler methods share their class's.
   */
  CodeBlock handlersOf(
      TypeSpec.Builder type,
      Map<HandlerModel, String> instances,
      Map<InterceptorRef, String> interceptors) {
    Map<TypeRef, HandlerModel> firstHandler = new HashMap<>();
    instances.keySet().forEach(handler -> firstHandler.put(handler.type(), handler));
    String handlers = variables.handlers();
    List<List<Statement>> chunks = partition(handlerEntries(handler -> {
      String instance = instances.get(firstHandler.get(handler.type()));
      HandlerChain chain = chains.get(handler);
      if (chain != null) {
        CodeBlock target = handler.method().isEmpty()
            ? CodeBlock.of("$N", instance)
            : CodeBlock.of("$N::$N", instance, handler.methodName());
        return CodeBlock.of(
            "$N[$L] = $L",
            handlers,
            indexes.get(handler),
            chainExpressions.wrap(
                chain,
                target,
                CodeBlock.of("$N", instance),
                interceptor -> CodeBlock.of("$N", interceptors.get(interceptor)),
                true));
      }
      return handler.method().isEmpty()
          ? CodeBlock.of("$N[$L] = $N", handlers, indexes.get(handler), instance)
          : CodeBlock.of(
              "$N[$L] = $T.<$T>of($N, $S, $N::$N)",
              handlers,
              indexes.get(handler),
              RuntimeNames.METHOD_HANDLER,
              names.spelled(handler.method().get().parameterType()),
              instance,
              handler.methodName(),
              instance,
              handler.methodName());
    }));
    CodeBlock.Builder code = CodeBlock.builder()
        .addStatement(
            "$T $N = new $T[$L]",
            HANDLER_ARRAY,
            handlers,
            ParameterizedTypeName.get(HANDLER, WildcardTypeName.subtypeOf(Object.class)),
            model.handlers().size());
    TypeSpec.Builder holder = null;
    int first = 0;
    for (int chunk = 0; chunk < chunks.size(); chunk++) {
      // The instances of this chunk's handlers, once each: at most one parameter per handler class.
      Map<String, TypeName> used = new LinkedHashMap<>();
      Map<String, TypeName> usedInterceptors = new LinkedHashMap<>();
      for (HandlerModel handler :
          model.handlers().subList(first, first + chunks.get(chunk).size())) {
        used.put(instances.get(firstHandler.get(handler.type())), names.spelled(handler.type()));
        HandlerChain chain = chains.get(handler);
        if (chain != null) {
          for (InterceptorRef interceptor : chain.interceptors()) {
            usedInterceptors.put(interceptors.get(interceptor), names.spelled(interceptor.type()));
          }
        }
      }
      // After the handlers' instances, as the constructor takes them: at most one per class.
      used.putAll(usedInterceptors);
      first += chunks.get(chunk).size();
      List<ParameterSpec> parameters =
          new ArrayList<>(List.of(ParameterSpec.builder(HANDLER_ARRAY, handlers).build()));
      used.forEach((name, instanceType) ->
          parameters.add(ParameterSpec.builder(instanceType, name).build()));
      holder = addChunk(type, holder, "handlersOf", chunk, chunks.get(chunk), parameters);
      code.addStatement(
          "$T.$L$L($N, $L)",
          holder("handlersOf", chunk),
          "handlersOf",
          chunk,
          handlers,
          String.join(", ", used.keySet()));
    }
    type.addType(holder.build());
    return code.build();
  }

  /**
   * The public constructor of a dispatcher of more handler classes than a constructor takes
   * parameters, up to the statements after its handler array: it takes a function from handler class
   * to instance, keeps each instance it gives in the field {@code instancesByClass} (which it adds to
   * {@code type}, with the methods that fill the array and {@code create()}), for the copy {@code
   * withDeadLetters} makes.
   */
  MethodSpec.Builder fromFunction(TypeSpec.Builder type) {
    String handlers = variables.handlers();
    String instances = variables.instances();
    String byClass = variables.instancesByClass();
    type.addField(FieldSpec.builder(INSTANCES_BY_CLASS, byClass, Modifier.PRIVATE, Modifier.FINAL)
        .addJavadoc("The instance of each handler class, as the constructor's function gave it.\n")
        .build());
    List<List<Statement>> fromInstances = partition(handlerEntries(handler -> entry(
        handler,
        CodeBlock.of(
            "$T.class.cast($N.apply($T.class))",
            names.spelled(handler.type()),
            instances,
            names.spelled(handler.type())))));
    type.addMethod(handlerArray(
        memberNames.of("handlersFrom"),
        "handlersFrom",
        model.handlers().size(),
        fromInstances.size(),
        ", " + instances,
        ParameterSpec.builder(INSTANCES, instances).build()));
    chunks(
        "handlersFrom",
        fromInstances,
        type,
        ParameterSpec.builder(HANDLER_ARRAY, handlers).build(),
        ParameterSpec.builder(INSTANCES, instances).build());
    if (model.factory() == FactoryMethod.GENERATED) {
      addFactory(type);
    }
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(
            chains.isEmpty()
                ? "Creates the dispatcher around handler instances that {@code $L} returns: it is asked\n"
                    + "once for each handler class, must return an instance of that class, never null (a\n"
                    + "dependency-injection container's {@code getBean} or {@code getInstance}, for example).\n"
                : "Creates the dispatcher around handler and interceptor instances that {@code $L}\n"
                    + "returns: it is asked once for each handler and interceptor class, must return an\n"
                    + "instance of that class, never null (a dependency-injection container's {@code\n"
                    + "getBean} or {@code getInstance}, for example); builds the chain of interceptors\n"
                    + "around each handler once.\n",
            instances)
        .addParameter(INSTANCES, instances)
        .addStatement("this.$N = new $T<>()", byClass, RuntimeNames.HASH_MAP)
        .addStatement(
            "$T $N = $N($N -> this.$N.computeIfAbsent($N, $N))",
            HANDLER_ARRAY,
            handlers,
            memberNames.of("handlersFrom"),
            variables.type(),
            byClass,
            variables.type(),
            instances);
  }

  /** {@code create()}, which passes the constructor a map of a new instance of each handler class. */
  private void addFactory(TypeSpec.Builder type) {
    String instances = variables.instances();
    String newInstances = memberNames.of("newInstances");
    type.addMethod(MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(names.spelled(model.declaration().generated()))
        .addJavadoc(
            chains.isEmpty()
                ? HandlerInstances.factoryJavadoc(model.handlers())
                : HandlerInstances.factoryJavadoc(model.handlers())
                    .replace("every handler", "every handler and interceptor"))
        .addStatement(
            "return new $T($N()::get)",
            names.spelled(model.declaration().generated()),
            newInstances)
        .build());
    List<HandlerModel> firstOfEach = new ArrayList<>();
    firstOfClass.values().stream()
        .sorted()
        .forEach(index -> firstOfEach.add(model.handlers().get(index)));
    List<Statement> puts = new ArrayList<>(statements(
        firstOfEach,
        handler -> CodeBlock.of(
            "$N.put($T.class, $L)",
            instances,
            names.spelled(handler.type()),
            HandlerInstances.instance(handler, names))));
    puts.addAll(statements(
        List.copyOf(interceptorClasses),
        interceptor -> CodeBlock.of(
            "$N.put($T.class, new $T())",
            instances,
            names.spelled(interceptor.type()),
            names.spelled(interceptor.type()))));
    List<List<Statement>> chunks = partition(puts);
    type.addMethod(MethodSpec.methodBuilder(newInstances)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(INSTANCES_BY_CLASS)
        .addStatement("$T $N = new $T<>()", INSTANCES_BY_CLASS, instances, RuntimeNames.HASH_MAP)
        .addCode(calls("newInstances", chunks.size(), instances))
        .addStatement("return $N", instances)
        .build());
    chunks(
        "newInstances",
        chunks,
        type,
        ParameterSpec.builder(INSTANCES_BY_CLASS, instances).build());
  }

  /**
   * {@code handlers[i] = ...}: the handler {@code i}, made from {@code instance}, the instance of its
   * class, when it is its class's first; a later handler of the class (a handler method) takes the
   * instance of the first, so that a class is one instance however many handlers it declares.
   */
  private CodeBlock entry(HandlerModel handler, CodeBlock instance) {
    int index = indexes.get(handler);
    int first = firstOfClass.get(handler.type());
    HandlerChain chain = chains.get(handler);
    if (chain != null) {
      return chainEntry(handler, chain, instance, first);
    }
    if (handler.method().isEmpty()) {
      return CodeBlock.of(
          "$N[$L] = $L", variables.handlers(), index, instance); // a class's own comes first
    }
    ClassName owner = names.spelled(handler.type());
    // The array holds the first handler's chain, not its instance: the function gives it again.
    CodeBlock of = index == first || chains.containsKey(model.handlers().get(first))
        ? instance
        : CodeBlock.of(
            "$T.class.cast($T.instanceOf($N[$L]))",
            owner,
            RuntimeNames.METHOD_HANDLER,
            variables.handlers(),
            first);
    String bound = variables.instance();
    return CodeBlock.of(
        "$N[$L] = $T.<$T, $T>bind($L, $S, $N -> $N::$N)",
        variables.handlers(),
        index,
        RuntimeNames.METHOD_HANDLER,
        owner,
        names.spelled(handler.method().get().parameterType()),
        of,
        handler.methodName(),
        bound,
        bound,
        handler.methodName());
  }

  /**
   * {@code handlers[i] = InterceptorChain.<E>wrap(...)}: the chain around handler {@code i}, its
   * instance and interceptors from the constructor's function, which gives the instance it gave the
   * first handler of the class again (the constructor keeps what it gives). Reading the instance back
   * from the array, as {@link #entry} does, would find the first handler's chain there.
   */
  private CodeBlock chainEntry(
      HandlerModel handler, HandlerChain chain, CodeBlock instance, int first) {
    int index = indexes.get(handler);
    CodeBlock target;
    CodeBlock receiver = instance;
    if (handler.method().isEmpty()) {
      target = instance;
    } else {
      CodeBlock of = index == first || chains.containsKey(model.handlers().get(first))
          ? instance
          : CodeBlock.of(
              "$T.class.cast($T.instanceOf($N[$L]))",
              names.spelled(handler.type()),
              RuntimeNames.METHOD_HANDLER,
              variables.handlers(),
              first);
      target = CodeBlock.of("$L::$N", of, handler.methodName());
      receiver = of;
    }
    return CodeBlock.of(
        "$N[$L] = $L",
        variables.handlers(),
        index,
        chainExpressions.wrap(
            chain,
            target,
            receiver,
            interceptor -> CodeBlock.of(
                "$T.class.cast($N.apply($T.class))",
                names.spelled(interceptor.type()),
                variables.instances(),
                names.spelled(interceptor.type())),
            true));
  }

  /**
   * {@code Handler<?>[] name(parameters)}: allocates the handler array of {@code size} and fills it in
   * {@code chunks} calls of the methods {@code chunkName0, chunkName1, ...}.
   */
  private MethodSpec handlerArray(
      String name,
      String chunkName,
      int size,
      int chunks,
      String extraArguments,
      ParameterSpec... parameters) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(HANDLER_ARRAY)
        .addParameters(List.of(parameters))
        .addStatement(
            "$T $N = new $T[$L]",
            HANDLER_ARRAY,
            variables.handlers(),
            ParameterizedTypeName.get(HANDLER, WildcardTypeName.subtypeOf(Object.class)),
            size)
        .addCode(calls(chunkName, chunks, variables.handlers() + extraArguments))
        .addStatement("return $N", variables.handlers())
        .build();
  }

  /** The statements that register the routes on {@code builder}, each with its weight. */
  private List<Statement> registrations() {
    if (model instanceof BroadcastDispatcher broadcast) {
      return BroadcastTable.registrations(broadcast, cases, names, this::handlerArguments).stream()
          .map(registration -> new Statement(
              CodeBlock.of("$N.$L", variables.builder(), registration.call()),
              registration.weight()))
          .toList();
    }
    return statements(
        ((ExclusiveDispatcher) model).routes(),
        route -> CodeBlock.of(
            "$N.$L($T.class, $N[$L])",
            variables.builder(),
            route.declared() ? "handle" : "route",
            names.spelled(route.event()),
            variables.handlers(),
            indexes.get(route.handler())));
  }

  /**
   * The arguments that pass {@code handlers} to a builder call: {@code handlers[3], handlers[7]}, or
   * past {@link #STATEMENTS_PER_METHOD}, whose varargs array alone could pass the JVM's 64 KiB per
   * method, {@code sequence0(handlers)}, which fills the array in chunks.
   */
  private CodeBlock handlerArguments(List<HandlerModel> handlers) {
    if (handlers.size() <= STATEMENTS_PER_METHOD) {
      List<CodeBlock> elements = new ArrayList<>();
      for (HandlerModel handler : handlers) {
        elements.add(CodeBlock.of("$N[$L]", variables.handlers(), indexes.get(handler)));
      }
      return CodeBlocks.joined(elements, ", ");
    }
    Integer number = longSequences.computeIfAbsent(handlers, sequence -> longSequences.size());
    // Unqualified from the nested class of routes: the generated class's own name may be a field's.
    return CodeBlock.of("$N($N)", memberNames.of("sequence" + number), variables.handlers());
  }

  /** {@code sequenceN(all)}: the array of {@code handlers}, in order, taken from {@code all}. */
  private void addSequence(TypeSpec.Builder type, List<HandlerModel> handlers, int number) {
    String name = "sequence" + number + "Part";
    List<List<Statement>> parts = partition(statements(
        IntStream.range(0, handlers.size()).boxed().toList(),
        position -> CodeBlock.of(
            "$N[$L] = $N[$L]",
            variables.handlers(),
            position,
            variables.all(),
            indexes.get(handlers.get(position)))));
    ParameterSpec all = ParameterSpec.builder(HANDLER_ARRAY, variables.all()).build();
    type.addMethod(handlerArray(
        memberNames.of("sequence" + number),
        name,
        handlers.size(),
        parts.size(),
        ", " + variables.all(),
        all));
    chunks(
        name,
        parts,
        type,
        ParameterSpec.builder(HANDLER_ARRAY, variables.handlers()).build(),
        all);
  }

  /** The statement {@code entry} writes for each handler, weighed by its kind. */
  private List<Statement> handlerEntries(Function<HandlerModel, CodeBlock> entry) {
    return statements(model.handlers(), entry, handler -> {
      int weight = handler.method().isEmpty() ? 1 : HANDLER_METHOD_WEIGHT;
      HandlerChain chain = chains.get(handler);
      return chain == null ? weight : weight + ChainExpressions.weight(chain);
    });
  }

  /** The statement of each of {@code items}, each of weight one. */
  private static <T> List<Statement> statements(List<T> items, Function<T, CodeBlock> statement) {
    return statements(items, statement, item -> 1);
  }

  /** The statement of each of {@code items}, each of the weight {@code weight} gives it. */
  private static <T> List<Statement> statements(
      List<T> items, Function<T, CodeBlock> statement, ToIntFunction<T> weight) {
    return items.stream()
        .map(item -> new Statement(statement.apply(item), weight.applyAsInt(item)))
        .toList();
  }

  /**
   * {@code statements} in consecutive chunks of at most {@link #STATEMENTS_PER_METHOD} weight each (a
   * heavier statement alone), one chunk per method.
   */
  private static List<List<Statement>> partition(List<Statement> statements) {
    List<List<Statement>> chunks = new ArrayList<>();
    List<Statement> chunk = new ArrayList<>();
    long weight = 0;
    for (Statement statement : statements) {
      if (!chunk.isEmpty() && weight + statement.weight() > STATEMENTS_PER_METHOD) {
        chunks.add(chunk);
        chunk = new ArrayList<>();
        weight = 0;
      }
      chunk.add(statement);
      weight += statement.weight();
    }
    if (!chunk.isEmpty()) {
      chunks.add(chunk);
    }
    return chunks;
  }

  /** The calls {@code Name0.name0(arguments); Name0.name1(arguments); ...} of {@code count} chunks. */
  private CodeBlock calls(String name, int count, String arguments) {
    CodeBlock.Builder calls = CodeBlock.builder();
    for (int chunk = 0; chunk < count; chunk++) {
      calls.addStatement("$T.$L$L($L)", holder(name, chunk), name, chunk, arguments);
    }
    return calls.build();
  }

  /**
   * Adds {@code name0, name1, ...}, each running the statements of one of {@code chunks}, in nested
   * classes {@code Name0, Name1, ...} of {@value #METHODS_PER_CLASS} methods each.
   */
  private void chunks(
      String name,
      List<List<Statement>> chunks,
      TypeSpec.Builder type,
      ParameterSpec... parameters) {
    TypeSpec.Builder holder = null;
    for (int chunk = 0; chunk < chunks.size(); chunk++) {
      holder = addChunk(type, holder, name, chunk, chunks.get(chunk), List.of(parameters));
    }
    if (holder != null) {
      type.addType(holder.build());
    }
  }

  /**
   * Adds the method {@code name + chunk} running {@code statements} to {@code holder}, the nested
   * class of the chunks so far, or to a new one, the previous one then added to {@code type}, when
   * {@code chunk} starts a class; returns the class the method is in.
   */
  private TypeSpec.Builder addChunk(
      TypeSpec.Builder type,
      TypeSpec.Builder holder,
      String name,
      int chunk,
      List<Statement> statements,
      List<ParameterSpec> parameters) {
    if (chunk % METHODS_PER_CLASS == 0) {
      if (holder != null) {
        type.addType(holder.build());
      }
      holder = TypeSpec.classBuilder(holder(name, chunk))
          .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    }
    MethodSpec.Builder method = MethodSpec.methodBuilder(name + chunk)
        .addModifiers(Modifier.STATIC)
        .addParameters(parameters);
    statements.forEach(statement -> method.addStatement(statement.code()));
    holder.addMethod(method.build());
    return holder;
  }

  /** The nested class that holds chunk {@code chunk} of {@code name}: {@code Routes0} for {@code routes0}. */
  private ClassName holder(String name, int chunk) {
    return memberNames.nestedClass(
        Character.toUpperCase(name.charAt(0)) + name.substring(1) + chunk / METHODS_PER_CLASS);
  }
}
