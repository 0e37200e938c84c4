import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Writes the event classes, handlers and hand-written alternatives the benchmarks compare, for each
 * number of event types, so that no thousands of files are checked in. Run by the build (a
 * single-file program: {@code java GenerateBenchmarkSources.java [--plain] OUT OUT21 N...}); the Switchboard
 * dispatcher itself is then generated from these handlers by the real processor.
 *
 * <p>Per N, in package {@code dev.switchboard.benchmarks.nN}: events {@code E0..E(N-1)}, an
 * unhandled {@code Unhandled} and {@code NewEvent} (copied into new hidden classes by {@code
 * NewClassesBenchmark}), all implementing {@code Event}; one handler per event, which is also
 * a Guava and a greenrobot subscriber and a Spring {@code @EventListener}; {@code Events}, the
 * {@code @EventDispatcher}; a visitor ({@code EventVisitor}, {@code HandlerVisitor},
 * {@code VisitorRoute}); {@code TypedCalls}, one statically typed call direct and through the
 * dispatcher; and, where one method can hold it (javac's 64 KiB limit), an exact-class {@code if}
 * chain and a pattern-matching {@code switch} (Java 21, written to OUT21), and two more dispatchers
 * of the same handlers within one and three pass-through interceptors ({@code OneInterceptorEvents},
 * {@code ThreeInterceptorEvents}), beside the same interceptors written by hand around each handler
 * ({@code InterceptedLink}, calling handlers through {@code InterceptedCalls}, dispatched by the
 * visitor {@code InterceptedRoutes}).
 *
 * <p>With {@code --plain} before the sizes, only events, handlers without the buses' annotations and
 * {@code Events} are written: {@code processor-cost.sh} compiles those. With {@code --plain-methods},
 * only the handler methods' events, {@code Projection} classes and {@code MethodEvents}: the same
 * module with handler methods, for {@code edit-loop.sh}.
 */
public final class GenerateBenchmarkSources {
  /** Largest N whose if chain and switch javac can still compile into one method. */
  private static final int MAX_CODE_LOOKUP = 1024;
  /** Most {@code visit} methods one visitor class declares. */
  private static final int VISITOR_PART = 2048;
  /** {@code accept} of class {@code name}: its own {@code visit} method. */
  private static String accept(String name) {
    return "  @Override\n  public void accept(EventVisitor visitor) {\n    visitor.visit" + name
        + "(this);\n  }\n";
  }

  private static final String EVENTS = "@dev.switchboard.annotations.EventDispatcher\n"
      + "public interface Events extends dev.switchboard.Dispatcher<Event> {}\n";

  /** How many handler methods each {@code Projection} class declares. */
  static final int METHODS_PER_CLASS = 8;

  private GenerateBenchmarkSources() {}

  public static void main(String[] args) throws IOException {
    List<String> arguments = new ArrayList<>(List.of(args));
    // --plain: only what Switchboard sees (events, handlers, Events), for measuring the processor.
    boolean plain = arguments.remove("--plain");
    boolean plainMethods = arguments.remove("--plain-methods");
    Path out = Path.of(arguments.get(0));
    Path out21 = Path.of(arguments.get(1));
    for (int i = 2; i < arguments.size(); i++) {
      int n = Integer.parseInt(arguments.get(i));
      String pkg = "dev.switchboard.benchmarks.n" + n;
      Path dir = out.resolve(pkg.replace('.', '/'));
      Files.createDirectories(dir);
      if (plain) {
        writePlain(dir, pkg, n);
        continue;
      }
      if (plainMethods) {
        writeHandlerMethods(dir, pkg, n);
        continue;
      }
      write(
          dir,
          "Event",
          pkg,
          "/** The root of this benchmark's events; {@code accept} is the visitor's double dispatch. */\n"
              + "public interface Event {\n  void accept(EventVisitor visitor);\n}\n");
      write(
          dir,
          "Unhandled",
          pkg,
          "/** An event no handler takes. */\npublic final class Unhandled implements Event {\n"
              + accept("Unhandled") + "}\n");
      write(
          dir,
          "NewEvent",
          pkg,
          "/**\n * The template of the new classes NewClassesBenchmark defines in this package (hidden copies of\n"
              + " * it): events no handler takes, of classes the dispatcher never saw.\n */\n"
              + "public class NewEvent implements Event {\n"
              + "  /** A lookup with full privilege in this package, which may define hidden classes in it. */\n"
              + "  public static java.lang.invoke.MethodHandles.Lookup lookup() {\n"
              + "    return java.lang.invoke.MethodHandles.lookup();\n  }\n\n"
              + "  /** No visitor knows these classes. */\n"
              + "  @Override\n  public void accept(EventVisitor visitor) {}\n}\n");
      write(dir, "Events", pkg, EVENTS);
      for (int e = 0; e < n; e++) {
        write(
            dir,
            "E" + e,
            pkg,
            "public final class E" + e + " implements Event {\n" + accept("E" + e) + "}\n");
        write(dir, "H" + e, pkg, handler(e));
      }
      writeVisitor(dir, pkg, n);
      writeHandlerMethods(dir, pkg, n);
      write(
          dir,
          "MethodUnhandled",
          pkg,
          "/** A method-routed event no handler method takes. */\n"
              + "public final class MethodUnhandled implements MethodEvent {}\n");
      write(dir, "TypedCalls", pkg, typedCalls(n / 2));
      if (n <= MAX_CODE_LOOKUP) {
        write(
            dir,
            "OneInterceptorEvents",
            pkg,
            intercepted("OneInterceptorEvents", "PassThroughFirst"));
        write(
            dir,
            "ThreeInterceptorEvents",
            pkg,
            intercepted(
                "ThreeInterceptorEvents",
                "PassThroughFirst",
                "PassThroughSecond",
                "PassThroughThird"));
        write(dir, "InterceptedLink", pkg, interceptedLink());
        write(dir, "InterceptedCalls", pkg, interceptedCalls(n));
        write(dir, "InterceptedRoutes", pkg, interceptedRoutes(n));
        write(dir, "IfChainDirect", pkg, ifChainDirect(n));
        write(dir, "IfChainMethods", pkg, ifChainMethods(n));
        write(
            dir,
            "IfChain",
            pkg,
            lookup(
                n,
                "An exact-class {@code if} chain, the fastest code for a few types.",
                "IfChain",
                "Class<?> type = event.getClass();",
                e -> "    if (type == E" + e + ".class) {\n      return h" + e + ";\n    }",
                "    return Handlers.noOp();"));
        Path dir21 = out21.resolve(pkg.replace('.', '/'));
        Files.createDirectories(dir21);
        write(
            dir21,
            "PatternSwitch",
            pkg,
            lookup(
                n,
                "A pattern-matching {@code switch} over the event classes.",
                "PatternSwitch",
                "return switch (event) {",
                e -> "      case E" + e + " e -> h" + e + ";",
                "      default -> Handlers.noOp();\n    };"));
      }
    }
  }

  /** A dispatcher of the same handlers as {@code Events}, every route within {@code interceptors}. */
  private static String intercepted(String name, String... interceptors) {
    List<String> classes = new ArrayList<>();
    for (String interceptor : interceptors) {
      classes.add("dev.switchboard.benchmarks." + interceptor + ".class");
    }
    return "/** {@code Events} with " + interceptors.length + " pass-through interceptors. */\n"
        + "@dev.switchboard.annotations.EventDispatcher(interceptors = {"
        + String.join(", ", classes)
        + "})\npublic interface " + name + " extends dev.switchboard.Dispatcher<Event> {}\n";
  }

  /**
   * The link of one interceptor around one handler, as a user writes it by hand: it calls its
   * interceptor with itself as the invocation, whose {@code proceed} calls the next link or, after
   * the last, the concrete handler directly through {@code InterceptedCalls}, by route number. One
   * class for every route, as a user writes it: a class per route would leave thousands of methods
   * for the JIT to compile one by one at N = 1,024, still compiling while JMH measures.
   */
  private static String interceptedLink() {
    return "/** One interceptor around one handler, and the links after it. */\n"
        + "public final class InterceptedLink implements dev.switchboard.Handler<Object>,"
        + " dev.switchboard.Invocation<Object> {\n"
        + "  private final dev.switchboard.HandlerDescriptor handler;\n"
        + "  private final dev.switchboard.Interceptor<Object> interceptor;\n"
        + "  private final InterceptedLink next;\n"
        + "  private final int route;\n"
        + "  private final Object target;\n\n"
        + "  /**\n"
        + "   * @param next the next link; null for the last, which calls {@code target}\n"
        + "   * @param route the number {@code InterceptedCalls} calls {@code target} by\n"
        + "   */\n"
        + "  public InterceptedLink(dev.switchboard.HandlerDescriptor handler,\n"
        + "      dev.switchboard.Interceptor<Object> interceptor, InterceptedLink next, int route,\n"
        + "      Object target) {\n"
        + "    this.handler = handler;\n    this.interceptor = interceptor;\n"
        + "    this.next = next;\n    this.route = route;\n    this.target = target;\n  }\n\n"
        + "  @Override\n  public void handle(Object event) {\n"
        + "    interceptor.intercept(event, this);\n  }\n\n"
        + "  @Override\n  public void proceed(Object event) {\n"
        + "    if (next != null) {\n      next.handle(event);\n"
        + "    } else {\n      InterceptedCalls.call(route, target, event);\n    }\n  }\n\n"
        + "  @Override\n  public dev.switchboard.HandlerDescriptor handler() {\n"
        + "    return handler;\n  }\n}\n";
  }

  /**
   * {@code InterceptedCalls.call(route, handler, event)}: a switch on the route whose case {@code e}
   * calls {@code ((He) handler).handle((Ee) event)}, split as a careful user splits it: methods of at
   * most 16 cases or branches, each small enough for C2 to inline, where one switch of 1,024 cases
   * would pass HotSpot's 8,000 bytes and never be compiled.
   */
  private static String interceptedCalls(int n) {
    List<String> lines = new ArrayList<>();
    lines.add(
        "/** Calls each concrete handler by its route number, after the last interceptor. */");
    lines.add("final class InterceptedCalls {");
    lines.add("  private InterceptedCalls() {}");
    int span = 16;
    while (span < n) {
      span *= 16;
    }
    addCalls(lines, "call", 0, span, n);
    return classSource(lines);
  }

  /** Adds the method {@code name} that calls the handlers {@code from} to {@code from + span - 1}. */
  private static void addCalls(List<String> lines, String name, int from, int span, int n) {
    List<Integer> below = new ArrayList<>();
    lines.add("\n  static void " + name + "(int route, Object handler, Object event) {");
    if (span == 16) {
      lines.add("    switch (route) {");
      for (int e = from; e < Math.min(n, from + span); e++) {
        lines.add("      case " + e + ":\n        ((H" + e + ") handler).handle((E" + e
            + ") event);\n        return;");
      }
    } else {
      int step = span / 16;
      lines.add("    switch (route / " + step + ") {");
      for (int b = from / step; b * step < Math.min(n, from + span); b++) {
        lines.add("      case " + b + ":\n        calls" + b * step + "To" + (b * step + step - 1)
            + "(route, handler, event);\n        return;");
        below.add(b * step);
      }
    }
    lines.add("      default:\n        throw new AssertionError(route);\n    }\n  }");
    for (int first : below) {
      addCalls(lines, "calls" + first + "To" + (first + span / 16 - 1), first, span / 16, n);
    }
  }

  /**
   * The hand-written links of {@link #interceptedLink} around every handler, reached by the visitor's
   * double dispatch: {@code event.accept(this)} calls {@code visitEi}, which calls the first link of
   * {@code Ei} directly.
   */
  private static String interceptedRoutes(int n) {
    List<String> lines = new ArrayList<>();
    lines.add(
        "/** The hand-written interceptor links around each handler, found by the visitor. */");
    lines.add("public final class InterceptedRoutes implements EventVisitor,"
        + " dev.switchboard.benchmarks.Route {");
    for (int e = 0; e < n; e++) {
      lines.add("  private final InterceptedLink h" + e + ";");
    }
    lines.add("\n  /**");
    lines.add("   * @param handlers the handler of each event class, {@code Ei}'s at {@code i}");
    lines.add(
        "   * @param dispatcher the dispatcher the descriptors name, as the generated one's do");
    lines.add("   * @param interceptors outermost first");
    lines.add("   */");
    lines.add(
        "  public InterceptedRoutes(dev.switchboard.Handler<?>[] handlers, Class<?> dispatcher,");
    lines.add("      dev.switchboard.Interceptor<Object>[] interceptors) {");
    for (int e = 0; e < n; e++) {
      lines.add("    h" + e + " = link(" + e + ", handlers, dispatcher, H" + e + ".class, E" + e
          + ".class, interceptors);");
    }
    lines.add("  }");
    lines.add(
        "\n  private static InterceptedLink link(int route, dev.switchboard.Handler<?>[] handlers,\n"
            + "      Class<?> dispatcher, Class<?> handlerClass, Class<?> eventClass,\n"
            + "      dev.switchboard.Interceptor<Object>[] interceptors) {");
    lines.add("    dev.switchboard.HandlerDescriptor described ="
        + " dev.switchboard.HandlerDescriptor.ofClass(dispatcher, handlerClass, eventClass);");
    lines.add("    InterceptedLink link = null;");
    lines.add("    for (int i = interceptors.length - 1; i >= 0; i--) {");
    lines.add("      link = new InterceptedLink(described, interceptors[i], link, route,"
        + " handlers[route]);");
    lines.add("    }");
    lines.add("    return link;\n  }");
    lines.add("\n  @Override\n  public void dispatch(Object event) {\n"
        + "    ((Event) event).accept(this);\n  }");
    for (int e = 0; e < n; e++) {
      lines.add("\n  @Override\n  public void visitE" + e + "(E" + e + " event) {\n    h" + e
          + ".handle(event);\n  }");
    }
    lines.add("\n  @Override\n  public void visitUnhandled(Unhandled event) {}");
    return classSource(lines);
  }

  /** Events, plain handlers and {@code Events}: a module with nothing but Switchboard in it. */
  private static void writePlain(Path dir, String pkg, int n) {
    write(
        dir,
        "Event",
        pkg,
        "/** The root of this benchmark's events. */\npublic interface Event {}\n");
    write(dir, "Events", pkg, EVENTS);
    for (int e = 0; e < n; e++) {
      write(dir, "E" + e, pkg, "public final class E" + e + " implements Event {}\n");
      write(
          dir,
          "H" + e,
          pkg,
          "/** Handles {@link E" + e + "}. */\n"
              + "@dev.switchboard.annotations.Handles(E" + e + ".class)\n"
              + "public final class H" + e + " implements dev.switchboard.Handler<E" + e + "> {\n"
              + "  public long handled;\n\n"
              + "  @Override\n"
              + "  public void handle(E" + e + " event) {\n"
              + "    handled++;\n"
              + "  }\n"
              + "}\n");
    }
  }

  /**
   * The classic double dispatch: {@code EventVisitor} declares one {@code visitEi} per event class
   * (one name each: overloads of one name would make javac test all N for each of the N calls),
   * {@code HandlerVisitor} implements it by calling each concrete handler, {@code VisitorRoute} calls
   * {@code event.accept(visitor)}. One class cannot hold 10,000 typed handler fields and calls (the
   * 65,535-entry constant pool), so the visitor is a chain of abstract classes of at most
   * {@value #VISITOR_PART} visit methods each; which class declares a method does not change the call.
   */
  private static void writeVisitor(Path dir, String pkg, int n) {
    StringBuilder visitor = new StringBuilder(
        "/** One {@code visit} method per event class: the double dispatch of {@code Event.accept}. */\n"
            + "public interface EventVisitor {\n");
    for (int e = 0; e < n; e++) {
      visitor.append("  void visitE").append(e).append("(E").append(e).append(" event);\n\n");
    }
    visitor.append("  void visitUnhandled(Unhandled event);\n}\n");
    write(dir, "EventVisitor", pkg, visitor.toString());

    int parts = (n + VISITOR_PART - 1) / VISITOR_PART;
    for (int part = 0; part < parts; part++) {
      int from = part * VISITOR_PART;
      int to = Math.min(n, from + VISITOR_PART);
      String name = "HandlerVisitorPart" + part;
      List<String> lines = new ArrayList<>();
      lines.add("/** Visits {@code E" + from + "} to {@code E" + (to - 1)
          + "} with their concrete handlers. */");
      lines.add("public abstract class " + name
          + (part == 0 ? "" : " extends HandlerVisitorPart" + (part - 1))
          + " implements EventVisitor {");
      for (int e = from; e < to; e++) {
        lines.add("  private final H" + e + " h" + e + ";");
      }
      lines.add("\n  protected " + name + "(dev.switchboard.Handler<?>[] handlers) {");
      lines.add(part == 0 ? "    super();" : "    super(handlers);");
      for (int e = from; e < to; e++) {
        lines.add("    h" + e + " = (H" + e + ") handlers[" + e + "];");
      }
      lines.add("  }");
      for (int e = from; e < to; e++) {
        lines.add("\n  @Override\n  public final void visitE" + e + "(E" + e + " event) {\n    h"
            + e + ".handle(event);\n  }");
      }
      lines.add("}");
      write(dir, name, pkg, String.join("\n", lines) + "\n");
    }
    write(
        dir,
        "HandlerVisitor",
        pkg,
        "/** Every event class to its concrete handler; unhandled events to nothing. */\n"
            + "public final class HandlerVisitor extends HandlerVisitorPart" + (parts - 1) + " {\n"
            + "  public HandlerVisitor(dev.switchboard.Handler<?>[] handlers) {\n    super(handlers);\n  }\n\n"
            + "  @Override\n  public void visitUnhandled(Unhandled event) {}\n}\n");
    write(
        dir,
        "VisitorRoute",
        pkg,
        "/** {@code event.accept(visitor)}: one virtual call picks the handler. */\n"
            + "public final class VisitorRoute implements dev.switchboard.benchmarks.Route {\n"
            + "  private final HandlerVisitor visitor;\n\n"
            + "  public VisitorRoute(dev.switchboard.Handler<?>[] handlers) {\n"
            + "    visitor = new HandlerVisitor(handlers);\n  }\n\n"
            + "  @Override\n  public void dispatch(Object event) {\n    ((Event) event).accept(visitor);\n  }\n}\n");
  }

  /**
   * The same shape routed to handler methods: events {@code M0..M(N-1)} of root {@code MethodEvent}
   * (a root of their own, so that {@code Events} does not route them) and
   * classes {@code Projection0..} of {@value #METHODS_PER_CLASS} {@code @Handles} methods each, all
   * named {@code on}, as a projection that handles several events is written; {@code MethodEvents}
   * is their dispatcher.
   */
  private static void writeHandlerMethods(Path dir, String pkg, int n) {
    write(
        dir,
        "MethodEvent",
        pkg,
        "/** The root of the events handled by methods. */\npublic interface MethodEvent {}\n");
    write(
        dir,
        "MethodEvents",
        pkg,
        "@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface MethodEvents extends dev.switchboard.Dispatcher<MethodEvent> {}\n");
    for (int e = 0; e < n; e++) {
      write(dir, "M" + e, pkg, "public final class M" + e + " implements MethodEvent {}\n");
    }
    for (int from = 0; from < n; from += METHODS_PER_CLASS) {
      int to = Math.min(n, from + METHODS_PER_CLASS);
      List<String> lines = new ArrayList<>();
      lines.add(
          "/** Handles {@code M" + from + "} to {@code M" + (to - 1) + "}, one method each. */");
      lines.add("public final class " + projection(from) + " {");
      lines.add("  /** Written by every call, so the call cannot be optimized away. */");
      lines.add("  public long handled;");
      for (int e = from; e < to; e++) {
        lines.add("\n  @dev.switchboard.annotations.Handles\n  public void on(M" + e
            + " event) {\n    handled++;\n  }");
      }
      lines.add("}");
      write(dir, projection(from), pkg, String.join("\n", lines) + "\n");
    }
  }

  /** The {@code Projection} class whose methods handle {@code M(event)}. */
  private static String projection(int event) {
    return "Projection" + event / METHODS_PER_CLASS;
  }

  /**
   * An {@code instanceof} chain that calls each concrete handler itself, the way a hand-written
   * dispatcher without a lookup step is written: no {@code Handler} interface call.
   */
  private static String ifChainDirect(int n) {
    List<String> lines = new ArrayList<>();
    lines.add("/** An {@code instanceof} chain calling each concrete handler directly. */");
    lines.add("public final class IfChainDirect implements dev.switchboard.benchmarks.Route {");
    for (int e = 0; e < n; e++) {
      lines.add("  private final H" + e + " h" + e + ";");
    }
    lines.add("\n  public IfChainDirect(dev.switchboard.Handler<?>[] handlers) {");
    for (int e = 0; e < n; e++) {
      lines.add("    h" + e + " = (H" + e + ") handlers[" + e + "];");
    }
    lines.add("  }\n");
    lines.add("  @Override");
    lines.add("  public void dispatch(Object event) {");
    for (int e = 0; e < n; e++) {
      lines.add("    if (event instanceof E" + e + ") {\n      h" + e + ".handle((E" + e
          + ") event);\n      return;\n    }");
    }
    lines.add("  }");
    return classSource(lines);
  }

  /**
   * The {@code instanceof} chain of the handler methods: each event's {@code Projection} method
   * called directly, on instances of its own, as one writes a dispatcher of projections by hand.
   */
  private static String ifChainMethods(int n) {
    List<String> lines = new ArrayList<>();
    lines.add("/** An {@code instanceof} chain calling each handler method directly. */");
    lines.add("public final class IfChainMethods implements dev.switchboard.benchmarks.Route {");
    for (int from = 0; from < n; from += METHODS_PER_CLASS) {
      lines.add("  private final " + projection(from) + " " + field(projection(from)) + " = new "
          + projection(from) + "();");
    }
    lines.add("\n  @Override");
    lines.add("  public void dispatch(Object event) {");
    for (int e = 0; e < n; e++) {
      lines.add("    if (event instanceof M" + e + ") {\n      " + field(projection(e)) + ".on((M"
          + e + ") event);\n      return;\n    }");
    }
    lines.add("  }");
    return classSource(lines);
  }

  /** {@code projection0} for {@code Projection0}. */
  private static String field(String className) {
    return Character.toLowerCase(className.charAt(0)) + className.substring(1);
  }

  /**
   * One event class known at compile time: its handler called directly, and the generated
   * dispatcher's {@code dispatch} called with that static type (the typed overload where the
   * processor generates one, else {@code Dispatcher.dispatch(Event)}).
   */
  private static String typedCalls(int e) {
    return "/** {@code E" + e + "} and {@code M" + e
        + "} to their handlers directly, and through the generated dispatchers' typed {@code dispatch}. */\n"
        + "public final class TypedCalls implements dev.switchboard.benchmarks.StaticCalls {\n"
        + "  private final H" + e + " handler;\n"
        + "  private final Holder holder;\n"
        + "  private final SwitchboardEvents dispatcher;\n"
        + "  private final E" + e + " event = new E" + e + "();\n"
        + "  private final " + projection(e) + " projection;\n"
        + "  private final SwitchboardMethodEvents methodDispatcher;\n"
        + "  private final M" + e + " methodEvent = new M" + e + "();\n\n"
        + "  /** Holds the handlers in final fields, as the dispatchers do. */\n"
        + "  private static final class Holder {\n"
        + "    private final H" + e + " handler;\n"
        + "    private final " + projection(e) + " projection;\n\n"
        + "    Holder(H" + e + " handler, " + projection(e) + " projection) {\n"
        + "      this.handler = handler;\n      this.projection = projection;\n    }\n  }\n\n"
        + "  public TypedCalls(dev.switchboard.Handler<?>[] handlers, SwitchboardEvents dispatcher,\n"
        + "      SwitchboardMethodEvents methodDispatcher) {\n"
        + "    this.handler = (H" + e + ") handlers[" + e + "];\n"
        + "    this.projection = new " + projection(e) + "();\n"
        + "    this.holder = new Holder(handler, projection);\n"
        + "    this.dispatcher = dispatcher;\n"
        + "    this.methodDispatcher = methodDispatcher;\n"
        + "  }\n\n"
        + "  @Override\n  public void direct() {\n    handler.handle(event);\n  }\n\n"
        + "  @Override\n  public void heldDirect() {\n    holder.handler.handle(event);\n  }\n\n"
        + "  @Override\n  public void typedDispatch() {\n    dispatcher.dispatch(event);\n  }\n\n"
        + "  @Override\n  public void methodDirect() {\n    projection.on(methodEvent);\n  }\n\n"
        + "  @Override\n  public void methodHeldDirect() {\n    holder.projection.on(methodEvent);\n  }\n\n"
        + "  @Override\n  public void methodTypedDispatch() {\n    methodDispatcher.dispatch(methodEvent);\n  }\n}\n";
  }

  private static String handler(int e) {
    return "/** Handles {@link E" + e
        + "}; also subscribed to Guava's and greenrobot's buses and Spring's events. */\n"
        + "@dev.switchboard.annotations.Handles(E" + e + ".class)\n"
        + "public final class H" + e + " implements dev.switchboard.Handler<E" + e + "> {\n"
        + "  /** Written by every call, so the call cannot be optimized away. */\n"
        + "  public long handled;\n\n"
        + "  @Override\n"
        + "  public void handle(E" + e + " event) {\n"
        + "    handled++;\n"
        + "  }\n\n"
        + "  @com.google.common.eventbus.Subscribe\n"
        + "  @com.google.common.eventbus.AllowConcurrentEvents\n"
        + "  public void guava(E" + e + " event) {\n"
        + "    handle(event);\n"
        + "  }\n\n"
        + "  @org.greenrobot.eventbus.Subscribe\n"
        + "  public void greenrobot(E" + e + " event) {\n"
        + "    handle(event);\n"
        + "  }\n\n"
        + "  @org.springframework.context.event.EventListener\n"
        + "  public void spring(E" + e + " event) {\n"
        + "    handle(event);\n"
        + "  }\n"
        + "}\n";
  }

  private static String lookup(
      int n, String doc, String name, String head, IntFunction<String> branch, String tail) {
    List<String> lines = new ArrayList<>();
    lines.add("import dev.switchboard.Handler;");
    lines.add("import dev.switchboard.Handlers;\n");
    lines.add("/** " + doc + " */");
    lines.add("public final class " + name + " implements dev.switchboard.benchmarks.Lookup {");
    for (int e = 0; e < n; e++) {
      lines.add("  private final Handler<?> h" + e + ";");
    }
    lines.add("\n  public " + name + "(Handler<?>[] handlers) {");
    for (int e = 0; e < n; e++) {
      lines.add("    h" + e + " = handlers[" + e + "];");
    }
    lines.add("  }\n");
    lines.add("  @Override");
    lines.add("  public Handler<?> handlerFor(Object event) {");
    lines.add("    " + head);
    for (int e = 0; e < n; e++) {
      lines.add(branch.apply(e));
    }
    lines.add(tail);
    lines.add("  }");
    return classSource(lines);
  }

  private static void write(Path dir, String name, String pkg, String body) {
    try {
      Files.writeString(dir.resolve(name + ".java"), "package " + pkg + ";\n\n" + body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Closes the class whose lines are {@code lines} and returns its source. */
  private static String classSource(List<String> lines) {
    lines.add("}");
    return String.join("\n", lines) + "\n";
  }
}
