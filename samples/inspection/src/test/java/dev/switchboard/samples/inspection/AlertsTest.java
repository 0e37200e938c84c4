package dev.switchboard.samples.inspection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.testing.RecordingDispatcher;
import dev.switchboard.testing.Routes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The alerts dispatcher routes as its lock file says, and ships its route report. */
class AlertsTest {
  private final OpenTicket openTicket = new OpenTicket();
  private final PageOnCall pageOnCall = new PageOnCall();
  private final Alerts alerts = new SwitchboardAlerts(openTicket, pageOnCall);

  @Test
  void alertsRouteAsLocked() {
    Routes.assertRoutesTo(alerts, new DiskFull("web-1"), openTicket);
    Routes.assertRoutesTo(alerts, new DatabaseDiskFull("db-1"), openTicket);
    Routes.assertRoutesTo(alerts, new ServiceDown("web-1", "nginx"), pageOnCall);
    Routes.assertUnhandled(alerts, () -> "web-1");
  }

  @Test
  void everyAlertReachesItsHandler() {
    RecordingDispatcher<Alert> recording = RecordingDispatcher.recording(alerts);

    recording.dispatch(new DatabaseDiskFull("db-1"));
    recording.dispatch(new ServiceDown("web-1", "nginx"));

    assertEquals(List.of("clean up the disks of db-1"), openTicket.tickets());
    assertEquals(List.of("nginx is down on web-1"), pageOnCall.pages());
    assertEquals(List.of(openTicket, pageOnCall),
        List.of(recording.dispatches().get(0).handler(), recording.dispatches().get(1).handler()));
  }

  @Test
  void routeReportIsPackagedWithTheClasses() throws IOException {
    String report;
    try (InputStream in = Alerts.class.getClassLoader()
        .getResourceAsStream("META-INF/switchboard/dev.switchboard.samples.inspection.Alerts.json")) {
      assertNotNull(in, "no route report on the class path");
      report = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }

    assertTrue(report.contains("\"event\": \"dev.switchboard.samples.inspection.DatabaseDiskFull\""), report);
    assertTrue(report.contains("\"inheritedFrom\": \"dev.switchboard.samples.inspection.DiskFull\""), report);
    assertTrue(report.contains(
        "\"source\": {\"file\": \"dev/switchboard/samples/inspection/OpenTicket.java\", \"line\": 9}"), report);
  }
}
