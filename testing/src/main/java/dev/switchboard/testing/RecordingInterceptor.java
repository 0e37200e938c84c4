package dev.switchboard.testing;

import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An interceptor that remembers each handler call it sees, the handler and the event, then proceeds;
 * safe to use from several threads. Put it around real handlers (with {@link
 * dev.switchboard.support.InterceptorChain#wrap}) to see which handlers ran for each event.
 */
public class RecordingInterceptor implements Interceptor<Object> {
  private final List<InterceptedCall> calls = new ArrayList<>();

  /** An interceptor that has recorded nothing yet. */
  public RecordingInterceptor() {}

  @Override
  public void intercept(Object event, Invocation<Object> next) {
    InterceptedCall call = new InterceptedCall(next.handler(), event);
    synchronized (calls) {
      calls.add(call);
    }
    next.proceed(event);
  }

  /** Each call seen so far, oldest first: a copy. */
  public List<InterceptedCall> calls() {
    synchronized (calls) {
      return List.copyOf(calls);
    }
  }

  /** The handlers called so far, oldest first, once per call. */
  public List<HandlerDescriptor> handlers() {
    List<HandlerDescriptor> handlers = new ArrayList<>();
    calls().forEach(call -> handlers.add(call.handler()));
    return handlers;
  }

  /** The handlers called so far with {@code event} (compared with {@code equals}), in the order they were. */
  public List<HandlerDescriptor> handlersOf(Object event) {
    List<HandlerDescriptor> handlers = new ArrayList<>();
    for (InterceptedCall call : calls()) {
      if (call.event().equals(event)) {
        handlers.add(call.handler());
      }
    }
    return handlers;
  }

  /** The only call seen so far. */
  public InterceptedCall single() {
    List<InterceptedCall> calls = calls();
    if (calls.size() != 1) {
      throw new AssertionError("expected exactly one handler call, but " + describe(calls));
    }
    return calls.get(0);
  }

  /**
   * Asserts that {@code event} went to exactly the handlers named, in this order: names as {@link
   * HandlerDescriptor#toString()} and the route report give them, {@code
   * shop.OrderProjection#on(OrderPlaced)} or {@code shop.ReserveStock}.
   */
  public void assertHandledBy(Object event, String... handlers) {
    List<String> names = new ArrayList<>();
    handlersOf(event).forEach(handler -> names.add(handler.toString()));
    if (!names.equals(Arrays.asList(handlers))) {
      throw new AssertionError("expected " + event + " to go to " + Arrays.asList(handlers)
          + ", but " + (names.isEmpty() ? "it went to no handler" : "it went to " + names));
    }
  }

  /** Asserts that no handler call was seen. */
  public void assertNothingHandled() {
    List<InterceptedCall> calls = calls();
    if (!calls.isEmpty()) {
      throw new AssertionError("expected no handler call, but " + describe(calls));
    }
  }

  /** Forgets the calls seen so far. */
  public void clear() {
    synchronized (calls) {
      calls.clear();
    }
  }

  @Override
  public String toString() {
    return calls().toString();
  }

  private static String describe(List<InterceptedCall> calls) {
    return calls.isEmpty() ? "there was none" : "the calls were " + calls;
  }
}
