package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.switchboard.processor.model.HandlerChain;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import javax.lang.model.element.Modifier;

/**
 * Numbers the intercepted handlers and writes the private static methods of the dispatcher that call
 * each by its number: the call a chain makes after its last interceptor, bound by javac to the
 * handler's own class ({@code ((ReserveStock) instance).onShipped((OrderShipped) event)}) rather than
 * made through the {@code Handler} interface from runtime code every route shares. Chains take the
 * top method as a method reference ({@code SwitchboardOrderEvents::callHandler}), their {@code
 * HandlerCalls}, held in one constant: a reference compiles to {@code invokedynamic}, so the calls
 * add no class file, and a partial build that drops a dispatcher's last interceptor leaves none
 * behind.
 *
 * <p>The switch on the number is laid out as {@code dispatch}'s cases are, a {@link SwitchTree}:
 * leaves of at most {@link SwitchTree#CASES_PER_LEAF} cases, under C2's {@code FreqInlineSize},
 * reached through methods of at most 16 branches on the high bits of the number, so that C2 inlines
 * the whole path into the chain. A handler whose event type is generic, or not visible from the
 * dispatcher's package, cannot be cast to without a warning: its chain calls it as a {@code Handler},
 * as do those past the first {@link #MAX_NUMBERED}.
 */
final class DirectCalls {
  /**
   * The most handlers numbered: each call names its handler's class, method and event class, up to
   * some ten constants, which the dispatcher's own 65,535 hold beside its other ones.
   */
  static final int MAX_NUMBERED = 2_048;

  private final WriterContext context;

  /** The numbered chains: a handler's number is its chain's index. */
  private final List<HandlerChain> numbered;

  /** Each numbered chain's index in {@link #numbered}, found without a scan per chain. */
  private final Map<HandlerChain, Integer> numbers = new HashMap<>();

  private final SwitchTree tree;

  private DirectCalls(WriterContext context, List<HandlerChain> numbered) {
    this.context = context;
    this.numbered = numbered;
    this.tree = SwitchTree.ofNumbers(numbered.size());
    for (int number = 0; number < numbered.size(); number++) {
      numbers.putIfAbsent(numbered.get(number), number);
    }
  }

  /** The calls of the context's intercepted handlers that generated code can cast to. */
  static DirectCalls of(WriterContext context) {
    String packageName = context.model().declaration().packageName();
    List<HandlerChain> numbered = new ArrayList<>();
    for (HandlerChain chain : context.model().parts().chains()) {
      if (numbered.size() < MAX_NUMBERED
          && chain.eventType() instanceof ClassName
          && chain.eventClass().accessibleFrom(packageName)
          && chain.handler().callableFrom(packageName)) {
        numbered.add(chain);
      }
    }
    return new DirectCalls(context, numbered);
  }

  /** The number of {@code chain}'s handler; empty when its chain calls it as a {@code Handler}. */
  OptionalInt numberOf(HandlerChain chain) {
    Integer number = numbers.get(chain);
    return number == null ? OptionalInt.empty() : OptionalInt.of(number);
  }

  /** {@code HANDLER_CALLS}: the constant every chain is given. */
  CodeBlock reference() {
    return CodeBlock.of("$N", constant());
  }

  /** Adds the constant and the methods to {@code type}, when any handler has a number. */
  void addTo(TypeSpec.Builder type) {
    if (numbered.isEmpty()) {
      return;
    }
    // One object for every chain: each method reference is a call site of its own, which would
    // make a class of its own, so the chains' one call of their calls would see as many classes.
    type.addField(FieldSpec.builder(
            RuntimeNames.HANDLER_CALLS,
            constant(),
            Modifier.PRIVATE,
            Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("The calls every chain of interceptors makes after its last interceptor.\n")
        .initializer(
            "$T::$N",
            context.names().spelled(context.model().declaration().generated()),
            context.memberNames().of("callHandler"))
        .build());
    int top = tree.coveringLevel();
    type.addMethod(method(top, 0, true));
    addBelow(type, top, 0);
  }

  /** Adds the methods the method {@code number} of {@code level} calls, and theirs, to {@code type}. */
  private void addBelow(TypeSpec.Builder type, int level, int number) {
    if (level == 0) {
      return;
    }
    for (int branch : tree.branches(level, number)) {
      type.addMethod(method(level - 1, branch, false));
      addBelow(type, level - 1, branch);
    }
  }

  /**
   * The method {@code number} of {@code level}: {@code callHandler} itself when {@code top}, else
   * {@code callHandlers16To31} for the handlers it covers. Level 0 switches on the handler number,
   * others on its high bits.
   */
  private MethodSpec method(int level, int number, boolean top) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(
            top ? context.memberNames().of("callHandler") : name(level, number))
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC);
    if (top) {
      method.addJavadoc(
          "Calls the intercepted handler numbered {@code $N}, of {@code $N}, with {@code $N}: what\n"
              + "each chain runs after its last interceptor, as its {@code HandlerCalls}. A call bound\n"
              + "to the handler's own class is one the JIT can inline, where a call through {@code\n"
              + "Handler} from the chain would be one call site for every handler.\n",
          number(),
          receiver(),
          event());
    }
    method
        .addParameter(TypeName.INT, number())
        .addParameter(ClassName.OBJECT, receiver())
        .addParameter(ClassName.OBJECT, event());
    CodeBlock unknown = CodeBlock.builder()
        .addStatement("throw new $T($N)", RuntimeNames.ASSERTION_ERROR, number())
        .build();
    return method
        .addCode(
            level == 0
                ? leafSwitch(number, unknown)
                : tree.branchSwitch(
                    number(),
                    level,
                    number,
                    branch -> CodeBlock.of(
                        "$N($N, $N, $N)", name(level - 1, branch), number(), receiver(), event()),
                    unknown))
        .build();
  }

  /** The switch of leaf {@code leaf}: a call of each of its handlers, bound to the handler's class. */
  private CodeBlock leafSwitch(int leaf, CodeBlock otherwise) {
    CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch ($N)", number());
    int from = leaf << SwitchTree.LEAF_SHIFT;
    for (int n = from; n < Math.min(numbered.size(), from + SwitchTree.CASES_PER_LEAF); n++) {
      HandlerChain chain = numbered.get(n);
      code.add("case $L:\n", n)
          .indent()
          .addStatement(
              "(($T) $N).$N($L)",
              context.names().spelled(chain.handler().type()),
              receiver(),
              chain.handler().methodName(),
              // A handler of Object events takes the parameter as it is: a cast would be redundant.
              chain.eventClass().name().equals(ClassName.OBJECT)
                  ? CodeBlock.of("$N", event())
                  : CodeBlock.of("($T) $N", context.names().spelled(chain.eventClass()), event()))
          .addStatement("return")
          .unindent();
    }
    return SwitchTree.withDefault(code, otherwise);
  }

  private String constant() {
    return context.memberNames().of("HANDLER_CALLS");
  }

  // The class's own variable names, which no package or type it names takes.
  private String number() {
    return context.variables().route();
  }

  private String receiver() {
    return context.variables().instance();
  }

  private String event() {
    return context.variables().event();
  }

  /** {@code callHandlers16To31}: the method {@code number} of {@code level}, by the handlers it covers. */
  private String name(int level, int number) {
    return context.memberNames().of(SwitchTree.rangeName("callHandlers", level, number));
  }
}
