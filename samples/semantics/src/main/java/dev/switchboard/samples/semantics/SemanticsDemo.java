package dev.switchboard.samples.semantics;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/** Runs commands and events through the shop's dispatchers, then thousands of events asynchronously. */
public final class SemanticsDemo {
  static final int ASYNC_ORDERS = 5_000;

  private SemanticsDemo() {}

  public static void main(String[] args) {
    Shop shop = new Shop();

    // Exclusive: javac picks the handler of a statically typed command; a Command goes through the table.
    shop.commands.dispatch(new PlaceOrder("A-1", "espresso-beans", 2));
    Command charge = new ChargeCard("A-1", 2_590);
    shop.commands.dispatch(charge);
    shop.commands.dispatch(new ShipOrder("A-1", "1 Main St"));
    shop.commands.dispatch(new CancelOrder("A-2", "changed my mind")); // ignored: a dead letter
    System.out.printf("reserved %d, charged %d cents, booked %d, dead letters %s%n",
        shop.inventory.reserved(), shop.payments.chargedCents(), shop.courier.booked(), shop.deadLetters);

    // Broadcast: audit (priority 100), fraud check (10), then metrics; a failure does not stop the rest.
    try {
      shop.observers.dispatch(new PaymentCaptured("A-3", 5_000_000));
    } catch (IllegalStateException e) {
      System.out.printf("fraud check failed (%s), yet audit saw %d event(s) and metrics %d cents%n",
          e.getMessage(), shop.auditLog.entries().size(), shop.salesMetrics.revenueCents());
    }

    System.out.printf("async: %d orders on %s -> %d notifications%n",
        ASYNC_ORDERS, Workers.kind(), placeAsync(shop, ASYNC_ORDERS));
  }

  /**
   * Dispatches {@code orders} placed-and-shipped event pairs on {@link Workers#forThisJdk()}: the
   * dispatcher schedules, the executor's threads work. Returns the notifications sent.
   */
  static long placeAsync(Shop shop, int orders) {
    ExecutorService workers = Workers.forThisJdk();
    try {
      List<CompletableFuture<Void>> done = new ArrayList<>();
      for (int i = 0; i < orders; i++) {
        String orderId = "B-" + i;
        done.add(shop.observers.dispatchAsync(new OrderPlaced(orderId), workers));
        done.add(shop.observers.dispatchAsync(new OrderShipped(orderId), workers));
      }
      CompletableFuture.allOf(done.toArray(new CompletableFuture<?>[0])).join();
      return shop.notifyCustomer.sent();
    } finally {
      workers.shutdown();
    }
  }
}
