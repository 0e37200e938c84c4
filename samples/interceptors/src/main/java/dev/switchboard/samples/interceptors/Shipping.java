package dev.switchboard.samples.interceptors;

import dev.switchboard.annotations.Handles;
import java.util.HashSet;
import java.util.Set;

/** Every handler of the class is retried; the carrier refuses each order's first booking. */
@Handles(interceptors = Retry.class)
public final class Shipping {
  private final Set<String> refusedOnce = new HashSet<>();

  @Handles
  public void on(OrderShipped event) {
    if (refusedOnce.add(event.orderId())) {
      throw new IllegalStateException(event.carrier() + " refused the booking of " + event.orderId());
    }
    System.out.println("    Shipping: " + event.orderId() + " booked with " + event.carrier());
  }
}
