package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.switchboard.processor.model.HandlerChain;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import javax.lang.model.element.Modifier;

/**
 * Numbers the intercepted handlers and writes the nested class that calls each by its number, its
 * {@code HandlerCalls}: the call a chain makes after its last interceptor, bound by javac to the
 * handler's own class ({@code ((ReserveStock) instance).onShipped((OrderShipped) event)}) rather
 * than made through the {@code Handler} interface from runtime code every route shares.
 *
 * <p>The switch on the number is laid out as {@link DispatchCases} lays out {@code dispatch}: leaves
 * of at most {@link DispatchCases#CASES_PER_LEAF} cases, under C2's {@code FreqInlineSize}, reached
 * through methods of at most 16 branches on the high bits of the number, so that C2 inlines the
 * whole path into the chain. A handler whose event type is generic, or not visible from the
 * dispatcher's package, cannot be cast to without a warning: its chain calls it as a {@code Handler}.
 */
final class DirectCalls {
  /**
   * The level of the methods that each take a nested class of their own, with those they call: one
   * covers 4,096 handlers, some 12,000 constants, as a chunk of {@link DispatchCases} does.
   */
  private static final int PART_LEVEL = 2;

  private final WriterContext context;
  private final Map<HandlerChain, Integer> numbers;
  private final List<HandlerChain> numbered;
  private final ClassName nested;

  private DirectCalls(WriterContext context, List<HandlerChain> numbered) {
    this.context = context;
    this.numbered = numbered;
    this.numbers = new LinkedHashMap<>();
    for (HandlerChain chain : numbered) {
      numbers.put(chain, numbers.size());
    }
    this.nested = numbered.isEmpty() ? null : context.memberNames().nestedClass("DirectCalls");
  }

  /** The calls of the context's intercepted handlers that generated code can cast to. */
  static DirectCalls of(WriterContext context) {
    String packageName = context.model().declaration().packageName();
    List<HandlerChain> numbered = new ArrayList<>();
    for (HandlerChain chain : context.model().parts().chains()) {
      if (chain.eventType() instanceof ClassName
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

  /** {@code DirectCalls.INSTANCE}: the one instance, which every chain shares. */
  CodeBlock instance() {
    return CodeBlock.of("$T.INSTANCE", nested);
  }

  /** Adds the nested class to {@code type}, when any handler has a number. */
  void addTo(TypeSpec.Builder type) {
    if (numbered.isEmpty()) {
      return;
    }
    TypeSpec.Builder calls = TypeSpec.classBuilder(nested)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(RuntimeNames.HANDLER_CALLS)
        .addJavadoc(
            "Calls each intercepted handler by its number, after the last interceptor of its chain.\n")
        .addField(FieldSpec.builder(nested, "INSTANCE", Modifier.STATIC, Modifier.FINAL)
            .initializer("new $T()", nested)
            .build());
    int top = 0;
    while (numbered.size() > 1 << DispatchCases.shift(top)) {
      top++;
    }
    calls.addMethod(method(top, 0, true, false));
    addBelow(type, calls, top, 0);
    type.addType(calls.build());
  }

  /**
   * Adds the methods the method {@code number} of {@code level} calls, and theirs, to {@code calls};
   * those of {@link #PART_LEVEL} and below go to a nested class of their own, {@code DirectCalls0},
   * {@code DirectCalls1}..., since the calls of one class name two constants per handler.
   */
  private void addBelow(TypeSpec.Builder type, TypeSpec.Builder calls, int level, int number) {
    if (level == 0) {
      return;
    }
    for (int branch : branches(level, number)) {
      if (level - 1 == PART_LEVEL) {
        TypeSpec.Builder part = TypeSpec.classBuilder(part(branch))
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc(
                "Calls intercepted handlers $L on, by number.\n",
                branch << DispatchCases.shift(PART_LEVEL))
            .addMethod(method(level - 1, branch, false, true));
        addBelow(type, part, level - 1, branch);
        type.addType(part.build());
      } else {
        calls.addMethod(method(level - 1, branch, false, false));
        addBelow(type, calls, level - 1, branch);
      }
    }
  }

  /** The nested class of the calls of the method {@code number} of {@link #PART_LEVEL}. */
  private ClassName part(int number) {
    return context.memberNames().nestedClass("DirectCalls" + number);
  }

  /** The branches, numbers of methods of {@code level - 1}, of method {@code number} of {@code level}. */
  private List<Integer> branches(int level, int number) {
    int last = (numbered.size() - 1) >> DispatchCases.shift(level - 1);
    List<Integer> branches = new ArrayList<>();
    int first = number << DispatchCases.BRANCH_SHIFT;
    for (int branch = first;
        branch <= Math.min(last, first + (1 << DispatchCases.BRANCH_SHIFT) - 1);
        branch++) {
      branches.add(branch);
    }
    return branches;
  }

  /**
   * The method {@code number} of {@code level}: {@code call} itself when {@code top}, else {@code
   * calls16To31} for the handlers it covers. Level 0 switches on the handler number, others on its
   * high bits.
   */
  private MethodSpec method(int level, int number, boolean top, boolean partEntry) {
    MethodSpec.Builder method = top
        ? MethodSpec.methodBuilder("call")
            .addAnnotation(RuntimeNames.OVERRIDE)
            .addModifiers(Modifier.PUBLIC)
        : MethodSpec.methodBuilder(name(level, number)).addModifiers(Modifier.STATIC);
    if (!top && !partEntry) {
      method.addModifiers(Modifier.PRIVATE);
    }
    method
        .addParameter(TypeName.INT, number())
        .addParameter(ClassName.OBJECT, receiver())
        .addParameter(ClassName.OBJECT, event());
    CodeBlock.Builder code = CodeBlock.builder();
    if (level == 0) {
      code.beginControlFlow("switch ($N)", number());
      int from = number << DispatchCases.LEAF_SHIFT;
      for (int n = from; n < Math.min(numbered.size(), from + DispatchCases.CASES_PER_LEAF); n++) {
        HandlerChain chain = numbered.get(n);
        code.add("case $L:\n", n)
            .indent()
            .addStatement(
                "(($T) $N).$N($L)",
                context.names().spelled(chain.handler().type()),
                receiver(),
                chain.handler().methodName(),
                // A handler of Object events takes the parameter as it is: a cast would be
                // redundant.
                chain.eventClass().name().equals(ClassName.OBJECT)
                    ? CodeBlock.of("$N", event())
                    : CodeBlock.of("($T) $N", context.names().spelled(chain.eventClass()), event()))
            .addStatement("return")
            .unindent();
      }
    } else {
      code.beginControlFlow("switch ($N >> $L)", number(), DispatchCases.shift(level - 1));
      for (int branch : branches(level, number)) {
        code.add("case $L:\n", branch)
            .indent()
            .addStatement(
                "$L($N, $N, $N)", callee(level - 1, branch), number(), receiver(), event())
            .addStatement("return")
            .unindent();
      }
    }
    code.add("default:\n")
        .indent()
        .addStatement("throw new $T($N)", RuntimeNames.ASSERTION_ERROR, number())
        .unindent()
        .endControlFlow();
    return method.addCode(code.build()).build();
  }

  /** {@code calls0To15}, or {@code DirectCalls1.calls4096To8191} in a nested class of its own. */
  private CodeBlock callee(int level, int number) {
    return level == PART_LEVEL
        ? CodeBlock.of("$T.$N", part(number), name(level, number))
        : CodeBlock.of("$N", name(level, number));
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

  /** {@code calls16To31}: the method of {@code level} numbered {@code number}, by the handlers it covers. */
  private String name(int level, int number) {
    int shift = DispatchCases.shift(level);
    int from = number << shift;
    // The whole range, not cut at the last handler: the methods of two levels then differ.
    int to = ((number + 1) << shift) - 1;
    return "calls" + from + "To" + to;
  }
}
