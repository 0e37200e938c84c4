package dev.switchboard.samples.dagger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.inject.Guice;
import com.google.inject.Injector;
import dev.switchboard.MethodHandler;
import dev.switchboard.samples.many.Many;
import dev.switchboard.samples.many.ManyEvents;
import dev.switchboard.samples.many.SwitchboardManyEvents;
import dev.switchboard.samples.many.SwitchboardWideEvents;
import dev.switchboard.samples.many.Wide;
import dev.switchboard.samples.many.WideEvents;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The many-handler dispatchers of {@code samples/containers} built by Dagger, by Guice and by {@code
 * create()}: 300 handler methods in 40 classes (a constructor of 40 parameters), and 260 handler
 * classes (a constructor taking a function from class to instance).
 */
class ManyHandlersTest {

  @Test
  void daggerBuildsTheDispatcherOfManyHandlerMethods() throws Exception {
    assertEachMethodRunsOnItsInstance(DaggerManyComponent.create().events());
  }

  @Test
  void guiceBuildsTheDispatcherOfManyHandlerMethods() throws Exception {
    assertEachMethodRunsOnItsInstance(Guice.createInjector().getInstance(SwitchboardManyEvents.class));
  }

  @Test
  void createBuildsTheDispatcherOfManyHandlerMethods() throws Exception {
    assertEachMethodRunsOnItsInstance(SwitchboardManyEvents.create());
  }

  @Test
  void daggerBuildsTheDispatcherOfManyHandlerClassesFromAMapMultibinding() throws Exception {
    assertEachClassHandlesItsEvent(DaggerWideComponent.create().events());
  }

  @Test
  void guiceBuildsTheDispatcherOfManyHandlerClassesFromItsInjector() throws Exception {
    Injector injector = Guice.createInjector();
    assertEachClassHandlesItsEvent(new SwitchboardWideEvents(injector::getInstance));
  }

  @Test
  void createBuildsTheDispatcherOfManyHandlerClasses() throws Exception {
    assertEachClassHandlesItsEvent(SwitchboardWideEvents.create());
  }

  private static void assertEachMethodRunsOnItsInstance(ManyEvents events) throws Exception {
    for (int i = 0; i < 300; i++) {
      Many.Event event = (Many.Event) Class.forName(Many.class.getName() + "$E" + i).getConstructor().newInstance();
      events.dispatch(event);
      Object instance = ((MethodHandler<?>) events.handlerFor(event)).instance();
      assertEquals("P" + i % 40, instance.getClass().getSimpleName());
      List<?> handled = (List<?>) handled(instance);
      assertEquals(event, handled.get(handled.size() - 1));
    }
  }

  private static void assertEachClassHandlesItsEvent(WideEvents events) throws Exception {
    for (int i = 0; i < 260; i++) {
      Wide.Event event = (Wide.Event) Class.forName(Wide.class.getName() + "$W" + i).getConstructor().newInstance();
      events.dispatch(event);
      Object handler = events.handlerFor(event);
      assertEquals("H" + i, handler.getClass().getSimpleName());
      assertEquals(List.of(event), handled(handler));  // a class of its own per event
    }
  }

  private static Object handled(Object handler) throws ReflectiveOperationException {
    return handler.getClass().getField("handled").get(handler);
  }
}
