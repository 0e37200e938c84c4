package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.BROADCAST_FAILURES;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.DispatchSemantics.Failure;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes the direct calls of a route's handlers: {@code reserveStock.handle((OrderPlaced) event)}, or
 * {@code orderProjection.on((OrderPlaced) event)} for a handler method,
 * one after the other; under {@code RUN_ALL_THEN_THROW} each in a {@code try} whose failure is kept
 * and rethrown once all ran, as the runtime's broadcast handler does.
 */
final class CallWriter {
  /** Estimated bytecode bytes of one call (field load, event load, cast, invocation) and its try/catch. */
  private static final int CALL_BYTES = 11;

  private static final int CAUGHT_CALL_BYTES = 12;
  private static final int RUN_ALL_BYTES = 8;

  private final Map<HandlerModel, String> fields;
  private final Map<HandlerModel, String> entries;
  private final Failure failure;
  private final ShadowedNames names;
  private final VariableNames variables;
  private final Set<HandlerModel> chained;

  /**
   * A writer of the calls of the context's handlers, through the dispatcher's own fields: a wrapped
   * handler's go to its interceptor chain.
   */
  CallWriter(WriterContext context) {
    this(
        context.handlers().callTargets(),
        context.handlers().entries(),
        context.model().declaration().semantics().failure(),
        context.names(),
        context.variables(),
        context.handlers().chains().keySet());
  }

  /**
   * @param fields the field (or variable) holding the instance each handler is called on
   * @param entries the field holding each handler as a {@code Handler}, for {@code RouteTable.deliver}
   * @param failure what a failing handler does to those after it
   * @param names how the generated class spells the types it casts to
   * @param variables the names of the locals the calls declare
   * @param chained the handlers whose field holds their interceptor chain, called by {@code handle}
   */
  private CallWriter(
      Map<HandlerModel, String> fields,
      Map<HandlerModel, String> entries,
      Failure failure,
      ShadowedNames names,
      VariableNames variables,
      Set<HandlerModel> chained) {
    this.fields = fields;
    this.entries = entries;
    this.failure = failure;
    this.names = names;
    this.variables = variables;
    this.chained = chained;
  }

  /**
   * A writer of the same calls through other fields (or expressions) holding the handlers, the
   * chains of wrapped handlers.
   */
  CallWriter through(Map<HandlerModel, String> otherFields) {
    return new CallWriter(otherFields, otherFields, failure, names, variables, chained);
  }

  /** The statements that hand {@code event} to each of {@code calls}, in order. */
  CodeBlock run(List<HandlerCall> calls, CodeBlock event) {
    CodeBlock.Builder code = CodeBlock.builder();
    if (!catches(calls)) {
      for (HandlerCall call : calls) {
        code.addStatement(call(call, event));
      }
      return code.build();
    }
    String failure = variables.failure();
    String thrown = variables.thrown();
    code.addStatement("$T $N = null", RuntimeNames.THROWABLE, failure);
    for (HandlerCall call : calls) {
      code.beginControlFlow("try")
          .addStatement(call(call, event))
          .nextControlFlow("catch ($T $N)", RuntimeNames.THROWABLE, thrown)
          .addStatement("$N = $T.add($N, $N)", failure, BROADCAST_FAILURES, failure, thrown)
          .endControlFlow();
    }
    return code.addStatement("$T.rethrowIfAny($N)", BROADCAST_FAILURES, failure).build();
  }

  /** Whether {@link #run} declares a local (the failure so far), so a switch case needs braces around it. */
  boolean catches(List<HandlerCall> calls) {
    return failure == Failure.RUN_ALL_THEN_THROW && calls.size() > 1;
  }

  /** About how many bytes of bytecode {@link #run} compiles to; for sizing generated methods. */
  int estimatedBytes(List<HandlerCall> calls) {
    return catches(calls)
        ? RUN_ALL_BYTES + calls.size() * (CALL_BYTES + CAUGHT_CALL_BYTES)
        : calls.size() * CALL_BYTES;
  }

  private CodeBlock call(HandlerCall call, CodeBlock event) {
    String field = fields.get(call.handler());
    String method = chained.contains(call.handler()) ? "handle" : call.handler().methodName();
    switch (call.form()) {
      case DIRECT:
        return CodeBlock.of("$N.$N($L)", field, method, event);
      case CAST:
        return CodeBlock.of(
            "$N.$N(($T) $L)", field, method, names.spelled(call.cast().orElseThrow()), event);
      default:
        return CodeBlock.of("$T.deliver($N, $L)", ROUTE_TABLE, entries.get(call.handler()), event);
    }
  }
}
