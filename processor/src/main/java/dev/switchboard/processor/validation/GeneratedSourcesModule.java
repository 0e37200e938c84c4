package dev.switchboard.processor.validation;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Ecj;
import dev.switchboard.processor.lang.Modules;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.util.Elements;

/**
 * Whether the sources this compilation generates compile in the named module they belong to. ecj's
 * batch compiler compiles the sources any processor generates outside the named module being
 * compiled, where the module's types cannot be seen, so every such source would fail with errors
 * inside it. This is a fact about the compilation, checked once before any source is written.
 */
public final class GeneratedSourcesModule {
  private final Elements elements;
  private final Diagnostics diagnostics;
  private final boolean batchEcj;

  public GeneratedSourcesModule(ProcessingEnvironment environment, Diagnostics diagnostics) {
    this.elements = environment.getElementUtils();
    this.diagnostics = diagnostics;
    this.batchEcj = Ecj.batch(environment);
  }

  /**
   * Whether the compiler may compile generated sources outside their module: only then is there a
   * site to look for.
   */
  public boolean mayCompileOutside() {
    return batchEcj;
  }

  /**
   * Whether sources generated in the module of {@code member} compile inside it. Where they would
   * not, reports SB805 on {@code site} (null for the module as a whole), naming {@code generated},
   * the first source the compilation would write, and the processor writes nothing.
   */
  public boolean compilesInside(String generated, Element site, Element member) {
    if (!batchEcj || member == null) {
      return true;
    }
    ModuleElement module = elements.getModuleOf(member);
    if (!Modules.named(module)) {
      return true;
    }
    diagnostics.report(Message.MODULE_UNDER_BATCH_ECJ, site, generated, module.getQualifiedName());
    return false;
  }
}
