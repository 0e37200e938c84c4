package dev.switchboard.samples.interceptors;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

/** A handler class with an interceptor of its own: it reviews only the orders the guard lets by. */
@Handles(value = OrderPlaced.class, interceptors = LargeOrdersOnly.class)
public final class ReviewLargeOrder implements Handler<OrderPlaced> {
  @Override
  public void handle(OrderPlaced event) {
    System.out.println("    ReviewLargeOrder: " + event.orderId() + " goes to a person");
  }
}
