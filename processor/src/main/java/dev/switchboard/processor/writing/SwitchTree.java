package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The layout of a generated switch on a number, split into methods small enough for C2 to inline:
 * leaves of at most {@link #CASES_PER_LEAF} numbers each (leaf {@code l} from {@code l <<
 * LEAF_SHIFT} on), and above them methods of at most 16 branches, each switching on the high bits
 * of the number to call one of the level below. Method {@code number} of level {@code k} covers the
 * numbers from {@code number << shift(k)} on; a tree over {@code n} leaves is {@code log16 n} levels
 * deep. {@code dispatch}'s cases ({@link DispatchCases}) and the calls of intercepted handlers
 * ({@link DirectCalls}) are laid out by it.
 */
final class SwitchTree {
  /** {@code log2(CASES_PER_LEAF)}: number {@code n} is in leaf {@code n >> LEAF_SHIFT}. */
  static final int LEAF_SHIFT = 4;

  /** Numbers per leaf method, and the step between the first numbers of two leaves. */
  static final int CASES_PER_LEAF = 1 << LEAF_SHIFT;

  /** {@code log2} of the branches of a method above the leaves. */
  static final int BRANCH_SHIFT = 4;

  private final int leaves;

  /** The tree over {@code leaves} leaves. */
  SwitchTree(int leaves) {
    this.leaves = leaves;
  }

  /** The tree over the numbers from 0 to {@code count - 1}, every leaf full but the last. */
  static SwitchTree ofNumbers(int count) {
    return new SwitchTree((count + CASES_PER_LEAF - 1) >> LEAF_SHIFT);
  }

  /** The bits of a number below the number of its method at {@code level}. */
  static int shift(int level) {
    return LEAF_SHIFT + BRANCH_SHIFT * level;
  }

  /** The lowest level whose one method covers every leaf: 0 for a single leaf. */
  int coveringLevel() {
    int level = 0;
    while (leaves > 1 << (BRANCH_SHIFT * level)) {
      level++;
    }
    return level;
  }

  /** How many methods {@code level} has. */
  int methodCount(int level) {
    return leaves == 0 ? 0 : ((leaves - 1) >> (BRANCH_SHIFT * level)) + 1;
  }

  /** The numbers of the methods of {@code level - 1} that the method {@code number} of {@code level} calls. */
  List<Integer> branches(int level, int number) {
    int lastBranch = methodCount(level - 1) - 1;
    List<Integer> branches = new ArrayList<>();
    for (int branch = number << BRANCH_SHIFT;
        branch <= Math.min(lastBranch, ((number + 1) << BRANCH_SHIFT) - 1);
        branch++) {
      branches.add(branch);
    }
    return branches;
  }

  /**
   * The switch of the method {@code number} of {@code level}, above the leaves: on {@code variable}'s
   * high bits, each branch the statement {@code call} gives for its method one level down, then a
   * {@code return}; any other value runs {@code otherwise}.
   */
  CodeBlock branchSwitch(
      String variable, int level, int number, IntFunction<CodeBlock> call, CodeBlock otherwise) {
    CodeBlock.Builder code =
        CodeBlock.builder().beginControlFlow("switch ($N >> $L)", variable, shift(level - 1));
    for (int branch : branches(level, number)) {
      code.add("case $L:\n", branch)
          .indent()
          .addStatement(call.apply(branch))
          .addStatement("return")
          .unindent();
    }
    return withDefault(code, otherwise);
  }

  /** {@code code}, a switch whose cases are written, closed with a default that runs {@code otherwise}. */
  static CodeBlock withDefault(CodeBlock.Builder code, CodeBlock otherwise) {
    return code.add("default:\n")
        .indent()
        .add(otherwise)
        .unindent()
        .endControlFlow()
        .build();
  }

  /**
   * {@code prefix16To31}: the name of the method {@code number} of {@code level}, by the numbers it
   * covers. The whole range, not cut at the last number: the methods of two levels then differ.
   */
  static String rangeName(String prefix, int level, int number) {
    int shift = shift(level);
    return prefix + (number << shift) + "To" + (((number + 1) << shift) - 1);
  }
}
