package dev.switchboard.samples.quickstart;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Finding a handler allocates nothing, whatever the route: declared, inherited, learned at run time
 * or unhandled. The thread's allocation counter (HotSpot's com.sun.management.ThreadMXBean) barely
 * moves over a million look-ups. Counts bytes, not time. (The sample's handlers themselves allocate,
 * so this measures handlerFor, and dispatch through the one handler that does not.)
 */
class DispatchAllocationTest {
  private static final int DISPATCHES = 1_000_000;

  @Test
  void dispatchingAllocatesNothingPerEvent() {
    assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
        "needs HotSpot's per-thread allocation counter");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    OrderEvents events = SwitchboardOrderEvents.create();
    List<OrderEvent> day = List.of(
        new OrderPlaced("A-1", "beans", 1),
        new ExpressOrderPlaced("A-2", "grinder", 1),
        new OrderCancelled("A-3", "unhandled"),
        new OrderPlaced("A-4", "mug", 2) {},
        new PaymentReceived("A-5", 100));
    lookUp(events, day, DISPATCHES); // learn the unseen classes, let the JIT compile

    long before = threads.getCurrentThreadAllocatedBytes();
    int handled = lookUp(events, day, DISPATCHES);
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    assertTrue(handled > 0);
    // The counter itself and the loop may allocate a few objects; one byte per dispatch would be 1 MB.
    assertTrue(allocated < 64 * 1024, allocated + " bytes allocated over " + DISPATCHES + " dispatches");
  }

  /** Looks up a handler for each event in turn; dispatches payments, whose handler allocates nothing. */
  private static int lookUp(OrderEvents events, List<OrderEvent> day, int count) {
    int handled = 0;
    for (int i = 0; i < count; i++) {
      OrderEvent event = day.get(i % day.size());
      Handler<? super OrderEvent> handler = events.handlerFor(event);
      if (event instanceof PaymentReceived) {
        handler.handle(event);
      }
      handled += Handlers.isNoOp(handler) ? 0 : 1;
    }
    return handled;
  }
}
