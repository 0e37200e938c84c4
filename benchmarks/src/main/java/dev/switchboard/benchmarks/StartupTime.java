package dev.switchboard.benchmarks;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;

/**
 * Time from loading a generated dispatcher class to its first dispatch, in a fresh JVM: loading and
 * initializing the class, {@code create()} (every handler and the route table), then the first
 * {@code handlerFor(event).handle(event)}. Usage: {@code java -cp benchmarks.jar
 * dev.switchboard.benchmarks.StartupTime [types] [preloaded]}; with {@code preloaded}, the event and
 * handler classes are loaded before the clock starts, which leaves what Switchboard itself costs.
 */
public final class StartupTime {
  private StartupTime() {}

  public static void main(String[] args) throws ReflectiveOperationException {
    int types = args.length > 0 ? Integer.parseInt(args[0]) : 1024;
    String packageName = "dev.switchboard.benchmarks.n" + types;
    Object event =
        Class.forName(packageName + ".E" + (types / 2)).getConstructor().newInstance();
    boolean preloaded = args.length > 1 && args[1].equals("preloaded");
    if (preloaded) {
      for (int i = 0; i < types; i++) {
        Class.forName(packageName + ".E" + i);
        Class.forName(packageName + ".H" + i);
      }
    }

    long start = System.nanoTime();
    Class<?> generated = Class.forName(packageName + ".SwitchboardEvents");
    long loaded = System.nanoTime();
    @SuppressWarnings("unchecked") // Events extends Dispatcher<Event>, and E(n/2) is an Event
    Dispatcher<Object> dispatcher =
        (Dispatcher<Object>) generated.getMethod("create").invoke(null);
    long created = System.nanoTime();
    Handler<? super Object> handler = dispatcher.handlerFor(event);
    handler.handle(event);
    long dispatched = System.nanoTime();

    System.out.printf(
        "types=%d classesPreloaded=%b load=%.2f ms create=%.2f ms firstDispatch=%.3f ms"
            + " total=%.2f ms (%s)%n",
        types,
        preloaded,
        (loaded - start) / 1e6,
        (created - loaded) / 1e6,
        (dispatched - created) / 1e6,
        (dispatched - start) / 1e6,
        Runtime.version());
  }
}
