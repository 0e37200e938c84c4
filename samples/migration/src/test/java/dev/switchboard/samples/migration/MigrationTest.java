package dev.switchboard.samples.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.samples.migration.greenrobot.ChatScreen;
import dev.switchboard.samples.migration.greenrobot.MessageEvent;
import dev.switchboard.samples.migration.greenrobot.SwitchboardUiEvents;
import dev.switchboard.samples.migration.greenrobot.UiEvents;
import dev.switchboard.samples.migration.guava.AuditTrail;
import dev.switchboard.samples.migration.guava.OrderListener;
import dev.switchboard.samples.migration.guava.Shop;
import dev.switchboard.samples.migration.shop.OrderCancelled;
import dev.switchboard.samples.migration.shop.OrderPlaced;
import dev.switchboard.samples.migration.shop.OrderShipped;
import dev.switchboard.samples.migration.shop.PriceChanged;
import dev.switchboard.samples.migration.shop.ShopEvent;
import dev.switchboard.testing.Routes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Guava program and its migration to Switchboard run the same events; every handler sees the same. */
class MigrationTest {
  private static final List<ShopEvent> EVENTS = List.of(
      new OrderPlaced("A-1", "espresso-beans"),
      new OrderPlaced("A-2", "filter-papers"),
      new PriceChanged("espresso-beans", 1_290),
      new OrderShipped("A-1", "ada@example.com"),
      new OrderShipped("A-2", ""),
      new OrderCancelled("A-2"));

  @Test
  void everyHandlerSeesWhatItsGuavaSubscriberSaw() {
    Map<String, List<?>> guava = guavaRun();

    assertEquals(guava, switchboardRun());
    // What both saw, so that two equally broken sides cannot pass.
    assertEquals(List.of("espresso-beans", "filter-papers"), guava.get("OrderListener.reserved"));
    assertEquals(List.of("filter-papers"), guava.get("OrderListener.released"));
    assertEquals(List.of("ada@example.com"), guava.get("OrderListener.notified"));
    assertEquals(List.of(EVENTS.get(0), EVENTS.get(1), EVENTS.get(3), EVENTS.get(4), EVENTS.get(5)),
        guava.get("AuditTrail.audited"));
    assertEquals(List.of(EVENTS.get(2)), guava.get("AuditTrail.unhandled"));
    assertEquals(List.of("no e-mail address for A-2"), guava.get("Shop.failures"));
  }

  private static Map<String, List<?>> guavaRun() {
    OrderListener orders = new OrderListener();
    AuditTrail audit = new AuditTrail();
    Shop shop = new Shop(orders, audit);
    EVENTS.forEach(shop::publish);
    return observations(orders.reserved(), orders.released(), orders.notified(),
        audit.audited(), audit.unhandled(), shop.failures());
  }

  private static Map<String, List<?>> switchboardRun() {
    var orders = new dev.switchboard.samples.migration.switchboard.OrderListener();
    var audit = new dev.switchboard.samples.migration.switchboard.AuditTrail();
    var shop = new dev.switchboard.samples.migration.switchboard.Shop(orders, audit);
    EVENTS.forEach(shop::publish);
    return observations(orders.reserved(), orders.released(), orders.notified(),
        audit.audited(), audit.unhandled(), shop.failures());
  }

  private static Map<String, List<?>> observations(List<?> reserved, List<?> released, List<?> notified,
      List<?> audited, List<?> unhandled, List<?> failures) {
    Map<String, List<?>> seen = new LinkedHashMap<>();
    seen.put("OrderListener.reserved", reserved);
    seen.put("OrderListener.released", released);
    seen.put("OrderListener.notified", notified);
    seen.put("AuditTrail.audited", audited);
    seen.put("AuditTrail.unhandled", unhandled);
    seen.put("Shop.failures", failures);
    return seen;
  }

  @Test
  void greenrobotSubscriberMethodBecomesAHandlerMethodAndTheDefaultBusADispatcher() {
    UiEvents bus = SwitchboardUiEvents.create();
    ChatScreen chatScreen = new ChatScreen();
    UiEvents withOwnScreen = new SwitchboardUiEvents(chatScreen);

    withOwnScreen.dispatch(new MessageEvent("Hello everyone!"));

    Routes.assertRoutes(bus, new MessageEvent("hi"), ChatScreen.class, "onMessageEvent");
    assertEquals(List.of("Hello everyone!"), chatScreen.shown());
  }
}
