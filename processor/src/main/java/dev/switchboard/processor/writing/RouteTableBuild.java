package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.DispatcherModel;

/**
 * The calls that end a route table builder's chain, in every form a dispatcher's construction
 * takes: {@code .build()}, after {@code .requireFinalClasses()} where the dispatch takes an event of
 * no checked class for one no handler takes ({@code ClassChecks.othersUnhandled}). That assumes the
 * route classes are final where the dispatcher runs, so the table is built only where they are.
 */
final class RouteTableBuild {
  private RouteTableBuild() {}

  /** {@code .requireFinalClasses().build()} or {@code .build()}, each call after {@code lineBreak} ({@code "\n"} or {@code ""}). */
  static CodeBlock calls(DispatcherModel model, String lineBreak) {
    CodeBlock.Builder calls = CodeBlock.builder();
    if (model.classChecks().othersUnhandled()) {
      calls.add("$L.requireFinalClasses()", lineBreak);
    }
    return calls.add("$L.build()", lineBreak).build();
  }
}
