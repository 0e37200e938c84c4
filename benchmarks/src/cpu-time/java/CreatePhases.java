package dev.switchboard.benchmarks;

import dev.switchboard.Handler;
import dev.switchboard.support.RouteTable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the first {@code create()} of a generated dispatcher spends its wall time, step by step, in
 * a fresh JVM: loading the dispatcher's nested classes (the handler-creating, route-registering and
 * case classes), creating the handlers, starting the route table's builder, registering the routes,
 * building the table, and constructing the case classes. Each step runs the generated code's own
 * methods through reflection, in {@code create()}'s order, once: the figures are of code run
 * the first time, mostly interpreted, as at start-up. The reflective look-ups this class needs
 * (bracketed in the output) are timed apart; invoking through reflection adds a little to each step. The event and handler classes are loaded
 * before the clock starts. Compiled against a benchmarks jar and run with it by {@code run.sh
 * startup}; argument: event types, 1024 or 10000 (the sizes whose dispatcher has nested classes).
 */
public final class CreatePhases {
  private CreatePhases() {}

  public static void main(String[] args) throws ReflectiveOperationException {
    int types = Integer.parseInt(args[0]);
    String dispatcher = "dev.switchboard.benchmarks.n" + types + ".SwitchboardEvents";
    for (int i = 0; i < types; i++) {
      Class.forName("dev.switchboard.benchmarks.n" + types + ".E" + i);
      Class.forName("dev.switchboard.benchmarks.n" + types + ".H" + i);
    }
    long start = System.nanoTime();
    Class.forName(dispatcher);
    long loaded = System.nanoTime();
    List<Class<?>> creatingClasses = nested(dispatcher, "NewHandlers");
    List<Class<?>> registeringClasses = nested(dispatcher, "Routes");
    List<Class<?>> caseClasses = nested(dispatcher, "Cases");
    long nestedLoaded = System.nanoTime();
    List<Method> creating = staticMethods(creatingClasses, "newHandlers", Handler[].class);
    List<Method> registering =
        staticMethods(registeringClasses, "routes", RouteTable.Builder.class, Handler[].class);
    List<Constructor<?>> cases = new ArrayList<>();
    for (Class<?> chunk : caseClasses) {
      Constructor<?> constructor = chunk.getDeclaredConstructor(Handler[].class);
      constructor.setAccessible(true);
      cases.add(constructor);
    }
    long reflected = System.nanoTime();
    Handler<?>[] handlers = new Handler<?>[types];
    for (Method method : creating) {
      method.invoke(null, (Object) handlers);
    }
    long created = System.nanoTime();
    RouteTable.Builder builder = RouteTable.builder(handlers);
    long started = System.nanoTime();
    for (Method method : registering) {
      method.invoke(null, builder, handlers);
    }
    long registered = System.nanoTime();
    builder.build();
    long built = System.nanoTime();
    for (Constructor<?> constructor : cases) {
      constructor.newInstance((Object) handlers);
    }
    long constructed = System.nanoTime();
    System.out.printf(
        "N=%d ms: dispatcher class %.1f, nested classes %.1f (%d case classes), [reflection %.1f],"
            + " handlers %.1f, builder %.1f, routes %.1f, build %.1f, case classes' constructors %.1f%n",
        types,
        ms(loaded - start),
        ms(nestedLoaded - loaded),
        cases.size(),
        ms(reflected - nestedLoaded),
        ms(created - reflected),
        ms(started - created),
        ms(registered - started),
        ms(built - registered),
        ms(constructed - built));
  }

  /** The nested classes {@code Prefix0}, {@code Prefix1}, ... of {@code dispatcher}, loaded and initialized. */
  private static List<Class<?>> nested(String dispatcher, String prefix) {
    List<Class<?>> classes = new ArrayList<>();
    for (int k = 0; ; k++) {
      try {
        classes.add(Class.forName(dispatcher + "$" + prefix + k));
      } catch (ClassNotFoundException none) {
        return classes;
      }
    }
  }

  /** The static methods {@code name0}, {@code name1}, ... of {@code classes}, in that order. */
  private static List<Method> staticMethods(
      List<Class<?>> classes, String name, Class<?>... parameters) {
    List<Method> methods = new ArrayList<>();
    for (int k = 0; ; k++) {
      Method found = null;
      for (Class<?> type : classes) {
        try {
          found = type.getDeclaredMethod(name + k, parameters);
          break;
        } catch (NoSuchMethodException elsewhere) {
          // declared by the next nested class
        }
      }
      if (found == null) {
        return methods;
      }
      found.setAccessible(true);
      methods.add(found);
    }
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
