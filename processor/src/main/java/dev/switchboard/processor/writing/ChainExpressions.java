package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Writes the expression that builds a handler's chain of interceptors, once, wherever a layout builds
 * its handlers: in the constructor, or in the methods of nested classes that fill the handler array.
 */
final class ChainExpressions {
  /**
   * The weight of a chain's statement besides its interceptors, in statements of one handler (see
   * {@link ChunkedConstruction}): its descriptor names the dispatcher, the handler and event classes
   * and the method, and the call passes the direct calls and builds the array of interceptors.
   */
  static final int CHAIN_WEIGHT = 2;

  private final WriterContext context;
  private final DirectCalls directCalls;

  ChainExpressions(WriterContext context, DirectCalls directCalls) {
    this.context = context;
    this.directCalls = directCalls;
  }

  /** The weight of building {@code chain}: one more per interceptor, for its load and array store. */
  static int weight(HandlerChain chain) {
    return CHAIN_WEIGHT + chain.interceptors().size();
  }

  /**
   * {@code InterceptorChain.wrap(HandlerDescriptor.ofMethod(...), target, audit, retry)}: the chain of
   * {@code chain}'s interceptors around {@code target}, with the descriptor its interceptors see, each
   * interceptor the expression {@code interceptor} gives. When the handler has a number among the
   * {@link DirectCalls}, the chain calls it through them on its instance, the expression {@code
   * receiver}, after its last interceptor: {@code wrap(descriptor, reserveStock, reserveStock,
   * SwitchboardOrderEvents::callHandler, 0, audit)}, and for a handler method {@code wrap(descriptor,
   * reserveStock::onShipped, reserveStock, SwitchboardOrderEvents::callHandler, 1, audit)}. With
   * {@code typed}, the call names its event type ({@code InterceptorChain.<OrderPlaced>wrap}), for a
   * target of no type of its own, as a method reference assigned to an element of the handler array.
   */
  CodeBlock wrap(
      HandlerChain chain,
      CodeBlock target,
      CodeBlock receiver,
      Function<InterceptorRef, CodeBlock> interceptor,
      boolean typed) {
    HandlerModel handler = chain.handler();
    ClassName dispatcher = context
        .names()
        .spelled(context
            .model()
            .declaration()
            .declared()
            .orElse(context.model().declaration().generated()));
    CodeBlock descriptor = handler.method().isPresent()
        ? CodeBlock.of(
            "$T.ofMethod($T.class, $T.class, $S, $T.class)",
            RuntimeNames.HANDLER_DESCRIPTOR,
            dispatcher,
            context.names().spelled(handler.type()),
            handler.method().get().name(),
            context.names().spelled(chain.eventClass()))
        : CodeBlock.of(
            "$T.ofClass($T.class, $T.class, $T.class)",
            RuntimeNames.HANDLER_DESCRIPTOR,
            dispatcher,
            context.names().spelled(handler.type()),
            context.names().spelled(chain.eventClass()));
    List<CodeBlock> arguments = new ArrayList<>();
    arguments.add(descriptor);
    arguments.add(target);
    OptionalInt number = directCalls.numberOf(chain);
    if (number.isPresent()) {
      arguments.add(receiver);
      arguments.add(directCalls.reference());
      arguments.add(CodeBlock.of("$L", number.getAsInt()));
    }
    for (InterceptorRef each : chain.interceptors()) {
      arguments.add(interceptor.apply(each));
    }
    return typed
        ? CodeBlock.of(
            "$T.<$T>wrap($L)",
            RuntimeNames.INTERCEPTOR_CHAIN,
            context.names().spelled(chain.eventType()),
            CodeBlocks.joined(arguments, ", "))
        : CodeBlock.of(
            "$T.wrap($L)", RuntimeNames.INTERCEPTOR_CHAIN, CodeBlocks.joined(arguments, ", "));
  }
}
