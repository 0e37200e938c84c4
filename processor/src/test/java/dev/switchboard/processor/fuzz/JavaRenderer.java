package dev.switchboard.processor.fuzz;

import dev.switchboard.processor.fuzz.TypeDecl.Kind;
import dev.switchboard.processor.fuzz.TypeDecl.Role;
import dev.switchboard.processor.fuzz.TypeDecl.Sealing;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes a {@link Program} as Java source files, one per top-level type. Every type outside the
 * program is written fully qualified, so that the program's own names (a class named {@code
 * String} or {@code Handler}) never change what the sources mean.
 */
final class JavaRenderer {
  static final String TRACE = FuzzTrace.class.getName();
  private static final String ANNOTATIONS = "dev.switchboard.annotations.";

  private final StringBuilder out = new StringBuilder();

  private JavaRenderer() {}

  /** Relative path to source text, in declaration order. */
  static Map<String, String> render(Program program) {
    Map<String, String> files = new LinkedHashMap<>();
    for (TypeDecl top : program.topLevel) {
      JavaRenderer renderer = new JavaRenderer();
      if (!top.packageName.isEmpty()) {
        renderer.out.append("package ").append(top.packageName).append(";\n\n");
      }
      renderer.type(top, "");
      String directory = top.packageName.isEmpty() ? "" : top.packageName.replace('.', '/') + "/";
      files.put(directory + top.name + ".java", renderer.out.toString());
    }
    return files;
  }

  private void type(TypeDecl decl, String indent) {
    if (decl.role == Role.INTERCEPTOR) {
      interceptor(decl);
      return;
    }
    if (decl.role == Role.BINDING) {
      binding(decl);
      return;
    }
    annotations(decl, indent);
    out.append(indent).append(modifiers(decl)).append(keyword(decl)).append(decl.name);
    if (decl.generic) {
      out.append("<T>");
    }
    if (decl.kind == Kind.RECORD) {
      out.append(decl.recordComponent ? "(int value)" : "()");
    }
    List<String> supertypes =
        decl.interfaces.stream().map(TypeDecl::reference).collect(Collectors.toList());
    if (decl.superclass != null) {
      out.append(" extends ").append(decl.superclass.reference());
    }
    if (decl.role == Role.HANDLER && decl.classHandler) {
      supertypes.add("dev.switchboard.Handler<" + handledType(decl) + ">");
    }
    if (decl.role == Role.DISPATCHER) {
      supertypes.add("dev.switchboard.Dispatcher<"
          + (decl.root == null ? "java.lang.Object" : decl.root.reference()) + ">");
    }
    if (!supertypes.isEmpty()) {
      out.append(decl.kind == Kind.INTERFACE ? " extends " : " implements ")
          .append(String.join(", ", supertypes));
    }
    out.append(" {\n");
    String inner = indent + "  ";
    if (decl.kind == Kind.ENUM) {
      List<String> constants = new ArrayList<>();
      for (int i = 0; i < decl.enumConstantBodies.size(); i++) {
        constants.add(inner + "C" + i + (decl.enumConstantBodies.get(i) ? " { }" : ""));
      }
      out.append(String.join(",\n", constants)).append(";\n");
    }
    if (decl.defaultMethod) {
      out.append(inner)
          .append("default int fuzz")
          .append(decl.id)
          .append("() {\n")
          .append(inner)
          .append("  return ")
          .append(decl.id)
          .append(";\n")
          .append(inner)
          .append("}\n");
    }
    if (decl.role == Role.HANDLER) {
      handlerBody(decl, inner);
    }
    if (!decl.samples.isEmpty()) {
      samples(decl, inner);
    }
    for (TypeDecl member : decl.members) {
      type(member, inner);
    }
    out.append(indent).append("}\n");
  }

  private void annotations(TypeDecl decl, String indent) {
    if (decl.role == Role.HANDLER && decl.classHandler) {
      List<TypeDecl> events = new ArrayList<>(decl.handles);
      if (decl.handlesObject) {
        events.add(null);
      }
      handles(events, decl.priority, decl.dispatchers, decl.interceptors, indent);
    }
    bindings(decl.bindings, indent);
    if (decl.role == Role.DISPATCHER) {
      String type = ANNOTATIONS + "EventDispatcher";
      out.append(indent)
          .append('@')
          .append(type)
          .append("(factory = ")
          .append(type)
          .append(".Factory.")
          .append(decl.factory);
      if (decl.broadcast) {
        out.append(", mode = ").append(type).append(".Mode.BROADCAST");
        if (!decl.includeSupertypes) {
          out.append(", includeSupertypes = false");
        }
      }
      if (!decl.interceptors.isEmpty()) {
        out.append(", interceptors = ").append(classLiterals(decl.interceptors));
      }
      out.append(")\n");
    }
  }

  /**
   * {@code @Handles(value = {...}, priority = ..., dispatchers = {...}, interceptors = {...})}, each
   * part only where needed; null: Object.
   */
  private void handles(
      List<TypeDecl> events,
      int priority,
      List<TypeDecl> dispatchers,
      List<TypeDecl> interceptors,
      String indent) {
    List<String> parts = new ArrayList<>();
    if (!events.isEmpty()) {
      parts.add("value = {"
          + events.stream()
              .map(t -> (t == null ? "java.lang.Object" : t.canonicalName()) + ".class")
              .collect(Collectors.joining(", "))
          + "}");
    }
    if (priority != 0) {
      parts.add("priority = " + priority);
    }
    if (!dispatchers.isEmpty()) {
      parts.add("dispatchers = " + classLiterals(dispatchers));
    }
    if (!interceptors.isEmpty()) {
      parts.add("interceptors = " + classLiterals(interceptors));
    }
    out.append(indent)
        .append('@')
        .append(ANNOTATIONS)
        .append("Handles")
        .append(parts.isEmpty() ? "" : "(" + String.join(", ", parts) + ")")
        .append('\n');
  }

  private static String classLiterals(List<TypeDecl> types) {
    return types.stream()
        .map(t -> t.canonicalName() + ".class")
        .collect(Collectors.joining(", ", "{", "}"));
  }

  private void bindings(List<TypeDecl> bindings, String indent) {
    bindings.forEach(binding ->
        out.append(indent).append('@').append(binding.canonicalName()).append('\n'));
  }

  /**
   * An interceptor that records its class's simple name and the handler, then proceeds (a guard
   * does not); or the abstract superclass that does so for its subclasses, or a subclass of one.
   */
  private void interceptor(TypeDecl decl) {
    String accepts = decl.accepts == null ? "java.lang.Object" : decl.accepts.reference();
    out.append(decl.access.keyword)
        .append(decl.isAbstract ? "abstract " : "final ")
        .append("class ");
    out.append(decl.name).append(decl.generic ? "<T>" : "");
    if (decl.superclass != null) {
      out.append(" extends ").append(decl.superclass.canonicalName());
      out.append(decl.superclass.generic ? "<" + accepts + ">" : "");
    } else {
      String type = decl.generic ? "T" : accepts;
      out.append(" implements dev.switchboard.Interceptor<").append(type).append('>');
    }
    out.append(" {\n");
    if (decl.constructor == TypeDecl.Constructor.WITH_ARGUMENT) {
      out.append("  public ")
          .append(decl.name)
          .append("(java.lang.String name) {\n    java.util.Objects.requireNonNull(name);\n  }\n");
    }
    if (decl.superclass == null) {
      String type = decl.generic ? "T" : accepts;
      out.append("  @java.lang.Override\n  public void intercept(")
          .append(type)
          .append(" event, dev.switchboard.Invocation<")
          .append(type)
          .append("> next) {\n    ")
          .append(TRACE)
          .append(".record(getClass().getSimpleName() + \" \" + next.handler());\n")
          .append(decl.guard ? "" : "    next.proceed(event);\n")
          .append("  }\n");
    }
    out.append("}\n");
  }

  private void binding(TypeDecl decl) {
    bindings(decl.carried, "");
    if (!decl.bound.isEmpty()) {
      out.append("@dev.switchboard.annotations.InterceptorBinding(")
          .append(classLiterals(decl.bound))
          .append(")\n");
    }
    if (decl.inherited) {
      out.append("@java.lang.annotation.Inherited\n");
    }
    out.append("@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)\n")
        .append("public @interface ")
        .append(decl.name)
        .append(" {}\n");
  }

  private static String modifiers(TypeDecl decl) {
    StringBuilder modifiers = new StringBuilder();
    boolean inInterface = decl.outer != null && decl.outer.kind == Kind.INTERFACE;
    if (!inInterface) {
      modifiers.append(decl.access.keyword);
    }
    if (decl.outer != null && decl.kind == Kind.CLASS && decl.isStatic && !inInterface) {
      modifiers.append("static ");
    }
    if (decl.isAbstract) {
      modifiers.append("abstract ");
    }
    if (decl.isFinal) {
      modifiers.append("final ");
    }
    if (decl.sealing == Sealing.SEALED) {
      modifiers.append("sealed ");
    } else if (decl.sealing == Sealing.NON_SEALED) {
      modifiers.append("non-sealed ");
    }
    return modifiers.toString();
  }

  private static String keyword(TypeDecl decl) {
    return switch (decl.kind) {
      case CLASS -> "class ";
      case INTERFACE -> "interface ";
      case RECORD -> "record ";
      case ENUM -> "enum ";
      case ANNOTATION -> "@interface ";
    };
  }

  /** The {@code E} of the handler's {@code Handler<E>}. */
  static String handledType(TypeDecl handler) {
    if (handler.handlesObject || handler.handles.size() != 1) {
      return "java.lang.Object";
    }
    return handler.handles.get(0).wildcardReference();
  }

  private void handlerBody(TypeDecl decl, String indent) {
    String constructor = switch (decl.constructor) {
      case IMPLICIT -> null;
      case PUBLIC_NO_ARG -> "public " + decl.name + "() {}";
      case PACKAGE_NO_ARG -> decl.name + "() {}";
      case PRIVATE_NO_ARG -> "private " + decl.name + "() {}";
      case WITH_ARGUMENT ->
        "public " + decl.name + "(java.lang.String name) {\n" + indent
            + "  java.util.Objects.requireNonNull(name);\n" + indent + "}";
      case THROWING -> "public " + decl.name + "() throws java.lang.Exception {}";
    };
    if (constructor != null) {
      out.append(indent).append(constructor).append('\n');
    }
    if (decl.classHandler) {
      out.append(indent)
          .append("@java.lang.Override\n")
          .append(indent)
          .append("public void handle(")
          .append(handledType(decl))
          .append(" event) {\n")
          .append(indent)
          .append("  ")
          .append(TRACE)
          .append(".record(\"")
          .append(decl.label)
          .append("\");\n")
          .append(indent)
          .append("}\n");
    }
    for (MethodDecl method : decl.methods) {
      handlerMethod(method, indent);
    }
  }

  private void handlerMethod(MethodDecl method, String indent) {
    handles(method.handles, method.priority, method.dispatchers, method.interceptors, indent);
    bindings(method.bindings, indent);
    String access = method.misuse == MethodDecl.Misuse.PRIVATE
        ? "private "
        : method.isPublic ? "public " : method.isProtected ? "protected " : "";
    String parameter = method.parameterReference() + " event";
    String parameters = switch (method.misuse) {
      case NO_PARAMETER -> "";
      case TWO_PARAMETERS -> parameter + ", " + method.parameterReference() + " other";
      default -> parameter;
    };
    boolean returns = method.misuse == MethodDecl.Misuse.RETURNS_VALUE;
    out.append(indent)
        .append(access)
        .append(method.misuse == MethodDecl.Misuse.STATIC ? "static " : "")
        .append(returns ? "int " : "void ")
        .append(method.name)
        .append('(')
        .append(parameters)
        .append(") {\n")
        .append(indent)
        .append("  ")
        .append(TRACE)
        .append(".record(\"")
        .append(method.label())
        .append("\");\n");
    if (returns) {
      out.append(indent).append("  return 0;\n");
    }
    out.append(indent).append("}\n");
  }

  /**
   * The top-level type's local and anonymous event classes: a static method returns one instance
   * of each, in declaration order.
   */
  private void samples(TypeDecl owner, String indent) {
    out.append(indent)
        .append("static java.lang.Object[] ")
        .append(FuzzTrace.SAMPLES_METHOD)
        .append("() {\n");
    List<String> instances = new ArrayList<>();
    for (TypeDecl sample : owner.samples) {
      String supertype = sample.superclass != null
          ? sample.superclass.reference()
          : sample.interfaces.isEmpty()
              ? "java.lang.Object"
              : sample.interfaces.get(0).reference();
      if (sample.placement == TypeDecl.Placement.ANONYMOUS) {
        instances.add("new " + supertype + "() { }");
      } else {
        out.append(indent).append("  class ").append(sample.name);
        if (sample.superclass != null) {
          out.append(" extends ").append(sample.superclass.reference());
        }
        if (!sample.interfaces.isEmpty()) {
          out.append(" implements ")
              .append(sample.interfaces.stream()
                  .map(TypeDecl::reference)
                  .collect(Collectors.joining(", ")));
        }
        out.append(" { }\n");
        instances.add("new " + sample.name + "()");
      }
    }
    out.append(indent)
        .append("  return new java.lang.Object[] {")
        .append(String.join(", ", instances))
        .append("};\n")
        .append(indent)
        .append("}\n");
  }
}
