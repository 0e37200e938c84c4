package dev.switchboard.samples.containers;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A class of handler methods, and a handler class nested in it. */
public final class Tracking {
  public final List<Object> handled = new CopyOnWriteArrayList<>();

  @Handles
  public void on(OrderShipped event) {
    handled.add(event);
  }

  @Handles(OrderCancelled.class)
  public static final class Refund implements Handler<OrderCancelled> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(OrderCancelled event) {
      handled.add(event);
    }
  }
}
