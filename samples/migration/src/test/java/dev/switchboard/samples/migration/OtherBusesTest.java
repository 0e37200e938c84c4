package dev.switchboard.samples.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.samples.migration.care.Outbox;
import dev.switchboard.samples.migration.care.spring.CustomerCare;
import dev.switchboard.samples.migration.care.spring.Storefront;
import dev.switchboard.samples.migration.greenrobot.Chat;
import dev.switchboard.samples.migration.greenrobot.ChatScreen;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;

/** The greenrobot and Spring programs of docs/migration.md, before their migration, do what the guide says. */
class OtherBusesTest {
  @Test
  void greenrobotAndSwitchboardShowTheSameMessage() {
    List<String> greenrobot =
        dev.switchboard.samples.migration.greenrobot.original.Chat.greet(
            new dev.switchboard.samples.migration.greenrobot.original.ChatScreen());

    assertEquals(List.of("Hello everyone!"), greenrobot);
    assertEquals(greenrobot, Chat.greet(new ChatScreen()));
  }

  @Test
  void springCallsTheEventListenerOfThePublishedEvent() {
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
      context.registerBean(Outbox.class);
      context.registerBean(CustomerCare.class);
      context.registerBean(Storefront.class);
      context.refresh();

      context.getBean(Storefront.class).cancel();

      assertEquals(List.of("Order A-1002 cancelled: changed my mind"), context.getBean(Outbox.class).sent());
    }
  }
}
