package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One handler as a dispatcher routes it: a handler class's own {@code handle}, or one {@code
 * @Handles} method of a class.
 *
 * @param owner the class, whose one instance the dispatcher holds
 * @param method the handler method; null for the class's own {@code handle}
 */
record Receiver(TypeDecl owner, MethodDecl method) {
  /**
   * The tie-break of broadcast handlers equal in priority and specificity: class name, then a
   * class's own {@code handle} before its methods, those by name, then by parameter class name.
   */
  static final Comparator<Receiver> TIE_BREAK = Comparator.comparing(
          (Receiver r) -> r.owner.canonicalName())
      .thenComparing(r -> r.method != null)
      .thenComparing(r -> r.method == null ? "" : r.method.name)
      .thenComparing(r -> r.method == null ? "" : r.method.parameterErasure());

  /** Every handler of the program that the processor may route: invalid methods are none. */
  static List<Receiver> of(Program program) {
    List<Receiver> receivers = new ArrayList<>();
    for (TypeDecl handler : program.handlers) {
      if (handler.classHandler) {
        receivers.add(new Receiver(handler, null));
      }
      for (MethodDecl method : handler.methods) {
        if (method.misuse == MethodDecl.Misuse.NONE) {
          receivers.add(new Receiver(handler, method));
        }
      }
    }
    return receivers;
  }

  List<TypeDecl> events() {
    return method == null ? owner.handles : method.events();
  }

  boolean handlesObject() {
    return method == null ? owner.handlesObject : method.handlesObject();
  }

  int priority() {
    return method == null ? owner.priority : method.priority;
  }

  List<TypeDecl> dispatchers() {
    return method == null ? owner.dispatchers : method.dispatchers;
  }

  /** What it records when it runs. */
  String label() {
    return method == null ? owner.label : method.label();
  }

  @Override
  public String toString() {
    return method == null ? owner.canonicalName() : method.toString();
  }
}
