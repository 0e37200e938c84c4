package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.naming.ShadowedNames;

/**
 * The calls that end a route table builder's chain, in every form a dispatcher's construction
 * takes: {@code .build()}, after {@code .requireFinalClasses()} where the dispatch takes an event of
 * no checked class for one no handler takes ({@code ClassChecks.othersUnhandled}). That assumes the
 * route classes are final where the dispatcher runs, so the table is built only where they are;
 * given the generated class, so that the failure where one is not names the dispatcher to compile
 * again.
 */
final class RouteTableBuild {
  private RouteTableBuild() {}

  /**
   * {@code .requireFinalClasses(SwitchboardShop.class).build()} or {@code .build()}, each call after
   * {@code lineBreak} ({@code "\n"} or {@code ""}); {@code names} spell the generated class.
   */
  static CodeBlock calls(DispatcherModel model, ShadowedNames names, String lineBreak) {
    CodeBlock.Builder calls = CodeBlock.builder();
    if (model.classChecks().othersUnhandled()) {
      calls.add(
          "$L.requireFinalClasses($T.class)",
          lineBreak,
          names.spelled(model.declaration().generated()));
    }
    return calls.add("$L.build()", lineBreak).build();
  }
}
