package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code @Handles} method of a generated handler class: its parameter, the events its
 * {@code @Handles} lists (none: the parameter's type), and, now and then, a misuse the processor
 * must reject. Mutable while the generator builds it.
 */
final class MethodDecl {
  /** What makes a method no handler method; each has its tag (docs/diagnostics.md). */
  enum Misuse {
    NONE(""),
    STATIC("SB115"),
    PRIVATE("SB116"),
    NO_PARAMETER("SB117"),
    TWO_PARAMETERS("SB117"),
    RETURNS_VALUE("SB119");

    final String tag;

    Misuse(String tag) {
      this.tag = tag;
    }
  }

  final TypeDecl owner;
  final String name;
  /** null: {@code java.lang.Object}. */
  final TypeDecl parameter;

  final List<TypeDecl> handles = new ArrayList<>();
  /** Package-private or protected when false. */
  boolean isPublic = true;

  boolean isProtected;
  int priority;
  final List<TypeDecl> dispatchers = new ArrayList<>();
  Misuse misuse = Misuse.NONE;
  /** {@code interceptors =} of its {@code @Handles}. */
  final List<TypeDecl> interceptors = new ArrayList<>();
  /** Binding annotations written on the method, in order. */
  final List<TypeDecl> bindings = new ArrayList<>();

  MethodDecl(TypeDecl owner, String name, TypeDecl parameter) {
    this.owner = owner;
    this.name = name;
    this.parameter = parameter;
  }

  /** How source code writes the parameter's type. */
  String parameterReference() {
    return parameter == null ? "java.lang.Object" : parameter.wildcardReference();
  }

  /** The erasure of the parameter's type, as overloads must tell them apart. */
  String parameterErasure() {
    return parameter == null ? "java.lang.Object" : parameter.canonicalName();
  }

  /** The event types it handles, but Object: those its {@code @Handles} lists, else its parameter's. */
  List<TypeDecl> events() {
    if (!handles.isEmpty() || parameter == null) {
      return handles;
    }
    return List.of(parameter);
  }

  /** Whether it handles {@code Object}: a parameter of that type and an empty {@code @Handles}. */
  boolean handlesObject() {
    return parameter == null && handles.isEmpty();
  }

  /** What the method records when it runs: {@code h0#on(app.Ping)}. */
  String label() {
    return owner.label + "#" + name + "(" + parameterErasure() + ")";
  }

  @Override
  public String toString() {
    return owner.canonicalName() + "#" + name + "(" + parameterErasure() + ")";
  }
}
