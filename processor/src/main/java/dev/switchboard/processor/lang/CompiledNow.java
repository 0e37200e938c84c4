package dev.switchboard.processor.lang;

import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The classes this compilation compiles from source, as opposed to those it reads from class files (a
 * partial build's earlier output, libraries): only they have a source position a diagnostic can show.
 * javac prints a message on a class read from its class file without any position.
 */
public final class CompiledNow {
  private final Elements elements;
  private final Set<String> canonicalNames;

  /** @param canonicalNames the root elements of the compilation and their nested classes */
  public CompiledNow(Elements elements, Set<String> canonicalNames) {
    this.elements = elements;
    this.canonicalNames = Set.copyOf(canonicalNames);
  }

  /**
   * The first of the classes {@code names} (canonical), in their order, compiled now; empty when each
   * is read from its class file.
   */
  public Optional<TypeElement> first(Collection<String> names) {
    for (String name : names) {
      if (canonicalNames.contains(name)) {
        return Optional.of(elements.getTypeElement(name));
      }
    }
    return Optional.empty();
  }

  /** Whether the class {@code canonicalName} is compiled from source now. */
  public boolean contains(String canonicalName) {
    return canonicalNames.contains(canonicalName);
  }

  /**
   * Where a diagnostic about the dispatcher declaration {@code declaration} goes before its routes are
   * known: the declaration when compiled now; else (a partial build reads it from its class file) the
   * first compiled now of its supertypes, breadth first in declaration order, and of the classes their
   * type arguments name (its root event): a change there is what a partial build can make it invalid
   * by. Null when none is compiled now.
   */
  public TypeElement declarationSite(TypeElement declaration, Types types) {
    Set<String> candidates = new LinkedHashSet<>();
    Set<String> visited = new HashSet<>();
    ArrayDeque<TypeMirror> pending = new ArrayDeque<>();
    pending.add(declaration.asType());
    while (!pending.isEmpty()) {
      TypeMirror type = pending.remove();
      if (type.getKind() != TypeKind.DECLARED
          || !(type instanceof DeclaredType declared)
          || !visited.add(nameOf(declared))) {
        continue;
      }
      candidates.add(nameOf(declared));
      for (TypeMirror argument : declared.getTypeArguments()) {
        if (argument.getKind() == TypeKind.DECLARED && argument instanceof DeclaredType named) {
          candidates.add(nameOf(named));
        }
      }
      pending.addAll(types.directSupertypes(type));
    }
    return first(candidates).orElse(null);
  }

  private static String nameOf(DeclaredType type) {
    return CanonicalNames.of((TypeElement) type.asElement());
  }

  /**
   * Where a diagnostic about {@code model}'s dispatcher as a whole goes: its declaration when compiled
   * now; else (the default dispatcher, which has none, or a declaration a partial build reads from its
   * class file) the first of its handlers, else of its event types, compiled now (both lists are
   * sorted, so the choice is the same in every build of the same sources). Null when each of them is
   * read from its class file: the message, which names the dispatcher, then has no position rather
   * than a misleading one.
   */
  public Element dispatcherSite(DispatcherModel model) {
    List<String> candidates = new ArrayList<>();
    if (model.declaration().declared().isPresent()) {
      candidates.add(model.declaration().declared().get().canonicalName());
    }
    for (HandlerModel handler : model.handlers()) {
      candidates.add(handler.type().qualifiedName());
    }
    for (TypeRef event : model.routeEvents()) {
      candidates.add(event.qualifiedName());
    }
    return first(candidates).orElse(null);
  }
}
