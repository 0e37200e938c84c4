package dev.switchboard.micrometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** {@link ObservationInterceptor} with Micrometer's meter handler: one timer per handler and outcome. */
class ObservationTimersTest {
  private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  private final ObservationRegistry observations = ObservationRegistry.create();

  ObservationTimersTest() {
    observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
  }

  @Test
  void timesEachHandlerUnderItsOwnTimer() {
    Shop shop = new Shop(new ObservationInterceptor(observations));

    shop.reserve.handle("a");
    shop.reserve.handle("b");
    shop.on.handle("c");

    Map<String, Long> counts = new TreeMap<>();
    for (Timer timer : meters.find("switchboard.handler").timers()) {
      counts.put(
          timer.getId().getTag("handler") + " " + timer.getId().getTag("outcome"), timer.count());
    }
    assertEquals(
        Map.of(
            "dev.switchboard.micrometer.Shop.Projection#on(CharSequence) success", 1L,
            "dev.switchboard.micrometer.Shop.ReserveStock success", 2L),
        counts);
  }

  @Test
  void timesFailuresUnderTheirOutcome() {
    Shop shop = new Shop(new ObservationInterceptor(observations));

    shop.reserve.handle("a");
    assertThrows(IllegalStateException.class, () -> shop.reserve.handle("fail 1"));
    assertThrows(IllegalStateException.class, () -> shop.reserve.handle("fail 2"));

    Timer success = meters.get("switchboard.handler").tag("outcome", "success").timer();
    Timer failed = meters
        .get("switchboard.handler")
        .tag("outcome", "IllegalStateException")
        .timer();
    assertEquals(1, success.count());
    assertEquals(2, failed.count());
    assertEquals("dev.switchboard.micrometer.Shop.Orders", failed.getId().getTag("dispatcher"));
    assertEquals("java.lang.String", failed.getId().getTag("event.type"));
  }
}
