package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The code of a small dispatcher's class checks, shared by {@code handlerFor} and {@code dispatch}:
 * the event's class, then {@code type == X.class} for each route class. ({@code event instanceof X},
 * which takes the same events where {@code X} is final, measured no faster and at times slower:
 * docs/benchmarks.md, "Where it falls short".)
 */
final class ClassCheckCode {
  /** The bytes of {@code Class<?> type = RouteTable.requireEvent(event).getClass();}. */
  static final int CLASS_OF_EVENT_BYTES = 8;

  /** The bytes of bytecode of a class comparison: {@code aload}, {@code ldc}, {@code if_acmpne}. */
  private static final int COMPARE_BYTES = 6;

  private final ShadowedNames names;
  private final VariableNames variables;

  ClassCheckCode(ShadowedNames names, VariableNames variables) {
    this.names = names;
    this.variables = variables;
  }

  /** {@code Class<?> type = RouteTable.requireEvent(event).getClass();}, which throws for a null event. */
  CodeBlock classOfEvent() {
    return CodeBlock.builder()
        .addStatement(
            "$T<?> $N = $T.requireEvent($N).getClass()",
            RuntimeNames.CLASS,
            variables.type(),
            ROUTE_TABLE,
            variables.event())
        .build();
  }

  /** {@code type == X.class || type == Y.class} */
  CodeBlock anyOf(List<TypeRef> classes) {
    List<CodeBlock> comparisons = new ArrayList<>();
    for (TypeRef event : classes) {
      comparisons.add(CodeBlock.of("$N == $T.class", variables.type(), names.spelled(event)));
    }
    return CodeBlocks.joined(comparisons, " || ");
  }

  /** The estimated bytes of bytecode of {@link #anyOf}. */
  static int bytes(List<TypeRef> classes) {
    return COMPARE_BYTES * classes.size();
  }
}
