package dev.switchboard.processor.resolution;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.kotlin.SealedTypes;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Checks that a dispatcher handles every permitted subtype of the sealed types it lists in {@code
 * exhaustive}: a permitted subtype is covered when it is handled or ignored, or when it is sealed
 * and each of its own permitted subtypes is covered. The sealed type's own handler covers nothing,
 * or every hierarchy with a catch-all handler would pass.
 */
final class Exhaustiveness {
  private final Elements elements;
  private final Diagnostics diagnostics;
  private final SealedTypes sealedTypes;
  private final CompiledNow compiledNow;

  Exhaustiveness(Elements elements, Diagnostics diagnostics, CompiledNow compiledNow) {
    this.elements = elements;
    this.diagnostics = diagnostics;
    this.sealedTypes = new SealedTypes(elements);
    this.compiledNow = compiledNow;
  }

  /**
   * Whether every exhaustive type is covered by {@code handled} (qualified names); reports those that
   * are not. {@code members} are the dispatcher's handlers, then its event types (canonical names,
   * each sorted): where the report goes when the declaration is not compiled now.
   */
  boolean check(DispatcherDeclaration declaration, Set<String> handled, List<String> members) {
    Set<String> ignored = new HashSet<>();
    for (TypeRef type : declaration.semantics().ignored()) {
      ignored.add(type.qualifiedName());
    }
    boolean valid = true;
    for (TypeRef root : declaration.semantics().exhaustive()) {
      List<String> missing = new ArrayList<>();
      collectMissing(elements.getTypeElement(root.qualifiedName()), handled, ignored, missing);
      if (!missing.isEmpty()) {
        report(declaration, root, missing, members);
        valid = false;
      }
    }
    return valid;
  }

  /**
   * Reports {@code missing} on the {@code exhaustive} entry of {@code root} when the declaration is
   * compiled now. A partial build may read it from its class file, where javac would print the
   * message without a position: it goes on the first of {@code members}, then of the sealed types,
   * compiled now (the new permitted subtype that a partial build compiles alone, say).
   */
  private void report(
      DispatcherDeclaration declaration, TypeRef root, List<String> missing, List<String> members) {
    Object[] args = {declaration.displayName(), root, String.join(", ", missing)};
    if (!compiledNow.contains(declaration.displayName())) {
      List<String> candidates = new ArrayList<>(members);
      candidates.add(root.qualifiedName());
      candidates.addAll(missing);
      diagnostics.report(Message.NOT_EXHAUSTIVE, compiledNow.first(candidates).orElse(null), args);
      return;
    }
    TypeElement dispatcher = elements.getTypeElement(declaration.displayName());
    AnnotationMirror annotation =
        Annotations.find(dispatcher, SwitchboardTypes.EVENT_DISPATCHER).orElseThrow();
    diagnostics.report(
        Message.NOT_EXHAUSTIVE,
        dispatcher,
        annotation,
        Annotations.classLiteral(elements, annotation, "exhaustive", root.qualifiedName())
            .orElse(null),
        args);
  }

  private void collectMissing(
      TypeElement type, Set<String> handled, Set<String> ignored, List<String> missing) {
    for (TypeElement subtype : sealedTypes.permitted(type)) {
      String name = CanonicalNames.of(subtype);
      if (handled.contains(name) || ignored.contains(name)) {
        continue;
      }
      if (sealedTypes.isSealed(subtype)) {
        collectMissing(subtype, handled, ignored, missing);
      } else {
        missing.add(name);
      }
    }
  }
}
