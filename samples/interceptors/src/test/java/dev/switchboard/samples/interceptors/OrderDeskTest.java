package dev.switchboard.samples.interceptors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderDeskTest {
  private static final String PKG = "dev.switchboard.samples.interceptors.";

  @Test
  void eachHandlerRunsWithinItsInterceptorsOutermostFirst() {
    PrintStream original = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      OrderDesk.main(new String[0]);
    } finally {
      System.setOut(original);
    }

    List<String> lines = out.toString(StandardCharsets.UTF_8).lines()
        .map(line -> line.replaceAll(" in \\d+ µs$", " in _ µs"))
        .toList();
    String review = PKG + "ReviewLargeOrder";
    String billing = PKG + "Billing#on(PaymentReceived)";
    String shipping = PKG + "Shipping#on(OrderShipped)";
    assertEquals(
        List.of(
            "OrderPlaced[orderId=A-1001, quantity=2]",
            "Timing          > " + review,
            "LargeOrdersOnly | skips " + review + ": 2 items",
            "Timing          < " + review + " in _ µs",
            "OrderPlaced[orderId=A-1002, quantity=40]",
            "Timing          > " + review,
            "LargeOrdersOnly > " + review,
            "    ReviewLargeOrder: A-1002 goes to a person",
            "Timing          < " + review + " in _ µs",
            "PaymentReceived[orderId=A-1002, cents=51800]",
            "Timing          > " + billing,
            "Retry           > " + billing + ", attempt 1",
            "Tracing         > span " + billing + " order=A-1002",
            "    Billing: 51800 cents for A-1002",
            "Tracing         < span " + billing,
            "Timing          < " + billing + " in _ µs",
            "OrderShipped[orderId=A-1002, carrier=Parcelway]",
            "Timing          > " + shipping,
            "Retry           > " + shipping + ", attempt 1",
            "Retry           | Parcelway refused the booking of A-1002",
            "Retry           > " + shipping + ", attempt 2",
            "    Shipping: A-1002 booked with Parcelway",
            "Timing          < " + shipping + " in _ µs"),
        lines);
  }
}
