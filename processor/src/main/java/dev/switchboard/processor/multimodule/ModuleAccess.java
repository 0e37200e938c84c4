package dev.switchboard.processor.multimodule;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.Modules;
import dev.switchboard.processor.model.HandlerModel;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Checks that a dispatcher's module can use a library handler: its package is exported to it. */
final class ModuleAccess {
  private final Elements elements;
  private final Diagnostics diagnostics;

  ModuleAccess(Elements elements, Diagnostics diagnostics) {
    this.elements = elements;
    this.diagnostics = diagnostics;
  }

  /** Whether {@code dispatcher} can use {@code handler}; reports an error on it when not. */
  boolean check(TypeElement dispatcher, HandlerModel handler) {
    TypeElement handlerType = elements.getTypeElement(handler.type().qualifiedName());
    ModuleElement from = elements.getModuleOf(dispatcher);
    ModuleElement to = elements.getModuleOf(handlerType);
    if (!Modules.named(from) || !Modules.named(to) || from.equals(to)) {
      return true;
    }
    String packageName = handler.type().packageName();
    boolean exported = Modules.exports(to, packageName, from);
    if (!exported) {
      diagnostics.report(
          Message.HANDLER_PACKAGE_NOT_EXPORTED,
          dispatcher,
          Annotations.find(dispatcher, SwitchboardTypes.EVENT_DISPATCHER).orElseThrow(),
          handler.type(),
          to.getQualifiedName(),
          from.getQualifiedName(),
          dispatcher.getQualifiedName(),
          packageName);
    }
    return exported;
  }
}
