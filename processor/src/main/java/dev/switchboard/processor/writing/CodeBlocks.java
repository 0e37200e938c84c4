package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;

/**
 * {@code CodeBlock.joining} without a stream: what JavaPoet's collector writes, for the writers on
 * the path every compilation runs, where each stream stage and lambda is a first-run cost.
 */
final class CodeBlocks {
  private CodeBlocks() {}

  static CodeBlock joined(Iterable<CodeBlock> blocks, String separator) {
    CodeBlock.Builder joined = CodeBlock.builder();
    boolean first = true;
    for (CodeBlock block : blocks) {
      if (!first) {
        joined.add(separator);
      }
      first = false;
      joined.add(block);
    }
    return joined.build();
  }
}
