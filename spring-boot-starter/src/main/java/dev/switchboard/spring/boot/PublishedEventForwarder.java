package dev.switchboard.spring.boot;

import dev.switchboard.Dispatcher;
import dev.switchboard.spring.ForwardedEvents;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.NoUniqueBeanDefinitionException;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.context.ApplicationEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.PayloadApplicationEvent;

/**
 * Hands every object published with {@code ApplicationEventPublisher} to each dispatcher whose root
 * type accepts it, on the publishing thread, once; a handler several of those dispatchers route
 * runs once (see {@link ForwardedEvents}). Spring's own events ({@code ContextRefreshedEvent},
 * ...) stay with Spring: an {@code ApplicationEvent} of a class in {@code org.springframework} is not
 * forwarded, so a {@code Dispatcher<Object>} does not receive them.
 */
final class PublishedEventForwarder
    implements ApplicationListener<ApplicationEvent>, SmartInitializingSingleton {
  private final ListableBeanFactory beans;
  private final DispatcherBeans dispatchers;
  private volatile List<Target> targets;

  /** A dispatcher bean and the root type of the events it routes. */
  private record Target(Class<?> eventRoot, Dispatcher<Object> dispatcher) {}

  PublishedEventForwarder(ListableBeanFactory beans, DispatcherBeans dispatchers) {
    this.beans = beans;
    this.dispatchers = dispatchers;
  }

  /** Builds the dispatchers at start-up, so that one the container cannot build fails it. */
  @Override
  public void afterSingletonsInstantiated() {
    targets();
  }

  @Override
  public void onApplicationEvent(ApplicationEvent published) {
    Object event;
    if (published instanceof PayloadApplicationEvent<?> payload) {
      event = payload.getPayload();
    } else if (published.getClass().getName().startsWith("org.springframework.")) {
      return;
    } else {
      event = published;
    }
    Object forwarded = event;
    ForwardedEvents.forward(forwarded, () -> {
      for (Target target : targets()) {
        if (target.eventRoot().isInstance(forwarded)) {
          target.dispatcher().dispatch(forwarded);
        }
      }
    });
  }

  @Override
  public boolean supportsAsyncExecution() {
    return false; // dispatch on the publishing thread, as Spring's synchronous listeners run
  }

  private List<Target> targets() {
    List<Target> found = targets;
    if (found == null) {
      synchronized (this) {
        found = targets;
        if (found == null) {
          found = resolve();
          targets = found;
        }
      }
    }
    return found;
  }

  @SuppressWarnings("unchecked") // each dispatcher is called only with events of its root type
  private List<Target> resolve() {
    List<Target> resolved = new ArrayList<>();
    for (DispatcherBeans.RegisteredDispatcher dispatcher : dispatchers.registered()) {
      String[] names = beans.getBeanNamesForType(dispatcher.declared());
      if (names.length > 1) {
        throw new NoUniqueBeanDefinitionException(
            dispatcher.declared(),
            names.length,
            "Switchboard forwards published events to one "
                + dispatcher.declared().getName()
                + ", but the application defines " + String.join(", ", names)
                + ": keep one, or turn forwarding off with switchboard.publisher.enabled=false");
      }
      if (names.length == 1) {
        resolved.add(
            new Target(dispatcher.eventRoot(), (Dispatcher<Object>) beans.getBean(names[0])));
      }
    }
    return List.copyOf(resolved);
  }
}
