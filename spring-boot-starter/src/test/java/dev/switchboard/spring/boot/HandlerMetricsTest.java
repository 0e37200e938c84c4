package dev.switchboard.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.switchboard.spring.HandlerMetricsInterceptor;
import dev.switchboard.spring.boot.clinic.AuditLog;
import dev.switchboard.spring.boot.clinic.Billed;
import dev.switchboard.spring.boot.clinic.Billing;
import dev.switchboard.spring.boot.clinic.Booked;
import dev.switchboard.spring.boot.clinic.ClinicEvents;
import dev.switchboard.spring.boot.clinic.Reception;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * With the actuator's metrics, every handler of every generated dispatcher is timed, though no
 * dispatcher declares an interceptor: the starter's default binding wraps each.
 */
class HandlerMetricsTest {
  @Configuration(proxyBeanMethods = false)
  @Import({Reception.class, Billing.class, AuditLog.class})
  static class Clinic {}

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(
          ObservationAutoConfiguration.class,
          MetricsAutoConfiguration.class,
          CompositeMeterRegistryAutoConfiguration.class,
          SimpleMetricsExportAutoConfiguration.class,
          SwitchboardAutoConfiguration.class))
      .withUserConfiguration(Clinic.class);

  @Test
  void theMeterRegistryHasOneTimerPerHandlerTaggedWithDispatcherEventTypeHandlerAndOutcome() {
    runner.run(context -> {
      assertThat(context).hasNotFailed();
      ClinicEvents events = context.getBean(ClinicEvents.class);

      events.dispatch(new Booked("Rex"));
      events.dispatch(new Booked("Kit"));
      events.dispatch(new Billed("Rex", 4_500));
      context.publishEvent("a note");

      List<Timer> timers =
          context.getBean(MeterRegistry.class).find("switchboard.handler").timers().stream()
              .toList();
      assertThat(timers.stream().map(HandlerMetricsTest::tags))
          .containsExactlyInAnyOrder(
              tags(
                  "dev.switchboard.spring.boot.clinic.ClinicEvents",
                  "dev.switchboard.spring.boot.clinic.Booked",
                  "dev.switchboard.spring.boot.clinic.Reception#on(Booked)",
                  "success"),
              tags(
                  "dev.switchboard.spring.boot.clinic.ClinicEvents",
                  "dev.switchboard.spring.boot.clinic.Billed",
                  "dev.switchboard.spring.boot.clinic.Billing",
                  "success"),
              tags(
                  "dev.switchboard.spring.boot.clinic.Everything",
                  "java.lang.Object",
                  "dev.switchboard.spring.boot.clinic.AuditLog#on(Object)",
                  "success"));
      assertThat(timers)
          .filteredOn(timer -> timer.getId().getTag("handler").endsWith("Reception#on(Booked)"))
          .singleElement()
          .satisfies(timer -> assertThat(timer.count()).isEqualTo(2));
    });
  }

  @Test
  void observationsCanBeTurnedOff() {
    runner.withPropertyValues("switchboard.observations.enabled=false").run(context -> {
      assertThat(context).hasNotFailed();

      context.getBean(ClinicEvents.class).dispatch(new Booked("Rex"));

      assertThat(context.getBean(Reception.class).booked()).containsExactly("Rex");
      assertThat(
              context.getBean(MeterRegistry.class).find("switchboard.handler").timers())
          .isEmpty();
      assertThat(context.getBean(HandlerMetricsInterceptor.class).observes()).isFalse();
    });
  }

  private static Map<String, String> tags(Timer timer) {
    Map<String, String> tags = new TreeMap<>();
    for (Tag tag : timer.getId().getTags()) {
      tags.put(tag.getKey(), tag.getValue());
    }
    return tags;
  }

  private static Map<String, String> tags(
      String dispatcher, String eventType, String handler, String outcome) {
    // Micrometer's timer handler adds the error tag.
    return new TreeMap<>(Map.of(
        "dispatcher",
        dispatcher,
        "event.type",
        eventType,
        "handler",
        handler,
        "outcome",
        outcome,
        "error",
        "none"));
  }
}
