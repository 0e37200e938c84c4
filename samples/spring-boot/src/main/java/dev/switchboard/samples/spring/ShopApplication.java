package dev.switchboard.samples.spring;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.ConfigurableApplicationContext;

/** Publishes a few events the Spring way and prints where they went. */
@SpringBootApplication
public class ShopApplication {
  public static void main(String[] args) {
    try (ConfigurableApplicationContext context = SpringApplication.run(ShopApplication.class, args)) {
      ApplicationEventPublisher publisher = context;
      publisher.publishEvent(new OrderPlaced("A-1001", "espresso-beans", 2));
      publisher.publishEvent(new OrderShipped("A-1001", "TRK-48213"));
      publisher.publishEvent(new OrderCancelled("A-1002", "changed my mind"));
      publisher.publishEvent(new OrderViewed("A-1003"));
      context.getBean(Checkout.class).pay("A-1001", 2_400); // the receipt is sent after the commit
      publisher.publishEvent(new OrderRated("A-1001", 5)); // recorded on the task executor

      System.out.println("reserved espresso-beans: " + context.getBean(Inventory.class).reserved("espresso-beans"));
      System.out.println("sent: " + context.getBean(Outbox.class).sent());
      System.out.println("handler timers: " + context.getBean(MeterRegistry.class).find("switchboard.handler").timers().size());
    }
  }
}
