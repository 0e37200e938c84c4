package dev.switchboard.processor.multimodule;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reports route conflicts that involve a library's handler. They are reported on the dispatcher
 * declaration, the place in this compilation's sources where they can be resolved, and name where
 * each handler comes from.
 */
public final class CrossModuleConflicts {
  private static final String LOCAL = "this compilation";

  private final Elements elements;
  private final Diagnostics diagnostics;
  private final Libraries libraries;
  private final CompiledNow compiledNow;

  public CrossModuleConflicts(
      Elements elements, Diagnostics diagnostics, Libraries libraries, CompiledNow compiledNow) {
    this.elements = elements;
    this.diagnostics = diagnostics;
    this.libraries = libraries;
    this.compiledNow = compiledNow;
  }

  /** Whether any of {@code handlers} comes from a library. */
  public boolean involved(List<HandlerModel> handlers) {
    return handlers.stream().anyMatch(h -> libraries.origin(h.type()).isPresent());
  }

  /** {@code event} has handlers {@code candidates} (two or more) in {@code declaration}. */
  public void reportDuplicate(
      DispatcherDeclaration declaration, TypeRef event, List<HandlerModel> candidates) {
    HandlerModel first = candidates.get(0);
    for (HandlerModel other : candidates.subList(1, candidates.size())) {
      report(
          Message.DUPLICATE_ROUTE_ACROSS_MODULES,
          declaration,
          candidates,
          event,
          declaration.displayName(),
          first.displayName(),
          origin(first),
          other.displayName(),
          origin(other));
    }
  }

  /** {@code event} is equally close to {@code interfaces}, handled by {@code handlers} in the same order. */
  public void reportAmbiguous(
      DispatcherDeclaration declaration,
      TypeElement event,
      List<TypeElement> interfaces,
      List<HandlerModel> handlers) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < interfaces.size(); i++) {
      HandlerModel handler = handlers.get(i);
      names.add(interfaces.get(i).getQualifiedName() + " (" + handler.displayName() + ", "
          + origin(handler) + ")");
    }
    report(
        Message.AMBIGUOUS_ROUTE_ACROSS_MODULES,
        declaration,
        handlers,
        event,
        String.join(" and ", names),
        declaration.displayName());
  }

  private void report(
      Message message,
      DispatcherDeclaration declaration,
      List<HandlerModel> handlers,
      Object... args) {
    if (declaration.declared().isPresent()
        && compiledNow.contains(declaration.declared().get().canonicalName())) {
      TypeElement dispatcher =
          elements.getTypeElement(declaration.declared().get().canonicalName());
      AnnotationMirror annotation =
          Annotations.find(dispatcher, SwitchboardTypes.EVENT_DISPATCHER).orElseThrow();
      diagnostics.report(message, dispatcher, annotation, args);
      return;
    }
    // The default dispatcher has no declaration, and a partial build may read a declared one from
    // its class file, where javac prints no position: report on a handler compiled now (not a
    // library's, nor one a partial build reads from its class file), if any.
    List<String> names = new ArrayList<>();
    for (HandlerModel handler : handlers) {
      names.add(handler.type().qualifiedName());
    }
    diagnostics.report(message, compiledNow.first(names).orElse(null), args);
  }

  private String origin(HandlerModel handler) {
    return libraries.origin(handler.type()).orElse(LOCAL);
  }
}
