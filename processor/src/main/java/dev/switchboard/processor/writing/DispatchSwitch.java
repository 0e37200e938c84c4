package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.HANDLER;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.model.DispatchMethod;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.model.TypedOverload;
import dev.switchboard.processor.naming.ShadowedNames;
import dev.switchboard.processor.writing.DispatchCases.Case;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code dispatch(event)}: the table finds the case of the event's class ({@code
 * RouteTable.caseOf}), and a {@code switch} calls that case's handlers directly, each call bound by
 * javac to the handler's own class, so the JIT can inline it where a {@code Handler.handle} call
 * from a table would be megamorphic. Small dispatchers compare the event's class with their route
 * classes first, as {@code handlerFor} does, and call a match's handlers in the comparison itself,
 * leaving the switch, in a method of its own, to the classes the table finds. Past 16 cases, {@code dispatch} switches on the high
 * bits of the case number to methods of at most 16 branches or cases each ({@link DispatchCases}),
 * all small enough for the JIT to inline into the caller; past 254 handlers nested classes of 256
 * case numbers hold them, with those cases in one flat switch. Events without a case (unhandled,
 * or a broadcast combination met only at run time) go to {@code RouteTable.dispatchUncased}. When
 * only those nested classes hold the handlers (past 254 handlers), the
 * dispatcher's typed {@code dispatch(E)} reaches the handler through the field of the nested class
 * of its case ({@code cases3.reserveStock.handle(event)}), where one class could not hold a field
 * of every handler within the JVM's 65,535 constants.
 */
final class DispatchSwitch {
  static final TypeName HANDLER_ARRAY = ArrayTypeName.of(
      ParameterizedTypeName.get(HANDLER, WildcardTypeName.subtypeOf(Object.class)));

  private final DispatcherModel model;
  private final DispatchCases cases;
  private final CallWriter calls;
  private final Map<HandlerModel, String> handlerNames;
  /** The chain of each handler interceptors wrap, which the handler array holds in its place. */
  private final Map<HandlerModel, HandlerChain> chains;

  private final ShadowedNames names;
  private final MemberNames memberNames;
  private final VariableNames variables;
  /** What {@code dispatch} does with an event its switch has no case for. */
  private final CodeBlock uncased;
  /** What a method below {@code dispatch} does with a route it has no case for: none reaches it. */
  private final CodeBlock unreachable;
  /** The code of the class checks of a small dispatcher. */
  private final ClassCheckCode classChecks;

  /**
   * Estimated bytes of bytecode {@code dispatch} may hold when it makes the calls in its class
   * checks: a few under C2's 325-byte {@code FreqInlineSize}, so that it is inlined into its caller
   * as a hand-written chain is.
   */
  private static final int CHECKED_DISPATCH_BUDGET = 322;

  /** The bytes of {@code dispatchCase(routes.caseOf(event), event); return;}. */
  private static final int CASE_METHOD_CALL_BYTES = 14;

  /** The bytes of {@code routes.dispatchUnhandled(event); return;}. */
  private static final int UNHANDLED_CALL_BYTES = 9;

  /** What a call of an interceptor chain ({@code invokeinterface}) takes beyond a handler's call. */
  private static final int CHAIN_CALL_EXTRA_BYTES = 2;

  private final Map<HandlerModel, Integer> positions = new HashMap<>();
  /** The field holding each chunk of cases, when they are nested. */
  private final List<String> chunkFields = new ArrayList<>();
  /** The field of each chunk's class holding each handler its cases call, by chunk. */
  private final List<Map<HandlerModel, String>> chunkHandlerNames = new ArrayList<>();
  /** The dispatch switch of the context's model, over {@code cases}, calling the handlers by {@code calls}. */
  DispatchSwitch(WriterContext context, DispatchCases cases, CallWriter calls) {
    DispatcherModel model = context.model();
    VariableNames variables = context.variables();
    Set<String> taken = context.taken();
    this.model = model;
    this.memberNames = context.memberNames();
    this.variables = variables;
    this.uncased = CodeBlock.builder()
        .addStatement(
            "$N.dispatchUncased($N, $N)", variables.routes(), variables.route(), variables.event())
        .build();
    this.unreachable = CodeBlock.builder()
        .addStatement("throw new $T($N)", RuntimeNames.ASSERTION_ERROR, variables.route())
        .build();
    this.cases = cases;
    this.calls = calls;
    this.classChecks = new ClassCheckCode(
        context.names(), variables, model.classChecks(), model.declaration().rootErasure());
    // The instance each handler is called on: a class's own variable, shared by its handler
    // methods.
    this.handlerNames = context.handlers().receivers();
    this.chains = context.handlers().chains();
    this.names = context.names();
    for (HandlerModel handler : model.handlers()) {
      positions.put(handler, positions.size());
    }
    if (model.dispatchMethod() != DispatchMethod.DECLARED && cases.nested()) {
      for (int chunk = 0; chunk < cases.chunkCount(); chunk++) {
        chunkFields.add(ParameterNames.distinct("cases" + chunk, taken));
        chunkHandlerNames.add(fieldsOfChunk(cases.chunk(chunk)));
      }
    }
  }

  /**
   * The fields of a chunk's class: one per handler its cases call, named as the dispatcher names it,
   * and one per handler method even when several methods share their class's instance
   * ({@code orderProjectionForOrderPlaced}). Each case then reads a field no other case reads: C2
   * merges the reads of one field by several cases of the flat switch into one, which it then makes
   * before the switch, so a chunk of 32 classes of eight handler methods read all 32 fields on every
   * dispatch (docs/benchmarks.md, "Handler methods").
   */
  private Map<HandlerModel, String> fieldsOfChunk(List<Case> chunkCases) {
    Set<HandlerModel> used = new TreeSet<>();
    chunkCases.forEach(each -> each.calls().stream().map(HandlerCall::handler).forEach(used::add));
    Map<String, Integer> handlersPerName = new HashMap<>();
    for (HandlerModel handler : used) {
      handlersPerName.merge(handlerNames.get(handler), 1, Integer::sum);
    }
    Map<HandlerModel, String> fields = new LinkedHashMap<>();
    // The chunk's constructor and dispatch name their parameters so: no field may hide them.
    Set<String> declared = new HashSet<>(handlersPerName.keySet());
    declared.addAll(List.of(variables.handlers(), variables.route(), variables.event()));
    for (HandlerModel handler : used) {
      String name = handlerNames.get(handler);
      fields.put(
          handler,
          handlersPerName.get(name) == 1
              ? name
              : ParameterNames.distinct(
                  name + "For" + String.join("", handler.events().get(0).name().simpleNames()),
                  declared));
    }
    return fields;
  }

  /**
   * The handlers of {@code overload} as a typed method reaches them when only the nested class of
   * its case holds them: {@code cases3.reserveStock}. A field, not a typed method of the nested
   * class: javac resolved each such call among the 256 overloads of its class (a 1,000-handler
   * module compiled in 0.71 times the CPU time without them).
   */
  Map<HandlerModel, String> chunkHandlerFields(TypedOverload overload) {
    int chunk = cases.caseOf(overload.event()).orElseThrow() >> DispatchCases.CHUNK_SHIFT;
    Map<HandlerModel, String> fields = new HashMap<>();
    for (HandlerCall call : overload.calls()) {
      fields.put(
          call.handler(),
          chunkFields.get(chunk) + "." + chunkHandlerNames.get(chunk).get(call.handler()));
    }
    return fields;
  }

  /** Whether the constructor must hand {@link #construction} an array of the handlers. */
  boolean needsHandlerArray() {
    return !chunkFields.isEmpty();
  }

  /**
   * The type of the event in the generated dispatch methods: the root type, or {@code Object} where
   * the class inherits {@code dispatch} and implements {@code dispatchEvent}, so that nothing casts
   * the event before the class checks.
   */
  private TypeName eventType() {
    return model.dispatchMethod() == DispatchMethod.INHERITED
        ? names.spelled(ClassName.OBJECT)
        : names.spelled(model.declaration().root());
  }

  /** The statements that create the chunks from {@code handlers}, an array of every handler in order. */
  CodeBlock construction() {
    CodeBlock.Builder code = CodeBlock.builder();
    for (int chunk = 0; chunk < chunkFields.size(); chunk++) {
      code.addStatement(
          "this.$N = new $T($N)", chunkFields.get(chunk), chunkClass(chunk), variables.handlers());
    }
    return code.build();
  }

  /** Adds {@code dispatch}, the chunk fields and the chunk classes. */
  void addTo(TypeSpec.Builder type) {
    if (model.dispatchMethod() == DispatchMethod.DECLARED) {
      return;
    }
    for (int chunk = 0; chunk < chunkFields.size(); chunk++) {
      type.addField(FieldSpec.builder(
              chunkClass(chunk), chunkFields.get(chunk), Modifier.PRIVATE, Modifier.FINAL)
          .build());
    }
    MethodSpec.Builder dispatch = model.dispatchMethod() == DispatchMethod.INHERITED
        ? Overrides.mark(
                MethodSpec.methodBuilder(SwitchboardTypes.GENERATED_DISPATCHER_HOOK), names)
            .addModifiers(Modifier.PROTECTED)
        : Overrides.mark(MethodSpec.methodBuilder("dispatch"), names).addModifiers(Modifier.PUBLIC);
    dispatch.addParameter(eventType(), variables.event());
    String handlers = model.declaration().semantics().broadcast() ? "handlers" : "handler";
    String them = model.declaration().semantics().broadcast() ? "them" : "it";
    CheckedCases checks = checkedCases();
    if (callsInChecks(checks)) {
      addWithCallsInChecks(type, dispatch, checks, handlers);
      return;
    }
    dispatch
        .addJavadoc(
            "Hands {@code $L} to the $L of its class: the route table finds the case of the class, and\n"
                + "the case calls $L directly.\n",
            variables.event(),
            handlers,
            them)
        .addCode(routeOfEvent(checks));
    if (cases.inDispatch()) {
      List<Case> all = cases.leaves().isEmpty() ? List.of() : cases.leaves().get(0);
      dispatch.addCode(caseSwitch(all, calls, uncased));
      type.addMethod(dispatch.build());
      return;
    }
    int top = cases.topLevel();
    dispatch.addComment(
        "Methods of at most $L cases or branches each, which the JIT inlines; events without a case",
        SwitchTree.CASES_PER_LEAF);
    dispatch.addComment("have a negative route.");
    dispatch.addCode(branchSwitch(top, 0, uncased));
    type.addMethod(dispatch.build());
    int lowest = cases.nested() ? 2 : 0;
    for (int level = top - 1; level >= lowest; level--) {
      for (int number = 0; number < cases.tree().methodCount(level); number++) {
        type.addMethod(treeMethod(level, number));
      }
    }
    for (int chunk = 0; chunk < chunkFields.size(); chunk++) {
      type.addType(chunkType(chunk, cases.chunk(chunk)));
    }
  }

  /**
   * Adds {@code dispatch} as class checks that make their cases' calls, then the call of a method
   * holding the switch of every case, for the classes the table finds.
   */
  private void addWithCallsInChecks(
      TypeSpec.Builder type, MethodSpec.Builder dispatch, CheckedCases checks, String handlers) {
    dispatch.addCode(checkedCalls(checks));
    if (checks.othersUnhandled()) {
      dispatch
          .addJavadoc(
              "Hands {@code $L} to the $L of its class where the class matches a route class; no\n"
                  + "handler takes an event of any other class.\n",
              variables.event(),
              handlers)
          .addStatement("$N.dispatchUnhandled($N)", variables.routes(), variables.event());
      type.addMethod(dispatch.build());
      return;
    }
    String caseMethod = memberNames.of("dispatchCase");
    dispatch
        .addJavadoc(
            "Hands {@code $L} to the $L of its class: directly where the class matches a route class,\n"
                + "else in the case the route table finds for the class.\n",
            variables.event(),
            handlers)
        .addStatement(
            "$N($N.caseOf($N), $N)",
            caseMethod,
            variables.routes(),
            variables.event(),
            variables.event());
    type.addMethod(dispatch.build());
    type.addMethod(MethodSpec.methodBuilder(caseMethod)
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc(
            "Runs case {@code $L}, which the route table found for a class {@code dispatch} does not\n"
                + "compare with.\n",
            variables.route())
        .addParameter(TypeName.INT, variables.route())
        .addParameter(eventType(), variables.event())
        .addCode(caseSwitch(cases.leaves().get(0), calls, uncased))
        .build());
  }

  /**
   * The switch of the method {@code number} of {@code level} in the tree of {@link DispatchCases#topLevel}:
   * a leaf's cases, or calls of the methods one level down.
   */
  private CodeBlock branchSwitch(int level, int number, CodeBlock otherwise) {
    if (level == 0) {
      return caseSwitch(cases.leaves().get(number), calls, otherwise);
    }
    return cases
        .tree()
        .branchSwitch(
            variables.route(), level, number, branch -> treeCall(level - 1, branch), otherwise);
  }

  /** The call of the method {@code number} of {@code level}: a nested class's {@code dispatch} at level 1. */
  private CodeBlock treeCall(int level, int number) {
    return cases.nested() && level == 1
        ? CodeBlock.of(
            "$N.dispatch($N, $N)", chunkFields.get(number), variables.route(), variables.event())
        : CodeBlock.of(
            "$N($N, $N)", treeMethodName(level, number), variables.route(), variables.event());
  }

  /** {@code cases16To31}: the case numbers the method {@code number} of {@code level} covers. */
  private String treeMethodName(int level, int number) {
    return memberNames.of(SwitchTree.rangeName("cases", level, number));
  }

  private MethodSpec treeMethod(int level, int number) {
    return MethodSpec.methodBuilder(treeMethodName(level, number))
        .addModifiers(Modifier.PRIVATE)
        .addParameter(TypeName.INT, variables.route())
        .addParameter(eventType(), variables.event())
        .addCode(branchSwitch(level, number, unreachable))
        .build();
  }

  /**
   * The route classes {@code dispatch} compares the event's class with, by the case they take.
   *
   * @param othersUnhandled whether an event that passes them is one no handler takes: every class
   *     with a route is final and checked ({@code ClassChecks.othersUnhandled}), each in its case. A
   *     broadcast route whose calls fit in no case is left to the table, and then the rest are not.
   */
  private record CheckedCases(Map<Integer, List<TypeRef>> byCase, boolean othersUnhandled) {
    boolean isEmpty() {
      return byCase.isEmpty();
    }
  }

  private CheckedCases checkedCases() {
    Map<Integer, List<TypeRef>> checks = new TreeMap<>();
    boolean everyClassInACase = true;
    for (TypeRef event : model.exactClassChecks()) {
      OptionalInt index = cases.caseOf(event);
      if (index.isPresent()) {
        checks.computeIfAbsent(index.getAsInt(), number -> new ArrayList<>()).add(event);
      } else {
        everyClassInACase = false;
      }
    }
    return new CheckedCases(checks, model.classChecks().othersUnhandled() && everyClassInACase);
  }

  /**
   * Whether {@code dispatch} makes the calls of each checked case inside its class check: one
   * branch per case and no switch, as a hand-written chain of class checks is. Only while its
   * checks and calls fit {@link #CHECKED_DISPATCH_BUDGET}, all cases are in one switch, and no checked case
   * catches its handlers' failures: its blocks of {@code try} would be written twice.
   */
  private boolean callsInChecks(CheckedCases checks) {
    if (checks.isEmpty() || !cases.inDispatch()) {
      return false;
    }
    int bytes = 0;
    for (Case each : cases.leaves().get(0)) {
      List<TypeRef> classes = checks.byCase().get(each.index());
      if (classes == null) {
        continue;
      }
      if (calls.catches(each.calls())) {
        return false;
      }
      bytes += classChecks.bytes(classes) + calls.estimatedBytes(each.calls()) + 1;
      for (HandlerCall call : each.calls()) {
        if (chains.containsKey(call.handler())) {
          bytes += CHAIN_CALL_EXTRA_BYTES;
        }
      }
    }
    bytes += nullCheck().isEmpty() ? 0 : ClassCheckCode.NULL_CHECK_BYTES;
    bytes += checks.othersUnhandled() ? UNHANDLED_CALL_BYTES : CASE_METHOD_CALL_BYTES;
    return bytes <= CHECKED_DISPATCH_BUDGET;
  }

  /** {@code if (event instanceof X) { calls; return; }} for each checked case. */
  private CodeBlock checkedCalls(CheckedCases checks) {
    CodeBlock.Builder code = CodeBlock.builder().add(nullCheck());
    for (Case each : cases.leaves().get(0)) {
      List<TypeRef> classes = checks.byCase().get(each.index());
      if (classes != null) {
        code.beginControlFlow("if ($L)", classChecks.anyOf(classes))
            .add(calls.run(each.calls(), CodeBlock.of("$N", variables.event())))
            .addStatement("return")
            .endControlFlow();
      }
    }
    return code.build();
  }

  /**
   * {@code int route = ...;}: for a small dispatcher, checks of the event's class against each route
   * class, grouped by case, before the table, or {@code UNHANDLED} when no other class has a route.
   */
  private CodeBlock routeOfEvent(CheckedCases checks) {
    CodeBlock.Builder code = CodeBlock.builder();
    if (checks.isEmpty()) {
      return code.addStatement(
              "int $N = $N.caseOf($N)", variables.route(), variables.routes(), variables.event())
          .build();
    }
    code.add(nullCheck());
    code.add("int $N = ", variables.route()).indent().indent();
    boolean first = true;
    for (Map.Entry<Integer, List<TypeRef>> check : checks.byCase().entrySet()) {
      CodeBlock condition = classChecks.anyOf(check.getValue());
      code.add(first ? "$L ? $L" : "\n: $L ? $L", condition, check.getKey());
      first = false;
    }
    if (checks.othersUnhandled()) {
      code.add("\n: $T.UNHANDLED;\n", ROUTE_TABLE);
    } else {
      code.add("\n: $N.caseOf($N);\n", variables.routes(), variables.event());
    }
    return code.unindent().unindent().build();
  }

  /**
   * {@code RouteTable.requireEvent(event);} before the class checks, whose {@code instanceof} would
   * let a null event pass; nothing where {@code GeneratedDispatcher.dispatch} checked it already.
   */
  private CodeBlock nullCheck() {
    return model.dispatchMethod() == DispatchMethod.INHERITED
        ? CodeBlock.of("")
        : ClassCheckCode.nullCheck(variables);
  }

  /** {@code switch (route) { case n: calls; return; ... default: otherwise }} */
  private CodeBlock caseSwitch(List<Case> all, CallWriter calls, CodeBlock otherwise) {
    CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch ($N)", variables.route());
    for (Case each : all) {
      boolean block = calls.catches(each.calls());
      code.add(block ? "case $L: {\n" : "case $L:\n", each.index())
          .indent()
          .add(calls.run(each.calls(), CodeBlock.of("$N", variables.event())))
          .addStatement("return")
          .unindent();
      if (block) {
        code.add("}\n");
      }
    }
    return SwitchTree.withDefault(code, otherwise);
  }

  /** A nested class holding one chunk of cases and the handlers they call. */
  private TypeSpec chunkType(int chunk, List<Case> chunkCases) {
    Map<HandlerModel, String> fields = chunkHandlerNames.get(chunk);
    TypeSpec.Builder type = TypeSpec.classBuilder(chunkClass(chunk))
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            "Cases $L to $L of {@code dispatch}.\n",
            chunkCases.get(0).index(),
            chunkCases.get(chunkCases.size() - 1).index());
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder().addParameter(HANDLER_ARRAY, variables.handlers());
    for (Map.Entry<HandlerModel, String> field : fields.entrySet()) {
      HandlerModel handler = field.getKey();
      String name = field.getValue();
      HandlerChain chain = chains.get(handler);
      if (chain != null) {
        // The array holds the chain around a wrapped handler: its cases call the chain.
        TypeName chainType = ParameterizedTypeName.get(HANDLER, names.spelled(chain.eventType()));
        type.addField(
            FieldSpec.builder(chainType, name, Modifier.PRIVATE, Modifier.FINAL).build());
        constructor.addStatement(
            "this.$N = ($T) $N[$L]", name, chainType, variables.handlers(), positions.get(handler));
        continue;
      }
      type.addField(
          FieldSpec.builder(names.spelled(handler.type()), name, Modifier.PRIVATE, Modifier.FINAL)
              .build());
      if (handler.method().isEmpty()) {
        constructor.addStatement(
            "this.$N = ($T) $N[$L]",
            name,
            names.spelled(handler.type()),
            variables.handlers(),
            positions.get(handler));
      } else {
        constructor.addStatement(
            "this.$N = ($T) $T.instanceOf($N[$L])",
            name,
            names.spelled(handler.type()),
            RuntimeNames.METHOD_HANDLER,
            variables.handlers(),
            positions.get(handler));
      }
    }
    if (fields.keySet().stream().anyMatch(chains::containsKey)) {
      // Each element was built as the chain of its handler's event type.
      constructor.addAnnotation(AnnotationSpec.builder(RuntimeNames.SUPPRESS_WARNINGS)
          .addMember("value", "$S", "unchecked")
          .build());
    }
    type.addMethod(constructor.build())
        .addMethod(MethodSpec.methodBuilder("dispatch")
            .addParameter(TypeName.INT, variables.route())
            .addParameter(eventType(), variables.event())
            // One flat switch of 256 cases, too large to inline: split into 16 methods of 16 cases,
            // it cost megamorphic dispatch 1.44-1.89 times as much (docs/benchmarks.md, "Where it
            // falls short").
            .addCode(caseSwitch(chunkCases, calls.through(fields), unreachable))
            .build());
    return type.build();
  }

  private ClassName chunkClass(int chunk) {
    return memberNames.nestedClass("Cases" + chunk);
  }
}
