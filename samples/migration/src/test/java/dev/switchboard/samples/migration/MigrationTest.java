package dev.switchboard.samples.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.samples.migration.greenrobot.MessageEvent;
import dev.switchboard.samples.migration.greenrobot.ShowMessage;
import dev.switchboard.samples.migration.greenrobot.SwitchboardUiEvents;
import dev.switchboard.samples.migration.greenrobot.UiEvents;
import dev.switchboard.samples.migration.guava.NotifyCustomer;
import dev.switchboard.samples.migration.guava.OrderPlaced;
import dev.switchboard.samples.migration.guava.OrderShipped;
import dev.switchboard.samples.migration.guava.PriceChanged;
import dev.switchboard.samples.migration.guava.ReserveStock;
import dev.switchboard.samples.migration.guava.Shop;
import dev.switchboard.samples.migration.guava.ShopEvents;
import dev.switchboard.samples.migration.guava.SwitchboardShopEvents;
import dev.switchboard.testing.Routes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Switchboard side of docs/migration.md behaves as the guide says. */
class MigrationTest {
  @Test
  void guavaListenerBecomesOneHandlerPerEventAndDeadEventsBecomeNoOp() {
    ReserveStock reserveStock = new ReserveStock();
    NotifyCustomer notifyCustomer = new NotifyCustomer();
    ShopEvents events = new SwitchboardShopEvents(notifyCustomer, reserveStock);
    Shop shop = new Shop(events);

    shop.publish(new OrderPlaced("A-1", "espresso-beans"));
    shop.publish(new OrderShipped("A-1"));
    PriceChanged priceChanged = new PriceChanged("espresso-beans", 1_290);
    shop.publish(priceChanged);

    assertEquals(List.of("espresso-beans"), reserveStock.reserved());
    assertEquals(List.of("A-1"), notifyCustomer.notified());
    assertEquals(List.of(priceChanged), shop.unhandled());
  }

  @Test
  void greenrobotSubscriberBecomesAHandlerAndTheDefaultBusADispatcher() {
    UiEvents bus = SwitchboardUiEvents.create();
    ShowMessage showMessage = new ShowMessage();
    UiEvents withOwnHandler = new SwitchboardUiEvents(showMessage);

    withOwnHandler.dispatch(new MessageEvent("Hello everyone!"));

    Routes.assertRoutes(bus, new MessageEvent("hi"), ShowMessage.class);
    assertEquals(List.of("Hello everyone!"), showMessage.shown());
  }
}
