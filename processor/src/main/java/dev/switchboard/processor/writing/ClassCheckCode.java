package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.ClassChecks;
import dev.switchboard.processor.model.TypeRef;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The code of a small dispatcher's class checks, shared by {@code handlerFor} and {@code dispatch}:
 * {@code event instanceof X} for a route class no class can extend, else {@code event.getClass() ==
 * X.class}. Both take the same events, but each {@code instanceof} is a place where the JIT records
 * the classes it meets: when a program passes one class only, JDK 25's C2 takes that class as known
 * after the first check and folds the others, as in a hand-written chain of {@code instanceof}
 * (JDK 17's does so only where the check succeeds).
 */
final class ClassCheckCode {
  /**
   * The bytes of {@code RouteTable.requireEvent(event);}: {@code aload}, {@code invokestatic},
   * {@code pop}.
   */
  static final int NULL_CHECK_BYTES = 5;

  /** The bytes of {@code aload}, {@code instanceof}, {@code ifeq}. */
  private static final int INSTANCEOF_BYTES = 7;

  /** The bytes of {@code aload}, {@code invokevirtual getClass}, {@code ldc}, {@code if_acmpne}. */
  private static final int COMPARE_BYTES = 9;

  private final ShadowedNames names;
  private final VariableNames variables;
  private final ClassChecks checks;
  /**
   * The erasure of the root, which an {@code instanceof} never names: where the event's static type
   * is the root, ecj would call that check unnecessary.
   */
  private final TypeRef root;

  ClassCheckCode(ShadowedNames names, VariableNames variables, ClassChecks checks, TypeRef root) {
    this.names = names;
    this.variables = variables;
    this.checks = checks;
    this.root = root;
  }

  /**
   * {@code RouteTable.requireEvent(event);}, which throws for a null event: a statement, as the
   * typed {@code dispatch} methods write it too.
   */
  static CodeBlock nullCheck(VariableNames variables) {
    return CodeBlock.builder()
        .addStatement("$T.requireEvent($N)", ROUTE_TABLE, variables.event())
        .build();
  }

  /** {@code event instanceof X || event.getClass() == Y.class} */
  CodeBlock anyOf(List<TypeRef> classes) {
    List<CodeBlock> comparisons = new ArrayList<>();
    for (TypeRef event : classes) {
      comparisons.add(
          usesInstanceof(event)
              ? CodeBlock.of("$N instanceof $T", variables.event(), names.spelled(event))
              : CodeBlock.of("$N.getClass() == $T.class", variables.event(), names.spelled(event)));
    }
    return CodeBlocks.joined(comparisons, " || ");
  }

  /** The estimated bytes of bytecode of {@link #anyOf}. */
  int bytes(List<TypeRef> classes) {
    int bytes = 0;
    for (TypeRef event : classes) {
      bytes += usesInstanceof(event) ? INSTANCEOF_BYTES : COMPARE_BYTES;
    }
    return bytes;
  }

  private boolean usesInstanceof(TypeRef event) {
    return checks.finalClasses().contains(event) && !event.equals(root);
  }
}
