package dev.switchboard.samples.jpms.warehouse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.switchboard.samples.jpms.inventory.StockReceived;
import dev.switchboard.samples.jpms.inventory.StoreGoods;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The dispatcher generated in a named module routes the handlers of the library module and its own. */
class WarehouseEventsTest {
  @Test
  void routesHandlersOfBothModules() {
    RecordCount recordCount = new RecordCount();
    StoreGoods storeGoods = new StoreGoods();
    WarehouseEvents events = new SwitchboardWarehouseEvents(storeGoods, recordCount);

    assertSame(storeGoods, events.handlerFor(new StockReceived("bolt", 10)));
    events.dispatch(new StockReceived("bolt", 10));
    events.dispatch(new StockCounted("bolt", 9));

    assertEquals(10, storeGoods.stored());
    assertEquals(Map.of("bolt", 9), recordCount.counts());
  }

  @Test
  void runsOnTheModulePath() {
    assertEquals("dev.switchboard.samples.jpms.warehouse", WarehouseEvents.class.getModule().getName());
    assertEquals("dev.switchboard.samples.jpms.inventory", StoreGoods.class.getModule().getName());
  }
}
