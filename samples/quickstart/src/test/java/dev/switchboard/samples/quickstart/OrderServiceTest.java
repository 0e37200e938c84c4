package dev.switchboard.samples.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderServiceTest {
  @Test
  void mainPrintsWhichHandlerTookEachEvent() {
    PrintStream original = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      OrderService.main(new String[0]);
    } finally {
      System.setOut(original);
    }

    List<String> handlers = out.toString(StandardCharsets.UTF_8).lines()
        .map(line -> line.substring(line.indexOf("-> ") + 3))
        .toList();
    assertEquals(List.of("ReserveStock", "ReserveStock", "CapturePayment", "NotifyCustomer",
        "no handler (Handlers.noOp())"), handlers);
  }
}
