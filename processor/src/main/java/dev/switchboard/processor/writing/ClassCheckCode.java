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
 * {@code event instanceof X} when no class can extend any of the classes checked, where it takes
 * what a comparison of the classes takes and C2 profiles it (a site that only ever sees one class,
 * handled or not, folds the checks), else {@code type == X.class} for each.
 */
final class ClassCheckCode {
  /** The bytes of bytecode of a class comparison: {@code aload}, {@code ldc}, {@code if_acmpne}. */
  private static final int COMPARE_BYTES = 6;

  /** The bytes of an {@code instanceof} check: {@code aload}, {@code instanceof}, {@code ifeq}. */
  private static final int INSTANCEOF_BYTES = 7;

  /** The bytes of {@code Class<?> type = RouteTable.requireEvent(event).getClass();}. */
  private static final int CLASS_OF_EVENT_BYTES = 8;

  /** The bytes of {@code RouteTable.requireEvent(event);}. */
  private static final int NULL_CHECK_BYTES = 5;

  private final ClassChecks checks;
  private final ShadowedNames names;
  private final VariableNames variables;

  ClassCheckCode(ClassChecks checks, ShadowedNames names, VariableNames variables) {
    this.checks = checks;
    this.names = names;
    this.variables = variables;
  }

  /**
   * The statement before the checks, which throws for a null event: it keeps the event's class in
   * {@code type} when some check compares it.
   */
  CodeBlock nullCheck() {
    return checks.comparesClasses()
        ? CodeBlock.builder()
            .addStatement(
                "$T<?> $N = $T.requireEvent($N).getClass()",
                RuntimeNames.CLASS,
                variables.type(),
                ROUTE_TABLE,
                variables.event())
            .build()
        : CodeBlock.builder()
            .addStatement("$T.requireEvent($N)", ROUTE_TABLE, variables.event())
            .build();
  }

  /** The bytes of bytecode of {@link #nullCheck}. */
  int nullCheckBytes() {
    return checks.comparesClasses() ? CLASS_OF_EVENT_BYTES : NULL_CHECK_BYTES;
  }

  /** {@code type == X.class || type == Y.class}, or {@code event instanceof X || ...} */
  CodeBlock anyOf(List<TypeRef> classes) {
    List<CodeBlock> conditions = new ArrayList<>();
    for (TypeRef event : classes) {
      conditions.add(
          checks.checkedByInstanceof(event)
              ? CodeBlock.of("$N instanceof $T", variables.event(), names.spelled(event))
              : CodeBlock.of("$N == $T.class", variables.type(), names.spelled(event)));
    }
    return CodeBlocks.joined(conditions, " || ");
  }

  /** The estimated bytes of bytecode of {@link #anyOf}. */
  int bytes(List<TypeRef> classes) {
    int bytes = 0;
    for (TypeRef event : classes) {
      bytes += checks.checkedByInstanceof(event) ? INSTANCEOF_BYTES : COMPARE_BYTES;
    }
    return bytes;
  }
}
