package dev.switchboard.processor.naming;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * The names of the members of a dispatcher declaration and of all its supertypes: in the body of the
 * generated class, which extends or implements it, each is in scope. A member class hides a type of
 * that simple name, a field hides a type the generated code calls a method of ({@code
 * RouteTable.requireEvent}), and a method of the generated class's name and parameters would
 * override or hide one of them. Private members and static methods of interfaces, which are not
 * inherited, are counted too: avoiding their names costs nothing. The fields of a class enclosing a
 * nested type whose static members the generated code names are counted the same way ({@link
 * ObscuredQualifiers}): one of them may obscure the member class of its name.
 */
public final class InheritedMembers {
  private static final InheritedMembers NONE = new InheritedMembers(Set.of(), Set.of(), Set.of());

  private final Set<String> types;
  private final Set<String> fields;
  private final Set<String> all;

  private InheritedMembers(Set<String> types, Set<String> fields, Set<String> methods) {
    this.types = Set.copyOf(types);
    this.fields = Set.copyOf(fields);
    Set<String> all = new HashSet<>(types);
    all.addAll(fields);
    all.addAll(methods);
    this.all = Set.copyOf(all);
  }

  /** The members {@code declaration} brings into the generated class's scope; none for the default dispatcher. */
  public static InheritedMembers of(Optional<TypeElement> declaration) {
    if (declaration.isEmpty()) {
      return NONE;
    }
    Set<String> types = new HashSet<>();
    Set<String> fields = new HashSet<>();
    Set<String> methods = new HashSet<>();
    Deque<TypeElement> pending = new ArrayDeque<>(List.of(declaration.get()));
    Set<TypeElement> seen = new HashSet<>();
    while (!pending.isEmpty()) {
      TypeElement next = pending.pop();
      if (!seen.add(next)) {
        continue;
      }
      for (Element member : next.getEnclosedElements()) {
        String name = member.getSimpleName().toString();
        if (member instanceof TypeElement) {
          types.add(name);
        } else if (member.getKind() == ElementKind.FIELD) {
          fields.add(name);
        } else if (member.getKind() == ElementKind.METHOD) {
          methods.add(name);
        }
      }
      pushIfDeclared(next.getSuperclass(), pending);
      for (TypeMirror supertype : next.getInterfaces()) {
        pushIfDeclared(supertype, pending);
      }
    }
    return new InheritedMembers(types, fields, methods);
  }

  private static void pushIfDeclared(TypeMirror type, Deque<TypeElement> pending) {
    if (type.getKind() == TypeKind.DECLARED) {
      pending.push((TypeElement) ((DeclaredType) type).asElement());
    }
  }

  /** The simple names of the member classes and interfaces. */
  public Set<String> types() {
    return types;
  }

  /** The names of the fields. */
  public Set<String> fields() {
    return fields;
  }

  /** Whether a member class, field or method takes {@code name}. */
  public boolean contains(String name) {
    return all.contains(name);
  }
}
