package dev.switchboard.processor.resolution;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.kotlin.SealedTypes;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.multimodule.CrossModuleConflicts;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Types;

/**
 * Rejects the types of a compilation that would leave some event without a nearest handler (SB402):
 * a type with no handler of its own and no handled superclass, equally close to two handled
 * interfaces. Every such type an instance could have is reported, nameable from the dispatcher or
 * not: a concrete class (its own instances), and an abstract class or interface that is not sealed,
 * because classes the processor never sees (anonymous classes, lambdas, other modules' classes) may
 * extend it. A sealed type is left to its permitted subtypes, which are all known and each checked.
 */
final class AmbiguousRoutes {
  private final Types types;
  private final SealedTypes sealed;
  private final Diagnostics diagnostics;
  private final CrossModuleConflicts crossModule;

  AmbiguousRoutes(
      Types types, SealedTypes sealed, Diagnostics diagnostics, CrossModuleConflicts crossModule) {
    this.types = types;
    this.sealed = sealed;
    this.diagnostics = diagnostics;
    this.crossModule = crossModule;
  }

  /**
   * Whether {@code known}, an event type of {@code declaration} with no handler of its own, leaves
   * no event without a nearest handler; reports it when it does not. {@code handlersByEvent} holds
   * the dispatcher's handlers by the qualified name of the event type they declare.
   */
  boolean check(
      DispatcherDeclaration declaration,
      TypeElement known,
      Map<String, List<HandlerModel>> handlersByEvent) {
    boolean open = isInterfaceOrAbstractClass(known);
    if (known.getKind() == ElementKind.ANNOTATION_TYPE || (open && sealed.isSealed(known))) {
      return true;
    }
    NearestHandledSupertype.Match match =
        NearestHandledSupertype.of(known, handlersByEvent.keySet(), types);
    if (!(match instanceof NearestHandledSupertype.Match.Ambiguous ambiguous)) {
      return true;
    }
    List<HandlerModel> involved = ambiguous.candidates().stream()
        .flatMap(c -> handlersByEvent.get(CanonicalNames.of(c)).stream())
        .toList();
    if (crossModule.involved(involved)) {
      crossModule.reportAmbiguous(declaration, known, ambiguous.candidates(), involved);
      return false;
    }
    String interfaces = ambiguous.candidates().stream()
        .map(c -> CanonicalNames.of(c) + " ("
            + handlerNames(handlersByEvent.get(CanonicalNames.of(c))) + ")")
        .collect(Collectors.joining(" and "));
    if (!open) {
      diagnostics.report(
          Message.AMBIGUOUS_ROUTE, known, known, interfaces, declaration.displayName());
    } else {
      diagnostics.report(
          Message.AMBIGUOUS_SUBTYPES,
          known,
          known,
          interfaces,
          declaration.displayName(),
          known.getKind() == ElementKind.INTERFACE ? "class implementing it" : "subclass");
    }
    return false;
  }

  /** A type whose instances are all of other classes; enums count as concrete, whatever javac flags them. */
  private static boolean isInterfaceOrAbstractClass(TypeElement type) {
    return type.getKind() == ElementKind.INTERFACE
        || (type.getKind() == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT));
  }

  private static String handlerNames(List<HandlerModel> handlers) {
    return handlers.stream().map(HandlerModel::displayName).collect(Collectors.joining(", "));
  }
}
