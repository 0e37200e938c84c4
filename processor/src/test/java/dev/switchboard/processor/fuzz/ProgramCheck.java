package dev.switchboard.processor.fuzz;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handlers;
import dev.switchboard.processor.fuzz.Oracle.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Compiles one generated program with the processor and holds the result to the rule: either
 * success, with no warning (lint or other) and every dispatch as the {@link Oracle} says, or
 * errors that are all Switchboard's (never SB901), each on a user file. Anything else throws an
 * {@link AssertionError} carrying the program and its replay string.
 */
final class ProgramCheck {
  private static final Pattern TAG = Pattern.compile("^\\[(SB\\d{3})]");

  private final Program program;
  private final ProgramCompiler compiler;
  private final Oracle oracle;
  private final Map<String, String> files;

  ProgramCheck(Program program, ProgramCompiler compiler) {
    this.program = program;
    this.compiler = compiler;
    this.oracle = new Oracle(program);
    this.files = JavaRenderer.render(program);
  }

  /**
   * Checks the program; returns how it ended ("ran", "ran intercepted" when a dispatcher holds
   * interceptors, or the Switchboard errors it got), for statistics.
   */
  String check() {
    ProgramCompiler.Result result = compiler.compileWithProcessor(files);
    Set<String> tags = new TreeSet<>();
    List<String> problems = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : result.diagnostics()) {
      if (diagnostic.getKind() == Diagnostic.Kind.NOTE
          || diagnostic.getKind() == Diagnostic.Kind.OTHER) {
        continue;
      }
      String message = diagnostic.getMessage(Locale.ROOT);
      Matcher tag = TAG.matcher(message);
      boolean tagged = tag.find();
      boolean inUserFile = result.onUserFile(diagnostic);
      if (!compiler.namesDiagnosticFiles() && diagnostic.getSource() == null) {
        // Unattributable: only what the message says can be checked.
        if (message.contains("[SB901]")
            || (diagnostic.getKind() == Diagnostic.Kind.ERROR && !tagged)) {
          problems.add("error: " + describe(diagnostic));
        } else if (diagnostic.getKind() == Diagnostic.Kind.ERROR) {
          tags.add(tag.group(1));
        }
        continue;
      }
      if (message.contains("[SB901]")) {
        problems.add("internal error: " + describe(diagnostic));
      } else if (!tagged
          && diagnostic.getKind() != Diagnostic.Kind.ERROR
          && inUserFile
          && !compiler.holdsUserFilesToItsWarnings()) {
        continue;
      } else if (!tagged) {
        problems.add((diagnostic.getKind() == Diagnostic.Kind.ERROR ? "javac error: " : "warning: ")
            + describe(diagnostic));
      } else if (!inUserFile) {
        problems.add("not on a user file: " + describe(diagnostic));
      } else if (diagnostic.getKind() == Diagnostic.Kind.ERROR) {
        tags.add(tag.group(1));
      }
    }
    if (!problems.isEmpty()) {
      String cause = compiler.compileAlone(files).succeeded()
          ? "the program compiles without the processor: a Switchboard defect"
          : "the program does not compile even without the processor: a generator defect";
      throw failure(cause, problems, result);
    }
    List<String> rejections = oracle.requiredRejections();
    if (!result.succeeded()) {
      if (tags.isEmpty()) {
        throw failure("failed without any error", problems, result);
      }
      for (String conflictTag : List.of("SB401", "SB402", "SB129", "SB130", "SB132", "SB133")) {
        if (tags.contains(conflictTag)
            && rejections.stream().noneMatch(reason -> reason.contains(conflictTag))) {
          throw failure(
              conflictTag + " reported, but the oracle sees no such conflict", rejections, result);
        }
      }
      for (String requiredTag : oracle.requiredTags().values()) {
        if (!tags.contains(requiredTag)) {
          throw failure(
              requiredTag + " not reported, but the oracle requires it", rejections, result);
        }
      }
      // SB501 says a referenced type never appeared: wrong if the program compiles without the
      // processor.
      if (tags.contains("SB501") && compiler.compileAlone(files).succeeded()) {
        throw failure(
            "SB501 reported, but the program compiles without the processor: every type appeared",
            rejections,
            result);
      }
      return "rejected " + String.join(",", tags);
    }
    if (!rejections.isEmpty()) {
      throw failure("compiled, but the oracle requires a rejection", rejections, result);
    }
    run(result);
    boolean intercepted = oracle.targets().stream()
        .anyMatch(target -> !Oracle.heldInterceptors(target).isEmpty());
    return intercepted ? "ran intercepted" : "ran";
  }

  private void run(ProgramCompiler.Result result) {
    ProgramClassLoader loader = new ProgramClassLoader(result);
    List<Sample> samples = samples(loader);
    List<String> mismatches = new ArrayList<>();
    for (Target target : oracle.targets()) {
      Class<?> generated;
      try {
        generated = loader.loadClass(target.generatedClass());
      } catch (ClassNotFoundException e) {
        throw failure("no dispatcher " + target.generatedClass(), List.of(), result);
      }
      Optional<Method> create = Arrays.stream(generated.getMethods())
          .filter(method -> method.getName().equals("create")
              && method.getParameterCount() == 0
              && Modifier.isStatic(method.getModifiers()))
          .findFirst();
      Optional<Boolean> expectsCreate = oracle.expectsCreate(target);
      if (expectsCreate.isPresent() && expectsCreate.get() != create.isPresent()) {
        mismatches.add(target + ": create() " + (create.isPresent() ? "generated" : "missing")
            + ", the oracle says " + (expectsCreate.get() ? "generate it" : "none"));
      }
      interceptorParameters(generated, target).ifPresent(mismatches::add);
      @SuppressWarnings("unchecked")
      Dispatcher<Object> dispatcher = (Dispatcher<Object>)
          (create.isPresent() && program.preferCreate
              ? invoke(create.get())
              : construct(generated, loader));
      for (Sample sample : samples) {
        if (!Oracle.inRoot(target, sample.model)) {
          continue;
        }
        List<String> expected = oracle.expectedTrace(target, sample.model);
        // With no handler, handlerFor returns noOp().
        if (oracle.expectedHandlers(target, sample.model).isEmpty()
            && !Handlers.isNoOp(dispatcher.handlerFor(sample.instance))) {
          mismatches.add(target + ", " + sample
              + ": handlerFor is not Handlers.noOp() for an unhandled event");
        }
        // Every way of dispatching runs the same handlers through the same chains.
        Map<String, Runnable> paths = new LinkedHashMap<>();
        paths.put("dispatch(event)", () -> dispatcher.dispatch(sample.instance));
        paths.put(
            "handlerFor(event).handle(event)",
            () -> dispatcher.handlerFor(sample.instance).handle(sample.instance));
        paths.put(
            "dispatchAsync(event, Runnable::run)",
            () -> dispatcher.dispatchAsync(sample.instance, Runnable::run).join());
        for (Method typed : generated.getMethods()) {
          Class<?>[] parameters = typed.getParameterTypes();
          if (typed.getName().equals("dispatch")
              && parameters.length == 1
              && parameters[0] != Object.class
              && parameters[0].isInstance(sample.instance)) {
            paths.put(
                "dispatch(" + parameters[0].getName() + ")",
                () -> invoke(typed, dispatcher, sample.instance));
          }
        }
        paths.forEach((path, dispatch) -> {
          List<String> ran = traced(target, sample, result, dispatch);
          if (!ran.equals(expected)) {
            mismatches.add(target + ", " + sample + ": " + path + " ran " + ran
                + ", the oracle says " + expected);
          }
        });
      }
    }
    if (!mismatches.isEmpty()) {
      throw failure("dispatch differs from the oracle", mismatches, result);
    }
  }

  /** What the handlers and interceptors record while {@code dispatch} runs. */
  private List<String> traced(
      Target target, Sample sample, ProgramCompiler.Result result, Runnable dispatch) {
    FuzzTrace.takeAll();
    try {
      dispatch.run();
    } catch (RuntimeException | Error e) {
      throw new AssertionError(
          report(target + " threw dispatching " + sample, List.of(), result), e);
    }
    return FuzzTrace.takeAll();
  }

  /** An instance of every event class: member classes, enum constants, local and anonymous classes. */
  private List<Sample> samples(ProgramClassLoader loader) {
    List<Sample> samples = new ArrayList<>();
    for (TypeDecl decl : program.all) {
      if (decl.role != TypeDecl.Role.EVENT || !decl.isMember()) {
        continue;
      }
      if (decl.isInstantiableClass()) {
        samples.add(new Sample(decl, loader.instantiate(decl), decl.toString()));
      } else if (decl.kind == TypeDecl.Kind.ENUM) {
        Object[] constants = loader.load(decl).getEnumConstants();
        for (int i = 0; i < constants.length; i++) {
          TypeDecl model = decl.enumConstantBodies.get(i) ? Oracle.enumConstantBody(decl) : decl;
          samples.add(new Sample(model, constants[i], decl + ".C" + i));
        }
      }
      if (!decl.samples.isEmpty()) {
        Object[] instances = loader.samples(decl);
        for (int i = 0; i < instances.length; i++) {
          samples.add(
              new Sample(decl.samples.get(i), instances[i], decl.samples.get(i).toString()));
        }
      }
    }
    return samples;
  }

  private record Sample(TypeDecl model, Object instance, String description) {
    @Override
    public String toString() {
      return description;
    }
  }

  private static Object invoke(Method create) {
    return invoke(create, null);
  }

  private static Object invoke(Method method, Object target, Object... arguments) {
    try {
      return method.invoke(target, arguments);
    } catch (InvocationTargetException e) {
      throw new AssertionError(method.getName() + " threw", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** The generated class's public constructor with the most parameters. */
  private static Constructor<?> constructor(Class<?> generated) {
    return Arrays.stream(generated.getConstructors())
        .max((a, b) -> Integer.compare(a.getParameterCount(), b.getParameterCount()))
        .orElseThrow(() -> new AssertionError(generated + " has no public constructor"));
  }

  /** The program's handler or interceptor class that a constructor parameter takes. */
  private TypeDecl parameterClass(Class<?> generated, Class<?> type) {
    return program.all.stream()
        .filter(
            decl -> decl.role == TypeDecl.Role.HANDLER || decl.role == TypeDecl.Role.INTERCEPTOR)
        .filter(decl -> decl.isMember() && decl.binaryName().equals(type.getName()))
        .findFirst()
        .orElseThrow(() -> new AssertionError(generated + " takes a " + type
            + ", neither a handler nor an interceptor of the program"));
  }

  /**
   * The constructor takes the handlers, then each interceptor class the dispatcher holds once, the
   * dispatcher's own first, in the order it lists them (its bindings' after).
   */
  private Optional<String> interceptorParameters(Class<?> generated, Target target) {
    List<TypeDecl> interceptors = new ArrayList<>();
    boolean handlerAfterInterceptor = false;
    for (Class<?> type : constructor(generated).getParameterTypes()) {
      TypeDecl parameter = parameterClass(generated, type);
      if (parameter.role == TypeDecl.Role.INTERCEPTOR) {
        interceptors.add(parameter);
      } else {
        handlerAfterInterceptor |= !interceptors.isEmpty();
      }
    }
    List<TypeDecl> held = Oracle.heldInterceptors(target);
    List<TypeDecl> dispatchers = target.declaration() == null
        ? List.of()
        : Oracle.dispatcherInterceptors(target.declaration()).stream()
            .distinct()
            .toList();
    if (handlerAfterInterceptor
        || !Set.copyOf(interceptors).equals(Set.copyOf(held))
        || interceptors.size() != held.size()
        || !interceptors
            .subList(0, Math.min(dispatchers.size(), interceptors.size()))
            .equals(dispatchers)) {
      return Optional.of(target + ": the constructor takes the interceptors " + interceptors
          + (handlerAfterInterceptor ? ", a handler after them" : "")
          + "; the oracle says after the handlers, each once: " + held);
    }
    return Optional.empty();
  }

  /** Through the public constructor, with one instance of each handler and interceptor it takes. */
  private Object construct(Class<?> generated, ProgramClassLoader loader) {
    Constructor<?> constructor = constructor(generated);
    Object[] arguments = new Object[constructor.getParameterCount()];
    Class<?>[] types = constructor.getParameterTypes();
    for (int i = 0; i < types.length; i++) {
      arguments[i] = loader.instantiate(parameterClass(generated, types[i]));
    }
    return ProgramClassLoader.construct(constructor, arguments);
  }

  private AssertionError failure(
      String cause, List<String> details, ProgramCompiler.Result result) {
    return new AssertionError(report(cause, details, result));
  }

  private String report(String cause, List<String> details, ProgramCompiler.Result result) {
    StringBuilder text = new StringBuilder("[")
        .append(compiler.name())
        .append("] ")
        .append(cause)
        .append('\n');
    details.forEach(detail -> text.append("  ").append(detail).append('\n'));
    text.append("diagnostics:\n");
    result
        .diagnostics()
        .forEach(diagnostic -> text.append("  ").append(describe(diagnostic)).append('\n'));
    text.append(program);
    for (JavaFileObject generated : result.generatedSources()) {
      if (generated.getName().endsWith(".java")) {
        try {
          text.append("// ----- generated ")
              .append(generated.getName())
              .append('\n')
              .append(generated.getCharContent(false));
        } catch (java.io.IOException e) {
          text.append("// (unreadable: ").append(e).append(")\n");
        }
      }
    }
    return text.toString();
  }

  private static String describe(Diagnostic<? extends JavaFileObject> diagnostic) {
    String where = diagnostic.getSource() == null
        ? "(no file)"
        : diagnostic.getSource().getName() + ":" + diagnostic.getLineNumber();
    return diagnostic.getKind() + " " + where + ": "
        + diagnostic.getMessage(Locale.ROOT).lines().collect(Collectors.joining(" / "));
  }
}
