package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Every call of {@code dispatch} reaches {@code dispatchEvent}, through no bridge method. */
class GeneratedDispatcherTest {
  interface Event {}

  static final class Placed implements Event {}

  interface Events extends Dispatcher<Event> {}

  /** What a generated subclass does, reduced to recording what it is given. */
  static final class Recording extends GeneratedDispatcher<Event> implements Events {
    final List<Object> events = new ArrayList<>();

    @Override
    protected void dispatchEvent(Object event) {
      events.add(event);
    }

    @Override
    public <T extends Event> Handler<? super T> handlerFor(T event) {
      return Handlers.noOp();
    }
  }

  @Test
  void everyWayOfCallingDispatchReachesDispatchEvent() throws Exception {
    Recording recording = new Recording();
    Placed first = new Placed();
    Placed second = new Placed();
    Placed third = new Placed();

    Dispatcher<Event> dispatcher = recording;
    dispatcher.dispatch(first);
    Events events = recording;
    events.dispatch(second);
    events.dispatchAsync(third, Runnable::run).get(1, TimeUnit.SECONDS);

    assertEquals(List.of(first, second, third), recording.events);
  }

  @Test
  void dispatchIsFinalAndTakesAnObjectInTheClassFile() throws Exception {
    Method dispatch = GeneratedDispatcher.class.getMethod("dispatch", Object.class);

    assertTrue(Modifier.isFinal(dispatch.getModifiers()));
    assertFalse(dispatch.isBridge());
    for (Method method : Recording.class.getDeclaredMethods()) {
      assertFalse(method.getName().equals("dispatch"), "a bridge: " + method);
    }
  }
}
