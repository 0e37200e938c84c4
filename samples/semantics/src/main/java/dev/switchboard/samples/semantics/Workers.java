package dev.switchboard.samples.semantics;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The executor async dispatch runs handlers on: a virtual thread per task on JDK 21 and later, a
 * fixed pool of platform threads on JDK 17 to 20.
 *
 * <p>This sample compiles at {@code --release 17} so that it builds on JDK 17, where {@code
 * Executors.newVirtualThreadPerTaskExecutor()} does not exist; a multi-release jar would need a JDK
 * 21 compiler. So it is looked up once, as a method handle, when the JDK is new enough. Switchboard
 * itself needs none of this: {@code dispatchAsync} takes any {@link java.util.concurrent.Executor}.
 */
public final class Workers {
  private static final int VIRTUAL_THREADS_SINCE = 21;

  private Workers() {}

  /** A new executor for this JDK; the caller shuts it down. */
  public static ExecutorService forThisJdk() {
    if (Runtime.version().feature() < VIRTUAL_THREADS_SINCE) {
      return Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
    }
    try {
      MethodHandle virtualThreadPerTask = MethodHandles.publicLookup().findStatic(
          Executors.class, "newVirtualThreadPerTaskExecutor", MethodType.methodType(ExecutorService.class));
      return (ExecutorService) virtualThreadPerTask.invokeExact();
    } catch (Throwable e) {
      throw new IllegalStateException("JDK " + Runtime.version() + " has no virtual-thread executor", e);
    }
  }

  /** "virtual threads" or "a fixed pool": what {@link #forThisJdk()} uses here. */
  public static String kind() {
    return Runtime.version().feature() >= VIRTUAL_THREADS_SINCE ? "virtual threads" : "a fixed thread pool";
  }
}
