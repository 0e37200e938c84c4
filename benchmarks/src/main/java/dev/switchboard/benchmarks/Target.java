package dev.switchboard.benchmarks;

import com.google.common.eventbus.EventBus;
import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.util.IdentityHashMap;
import java.util.Map;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;

/** What is measured: the generated dispatcher and the alternatives a user would pick instead. */
public enum Target {
  /** The generated dispatcher's {@code dispatch(event)}. */
  SWITCHBOARD_DISPATCH {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      Dispatcher<Object> dispatcher = types.generatedDispatcher();
      return dispatcher::dispatch;
    }
  },
  /** The generated dispatcher's {@code handlerFor(event).handle(event)}. */
  SWITCHBOARD_HANDLER_FOR {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      Dispatcher<Object> dispatcher = types.generatedDispatcher();
      return event -> dispatcher.handlerFor(event).handle(event);
    }
  },
  /**
   * The generated dispatcher of handler methods' {@code dispatch(event)}: the same number of event
   * types, each handled by a method of a class of eight.
   */
  SWITCHBOARD_METHOD_DISPATCH(true) {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      Dispatcher<Object> dispatcher = types.generatedMethodDispatcher();
      return dispatcher::dispatch;
    }
  },
  /** The generated dispatcher of handler methods' {@code handlerFor(event).handle(event)}. */
  SWITCHBOARD_METHOD_HANDLER_FOR(true) {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      Dispatcher<Object> dispatcher = types.generatedMethodDispatcher();
      return event -> dispatcher.handlerFor(event).handle(event);
    }
  },
  /** Generated visitor: {@code ((Event) event).accept(visitor)}, whose {@code visit(Ei)} calls {@code Hi}. */
  VISITOR {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      return Route.throughReference(types.visitorRoute());
    }
  },
  /** Generated {@code if (type == E0.class) return h0; ...}; only up to 1,024 types (64 KiB limit). */
  IF_CHAIN {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      return lookup(types.lookup("IfChain"));
    }
  },
  /**
   * Generated {@code if (event instanceof E0) { h0.handle((E0) event); return; } ...}: each concrete
   * handler called directly, no handler returned; only up to 1,024 types.
   */
  IF_CHAIN_DIRECT {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      return Route.throughReference(types.route("IfChainDirect"));
    }
  },
  /**
   * Generated {@code if (event instanceof M0) { projection0.on((M0) event); return; } ...}: the
   * handler methods called directly, on projections of its own; only up to 1,024 types.
   */
  IF_CHAIN_METHODS(true) {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      return Route.throughReference(types.methodChain());
    }
  },
  /** {@code switch (event) { case E0 e -> h0; ... }}, compiled at release 21; JDK 21+, up to 1,024 types. */
  PATTERN_SWITCH {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      return lookup(types.lookup("PatternSwitch"));
    }
  },
  /** {@code IdentityHashMap<Class<?>, Handler<?>>}, filled with every event class. */
  IDENTITY_HASH_MAP {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      Map<Class<?>, Handler<?>> map = new IdentityHashMap<>(types.byEventClass());
      return lookup(event -> map.getOrDefault(event.getClass(), Handlers.noOp()));
    }
  },
  /** A {@link ClassValue} that computes each class's handler once. */
  CLASS_VALUE {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      Map<Class<?>, Handler<?>> map = types.byEventClass();
      ClassValue<Handler<?>> handlers = new ClassValue<>() {
        @Override
        protected Handler<?> computeValue(Class<?> type) {
          return map.getOrDefault(type, Handlers.noOp());
        }
      };
      return lookup(event -> handlers.get(event.getClass()));
    }
  },
  /** Guava's {@code EventBus}, synchronous {@code post}; the handlers subscribe with {@code @Subscribe}. */
  GUAVA_EVENT_BUS {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      EventBus bus = new EventBus();
      for (Handler<?> handler : types.handlers()) {
        bus.register(handler);
      }
      return bus::post;
    }
  },
  /** greenrobot's {@code EventBus} (plain Java), synchronous {@code post}; no logging of misses. */
  GREENROBOT_EVENT_BUS {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      org.greenrobot.eventbus.EventBus bus = org.greenrobot.eventbus.EventBus.builder()
          .logNoSubscriberMessages(false)
          .sendNoSubscriberEvent(false)
          .build();
      for (Handler<?> handler : types.handlers()) {
        bus.register(handler);
      }
      return bus::post;
    }
  },
  /**
   * Spring's {@code ApplicationEventPublisher.publishEvent} of an application context in which every
   * handler is a bean whose {@code @EventListener} method takes its event class.
   */
  SPRING_EVENT_LISTENER {
    @Override
    Route route(EventTypes types) throws ReflectiveOperationException {
      AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
      for (Handler<?> handler : types.handlers()) {
        register(context, handler);
      }
      context.refresh();
      ApplicationEventPublisher publisher = context;
      return publisher::publishEvent;
    }

    private <T> void register(AnnotationConfigApplicationContext context, T bean) {
      @SuppressWarnings("unchecked") // the bean's own class
      Class<T> type = (Class<T>) bean.getClass();
      context.registerBean(type.getName(), type, () -> bean);
    }
  };

  /** Whether the target routes the events of handler methods ({@code Mi}) instead of {@code Ei}. */
  private final boolean handlerMethods;

  Target() {
    this(false);
  }

  Target(boolean handlerMethods) {
    this.handlerMethods = handlerMethods;
  }

  abstract Route route(EventTypes types) throws ReflectiveOperationException;

  /** A new event of the {@code i}-th handled class this target routes. */
  Object event(EventTypes types, int i) throws ReflectiveOperationException {
    return handlerMethods ? types.methodEvent(i) : types.event(i);
  }

  /** A new event of a class this target routes to no handler. */
  Object unhandled(EventTypes types) throws ReflectiveOperationException {
    return handlerMethods ? types.methodUnhandled() : types.unhandled();
  }

  // A lookup returns the handler of the event's own class, which accepts it.
  @SuppressWarnings("unchecked")
  private static Route lookup(Lookup lookup) {
    return event -> ((Handler<Object>) lookup.handlerFor(event)).handle(event);
  }
}
