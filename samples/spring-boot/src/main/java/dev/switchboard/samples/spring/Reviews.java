package dev.switchboard.samples.spring;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.OnTaskExecutor;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.springframework.stereotype.Component;

/**
 * Takes ratings on Spring Boot's application task executor, where a Spring application would write
 * {@code @Async @EventListener}: dispatch returns at once.
 */
@Component
public class Reviews {
  private final BlockingQueue<String> recorded = new LinkedBlockingQueue<>();

  @Handles
  @OnTaskExecutor
  public void on(OrderRated event) {
    recorded.add(event.orderId() + " rated " + event.stars() + " on " + Thread.currentThread().getName());
  }

  /** Each rating recorded, and the thread that recorded it, in order. */
  public BlockingQueue<String> recorded() {
    return recorded;
  }
}
