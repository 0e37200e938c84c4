package dev.switchboard.samples.containers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.switchboard.Handler;
import dev.switchboard.samples.many.Many;
import dev.switchboard.samples.many.ManyEvents;
import dev.switchboard.samples.many.ManyHandlers;
import dev.switchboard.samples.many.SwitchboardManyEvents;
import dev.switchboard.samples.many.SwitchboardWideEvents;
import dev.switchboard.samples.many.Wide;
import dev.switchboard.samples.many.WideEvents;
import dev.switchboard.samples.many.WideHandlers;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * A plain Spring context, with neither {@code jakarta.inject} nor {@code javax.inject} on the class
 * path: the generated constructor carries no {@code @Inject}, and Spring calls it because it is the
 * class's only one.
 */
class PlainSpringTest {

  @Configuration(proxyBeanMethods = false)
  @Import({SwitchboardOrderEvents.class, ReserveStock.class, Tracking.class, Tracking.Refund.class})
  static class ShopConfiguration {}

  @Test
  void springCallsTheOnlyConstructorWithTheHandlerBeans() {
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext(ShopConfiguration.class)) {
      OrderEvents events = context.getBean(OrderEvents.class);
      OrderPlaced placed = new OrderPlaced();
      OrderShipped shipped = new OrderShipped();
      OrderCancelled cancelled = new OrderCancelled();
      events.dispatch(placed);
      events.dispatch(shipped);
      events.dispatch(cancelled);

      assertEquals(List.of(placed), context.getBean(ReserveStock.class).handled);
      assertEquals(List.of(shipped), context.getBean(Tracking.class).handled);
      assertEquals(List.of(cancelled), context.getBean(Tracking.Refund.class).handled);

      // withDeadLetters: the same handler beans, and the events nobody handles go to the dead letters.
      List<Object> deadLetters = new ArrayList<>();
      Handler<OrderEvent> record = deadLetters::add;
      SwitchboardOrderEvents withDeadLetters = context.getBean(SwitchboardOrderEvents.class).withDeadLetters(record);
      OrderViewed viewed = new OrderViewed();
      events.dispatch(viewed);
      withDeadLetters.dispatch(viewed);
      withDeadLetters.dispatch(placed);
      assertEquals(List.of(viewed), deadLetters);
      assertEquals(List.of(placed, placed), context.getBean(ReserveStock.class).handled);
      assertSame(context.getBean(ReserveStock.class), withDeadLetters.handlerFor(placed));
    }
  }

  /** 300 handler methods in 40 classes: the constructor takes the 40 beans. */
  @Test
  void manyHandlerMethodsOfFewClasses() throws Exception {
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
      context.register(ManyHandlers.class.getDeclaredClasses());
      context.register(SwitchboardManyEvents.class);
      context.refresh();
      ManyEvents events = context.getBean(ManyEvents.class);
      for (int i = 0; i < 300; i++) {
        Object event = Class.forName(Many.class.getName() + "$E" + i).getConstructor().newInstance();
        events.dispatch((Many.Event) event);
        Object handler = context.getBean(Class.forName(ManyHandlers.class.getName() + "$P" + i % 40));
        @SuppressWarnings("unchecked")
        List<Object> handled = (List<Object>) handler.getClass().getField("handled").get(handler);
        assertSame(event, handled.get(handled.size() - 1));
      }
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class WideConfiguration {
    /** Past 254 handler classes: the constructor asks the context for each class's bean. */
    @Bean
    WideEvents wideEvents(ApplicationContext context) {
      return new SwitchboardWideEvents(context::getBean);
    }
  }

  /** 260 handler classes: a {@code @Bean} method passes the constructor {@code context::getBean}. */
  @Test
  void manyHandlerClasses() throws Exception {
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
      context.register(WideHandlers.class.getDeclaredClasses());
      context.register(WideConfiguration.class);
      context.refresh();
      WideEvents events = context.getBean(WideEvents.class);
      for (int i = 0; i < 260; i++) {
        Object event = Class.forName(Wide.class.getName() + "$W" + i).getConstructor().newInstance();
        events.dispatch((Wide.Event) event);
        Object handler = context.getBean(Class.forName(WideHandlers.class.getName() + "$H" + i));
        assertSame(handler, events.handlerFor((Wide.Event) event));
        assertEquals(List.of(event), handler.getClass().getField("handled").get(handler));
      }
    }
  }
}
