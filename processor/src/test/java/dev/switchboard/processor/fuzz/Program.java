package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.List;

/** A generated program: its declarations, and the choices that replay it. */
final class Program {
  final List<TypeDecl> topLevel = new ArrayList<>();
  /** Every declaration, in creation order (supertypes before subtypes). */
  final List<TypeDecl> all = new ArrayList<>();

  final List<TypeDecl> handlers = new ArrayList<>();
  final List<TypeDecl> dispatchers = new ArrayList<>();
  /** Concrete interceptor classes, in declaration order. */
  final List<TypeDecl> interceptors = new ArrayList<>();
  /** Binding annotations. */
  final List<TypeDecl> bindings = new ArrayList<>();

  String replay = "";
  /** Instantiate dispatchers through {@code create()} where they have it, else through their constructor. */
  boolean preferCreate;

  /** True when no dispatcher is declared: the processor generates the default one. */
  boolean usesDefaultDispatcher() {
    return dispatchers.isEmpty();
  }

  List<TypeDecl> events() {
    return all.stream().filter(decl -> decl.role == TypeDecl.Role.EVENT).toList();
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    text.append("replay with -Dswitchboard.fuzz.replay=").append(replay).append('\n');
    JavaRenderer.render(this)
        .forEach(
            (path, source) -> text.append("// ----- ").append(path).append('\n').append(source));
    return text.toString();
  }
}
