package dev.switchboard.spring.boot;

import dev.switchboard.Dispatcher;
import dev.switchboard.spring.ForwardedEvents;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.NoUniqueBeanDefinitionException;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.context.ApplicationEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.PayloadApplicationEvent;

/**
 * Hands every object published with {@code ApplicationEventPublisher} to each dispatcher whose root
 * type accepts it, on the publishing thread, once; a handler several of those dispatchers route
 * runs once (see {@link ForwardedEvents}). Which dispatchers accept an object, and whether two of
 * them route a common handler, is worked out once per class. Spring's own events ({@code
 * ContextRefreshedEvent}, ...) stay with Spring: an {@code ApplicationEvent} of a class in {@code
 * org.springframework} is not forwarded, so a {@code Dispatcher<Object>} does not receive them.
 */
final class PublishedEventForwarder
    implements ApplicationListener<ApplicationEvent>, SmartInitializingSingleton {
  /** The first element of a {@linkplain #deliveries delivery} whose dispatchers share a handler. */
  private static final int SHARED = 1;

  private final ListableBeanFactory beans;
  private final DispatcherBeans dispatchers;
  private final ForwardedEvents forwarding;
  private volatile List<Target> targets;

  /**
   * Per event class: {@link #SHARED} or 0, then the indexes of the targets that accept the class, in
   * order. An array of ints, as the class holds it: a value of a class of the starter's would keep
   * the starter's class loader alive as long as a JDK class it is cached for.
   */
  private final ClassValue<int[]> deliveries = new ClassValue<>() {
    @Override
    protected int[] computeValue(Class<?> type) {
      return delivery(type);
    }
  };

  /** A dispatcher bean, the root type of the events it routes, and the handlers it routes. */
  private record Target(
      Class<?> eventRoot,
      Dispatcher<Object> dispatcher,
      Set<GeneratedDispatcher.ReportedHandler> handlers) {}

  PublishedEventForwarder(ListableBeanFactory beans, DispatcherBeans dispatchers) {
    this.beans = beans;
    this.dispatchers = dispatchers;
    this.forwarding = ForwardedEvents.sharing(sharedHandlers(dispatchers.registered()));
  }

  /** Which handlers two of the dispatchers objects may be forwarded to route. */
  ForwardedEvents forwarding() {
    return forwarding;
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
    int[] delivery = deliveries.get(forwarded.getClass());
    if (delivery[0] == SHARED) {
      ForwardedEvents.forward(forwarded, () -> deliver(delivery, forwarded));
    } else {
      deliver(delivery, forwarded);
    }
  }

  private void deliver(int[] delivery, Object event) {
    List<Target> all = targets();
    for (int i = 1; i < delivery.length; i++) {
      all.get(delivery[i]).dispatcher().dispatch(event);
    }
  }

  private int[] delivery(Class<?> type) {
    List<Target> all = targets();
    List<Integer> accepting = new ArrayList<>();
    boolean shared = false;
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).eventRoot().isAssignableFrom(type)) {
        for (int earlier : accepting) {
          shared |=
              !Collections.disjoint(all.get(earlier).handlers(), all.get(i).handlers());
        }
        accepting.add(i);
      }
    }
    int[] delivery = new int[accepting.size() + 1];
    delivery[0] = shared ? SHARED : 0;
    for (int i = 0; i < accepting.size(); i++) {
      delivery[i + 1] = accepting.get(i);
    }
    return delivery;
  }

  /** The handlers two of {@code registered} route, as their reports name them. */
  private static Set<String> sharedHandlers(List<DispatcherBeans.RegisteredDispatcher> registered) {
    Set<GeneratedDispatcher.ReportedHandler> seen = new HashSet<>();
    Set<String> shared = new HashSet<>();
    for (DispatcherBeans.RegisteredDispatcher dispatcher : registered) {
      // Each report lists a handler once.
      for (GeneratedDispatcher.ReportedHandler handler : dispatcher.dispatcher().handlers()) {
        if (!seen.add(handler)) {
          shared.add(handler.toString());
        }
      }
    }
    return shared;
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
        resolved.add(new Target(
            dispatcher.eventRoot(),
            (Dispatcher<Object>) beans.getBean(names[0]),
            Set.copyOf(dispatcher.dispatcher().handlers())));
      }
    }
    return List.copyOf(resolved);
  }
}
