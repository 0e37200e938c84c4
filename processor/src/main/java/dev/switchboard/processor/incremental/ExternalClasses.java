package dev.switchboard.processor.incremental;

import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * The classes outside the module that the routes depend on ({@link ModuleState.Inputs#external}):
 * noted from the dispatchers of this build, recorded by signature with their supertypes, and
 * compared with what the previous build recorded.
 */
final class ExternalClasses {
  private static final String RUNTIME_PACKAGE = "dev.switchboard";

  private final Elements elements;
  private final TypeSignatures signatures;
  /** Classes the routes of this build depend on, by canonical name: events, interceptors, handlers. */
  private final Set<String> dependencies = new TreeSet<>();

  ExternalClasses(Elements elements, TypeSignatures signatures) {
    this.elements = elements;
    this.signatures = signatures;
  }

  /** Notes the classes the routes of {@code model} depend on: its handlers, their events and interceptors. */
  void dependOn(DispatcherModel model) {
    for (HandlerModel handler : model.handlers()) {
      dependencies.add(handler.type().qualifiedName());
      for (TypeRef event : handler.events()) {
        dependencies.add(event.qualifiedName());
      }
      for (InterceptorRef interceptor : handler.interceptors()) {
        dependencies.add(interceptor.type().qualifiedName());
        dependencies.add(interceptor.accepts().qualifiedName());
      }
    }
    for (HandlerChain chain : model.parts().chains()) {
      for (InterceptorRef interceptor : chain.interceptors()) {
        dependencies.add(interceptor.type().qualifiedName());
        dependencies.add(interceptor.accepts().qualifiedName());
      }
    }
    if (model.declaration().declared().isPresent()) {
      dependencies.add(model.declaration().declared().get().canonicalName());
    }
  }

  /** Whether the classes outside the module that the previous build's routes depend on are as they were. */
  boolean unchanged(ModuleState state) {
    for (Map.Entry<String, String> external : state.inputs().external().entrySet()) {
      TypeElement type = elements.getTypeElement(external.getKey());
      if (type == null || !signatures.of(type).equals(external.getValue())) {
        return false;
      }
    }
    return true;
  }

  /**
   * The signatures of the classes outside the module that the routes depend on: those noted, and
   * their supertypes, but the module's own and the platform's (the Java version is in the context).
   */
  Map<String, String> toRecord(Set<String> moduleSignatures, Set<String> moduleClasses) {
    Map<String, String> external = new TreeMap<>();
    Set<String> seen = new HashSet<>();
    Deque<String> pending = new ArrayDeque<>(dependencies);
    while (!pending.isEmpty()) {
      String name = pending.poll();
      if (!seen.add(name) || platformOrRuntime(name)) {
        continue;
      }
      TypeElement type = elements.getTypeElement(name);
      if (type == null) {
        continue;
      }
      if (!moduleSignatures.contains(name) && !moduleClasses.contains(name)) {
        external.put(name, signatures.of(type));
      }
      addSupertype(type.getSuperclass(), pending);
      for (TypeMirror supertype : type.getInterfaces()) {
        addSupertype(supertype, pending);
      }
    }
    return external;
  }

  /**
   * Whether {@code name} is a class of the Java platform (the Java version is in the context) or of
   * Switchboard's runtime (which goes with the processor's version, also in the context).
   */
  private static boolean platformOrRuntime(String name) {
    int dot = name.lastIndexOf('.');
    String packageName = dot < 0 ? "" : name.substring(0, dot);
    return name.startsWith("java.")
        || name.startsWith("javax.")
        || packageName.equals(RUNTIME_PACKAGE)
        || packageName.equals(RUNTIME_PACKAGE + ".support");
  }

  private static void addSupertype(TypeMirror supertype, Deque<String> pending) {
    if (supertype instanceof DeclaredType declared
        && declared.asElement() instanceof TypeElement type) {
      pending.add(CanonicalNames.of(type));
    }
  }
}
