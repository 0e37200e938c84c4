package dev.switchboard.samples.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.samples.migration.broadcast.AuditLog;
import dev.switchboard.samples.migration.broadcast.AwardPoints;
import dev.switchboard.samples.migration.broadcast.EmailReceipt;
import dev.switchboard.samples.migration.broadcast.Journal;
import dev.switchboard.samples.migration.broadcast.OrderObservers;
import dev.switchboard.samples.migration.broadcast.OrderPlaced;
import dev.switchboard.samples.migration.broadcast.ReserveStock;
import dev.switchboard.samples.migration.broadcast.SwitchboardOrderObservers;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The broadcast order docs/migration.md contrasts with greenrobot's and Guava's. */
class BroadcastOrderTest {
  @Test
  void priorityThenSpecificityThenClassNameNeverRegistrationOrder() {
    Journal journal = new Journal();
    OrderObservers observers = new SwitchboardOrderObservers(
        new AuditLog(journal), new AwardPoints(journal), new EmailReceipt(journal), new ReserveStock(journal));

    observers.dispatch(new OrderPlaced("A-1"));

    assertEquals(List.of("EmailReceipt", "AwardPoints", "ReserveStock", "AuditLog"), journal.entries());
  }
}
