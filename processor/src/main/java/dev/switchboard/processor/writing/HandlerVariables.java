package dev.switchboard.processor.writing;

import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerChain;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * The variables a dispatcher holds its handlers in. Each handler class is one constructor parameter
 * and one field, named after the class ({@code ReserveStock reserveStock}), however many handlers it
 * declares: the class itself, its handler methods, or both. Generated calls go to that instance
 * ({@code orderProjection.on((OrderPlaced) event)}). The route table holds a {@code Handler} per
 * handler: a handler class is one itself; a handler method gets a field of its own, built once by the
 * constructor around a method reference ({@code MethodHandler.of(orderProjection, "on",
 * orderProjection::on)}), which {@code handlerFor} returns.
 *
 * <p>A handler that interceptors wrap is called through its chain instead, a {@code Handler} field
 * built once by the constructor ({@code InterceptorChain.wrap(...)}): a handler method's chain takes
 * the place of its method reference's field, a handler class's gets a field of its own ({@code
 * reserveStockChain}); the route table, {@code handlerFor} and every generated call use it. Each
 * interceptor class is one constructor parameter and one field, after the handlers', but a class
 * that is also a handler, whose instance is both. Where nested
 * classes fill the handler array ({@link Layout}), the array holds the chain in the handler's place,
 * and the nested classes of cases call it.
 */
final class HandlerVariables {
  private final Map<HandlerModel, String> instances;
  private final Map<HandlerModel, String> receivers;
  private final Map<HandlerModel, String> adapters;
  private final Map<HandlerModel, String> entries;
  private final Map<HandlerModel, HandlerChain> chains;
  private final Map<HandlerModel, String> classChains;
  private final Map<InterceptorRef, String> interceptors;
  private final Map<InterceptorRef, String> chainInterceptors;

  private HandlerVariables(
      Map<HandlerModel, String> instances,
      Map<HandlerModel, String> receivers,
      Map<HandlerModel, String> adapters,
      Map<HandlerModel, HandlerChain> chains,
      Map<HandlerModel, String> classChains,
      Map<InterceptorRef, String> interceptors,
      Map<InterceptorRef, String> chainInterceptors) {
    this.instances = instances;
    this.receivers = receivers;
    this.adapters = adapters;
    this.entries = new HashMap<>(receivers);
    entries.putAll(adapters);
    entries.putAll(classChains);
    this.chains = chains;
    this.classChains = classChains;
    this.interceptors = interceptors;
    this.chainInterceptors = chainInterceptors;
  }

  /**
   * Names the variables of {@code model}'s handlers and interceptors, none of them in {@code taken},
   * which they join: the handlers' first, so that interceptors leave their names as they were.
   */
  static HandlerVariables of(DispatcherModel model, Set<String> taken) {
    HandlerVariables plain = of(model.handlers(), taken);
    if (model.parts().chains().isEmpty()) {
      return plain;
    }
    Map<HandlerModel, HandlerChain> chains = new LinkedHashMap<>();
    Map<HandlerModel, String> classChains = new LinkedHashMap<>();
    for (HandlerChain chain : model.parts().chains()) {
      chains.put(chain.handler(), chain);
      if (chain.handler().method().isEmpty()) {
        classChains.put(
            chain.handler(),
            ParameterNames.distinct(plain.receivers.get(chain.handler()) + "Chain", taken));
      }
    }
    Map<InterceptorRef, String> interceptors = new LinkedHashMap<>();
    for (InterceptorRef interceptor : model.parts().interceptors()) {
      String base = ParameterNames.decapitalize(interceptor.type().name().simpleName());
      if (SourceVersion.isKeyword(base)) {
        base = base + "Interceptor";
      }
      interceptors.put(interceptor, ParameterNames.distinct(base, taken));
    }
    Map<InterceptorRef, String> chainInterceptors = new LinkedHashMap<>(interceptors);
    for (HandlerChain chain : model.parts().chains()) {
      for (InterceptorRef interceptor : chain.interceptors()) {
        if (!chainInterceptors.containsKey(interceptor)) {
          chainInterceptors.put(interceptor, instanceOf(interceptor.type(), plain.instances));
        }
      }
    }
    return new HandlerVariables(
        plain.instances,
        plain.receivers,
        plain.adapters,
        chains,
        classChains,
        interceptors,
        chainInterceptors);
  }

  /** The variable of the instance of handler class {@code type}. */
  private static String instanceOf(TypeRef type, Map<HandlerModel, String> instances) {
    for (Map.Entry<HandlerModel, String> instance : instances.entrySet()) {
      if (instance.getKey().type().equals(type)) {
        return instance.getValue();
      }
    }
    throw new IllegalStateException(type + " is neither an interceptor parameter nor a handler");
  }

  /**
   * Names the variables of {@code handlers} (sorted, so a class's handlers are adjacent), none of them
   * in {@code taken}, which they join.
   */
  private static HandlerVariables of(List<HandlerModel> handlers, Set<String> taken) {
    List<HandlerModel> firstOfClass = new ArrayList<>();
    TypeRef previous = null;
    for (HandlerModel handler : handlers) {
      if (!handler.type().equals(previous)) {
        firstOfClass.add(handler);
        previous = handler.type();
      }
    }
    Map<HandlerModel, String> instances = ParameterNames.of(firstOfClass, taken);
    Map<TypeRef, String> byClass = new HashMap<>();
    instances.forEach((handler, name) -> byClass.put(handler.type(), name));
    Map<HandlerModel, String> receivers = new LinkedHashMap<>();
    Map<HandlerModel, String> adapters = new LinkedHashMap<>();
    for (HandlerModel handler : handlers) {
      String instance = byClass.get(handler.type());
      receivers.put(handler, instance);
      if (handler.method().isPresent()) {
        String method = handler.method().get().name();
        String base = instance + Character.toUpperCase(method.charAt(0)) + method.substring(1);
        if (overloaded(handler, handlers)) {
          base += handler.method().get().parameter().name().simpleName();
        }
        adapters.put(handler, ParameterNames.distinct(base, taken));
      }
    }
    return new HandlerVariables(
        instances, receivers, adapters, Map.of(), Map.of(), Map.of(), Map.of());
  }

  /** Whether another handler method of the class of {@code handler} has its name. */
  private static boolean overloaded(HandlerModel handler, List<HandlerModel> handlers) {
    for (HandlerModel other : handlers) {
      if (other != handler
          && other.type().equals(handler.type())
          && other.method().isPresent()
          && other.method().get().name().equals(handler.method().get().name())) {
        return true;
      }
    }
    return false;
  }

  /**
   * One handler of each class, in order, with the name of its class's parameter and field: what the
   * constructor takes and {@code create()} builds.
   */
  Map<HandlerModel, String> instances() {
    return instances;
  }

  /** The variable of the instance each handler is called on. */
  Map<HandlerModel, String> receivers() {
    return receivers;
  }

  /** The field of the method reference of each handler method, in order. */
  Map<HandlerModel, String> adapters() {
    return adapters;
  }

  /**
   * The variable each handler's calls go to: its chain when interceptors wrap it, else the instance
   * of its class.
   */
  Map<HandlerModel, String> callTargets() {
    if (chains.isEmpty()) {
      return receivers;
    }
    Map<HandlerModel, String> targets = new LinkedHashMap<>(receivers);
    for (HandlerModel handler : chains.keySet()) {
      targets.put(handler, entries.get(handler));
    }
    return targets;
  }

  /** The chain of each handler interceptors wrap. */
  Map<HandlerModel, HandlerChain> chains() {
    return chains;
  }

  /** The field of each wrapped handler class's chain, in order. */
  Map<HandlerModel, String> classChains() {
    return classChains;
  }

  /** The parameter and field of each interceptor instance, in the constructor's order. */
  Map<InterceptorRef, String> interceptors() {
    return interceptors;
  }

  /**
   * The variable of each interceptor of a chain: its own parameter, or the instance of its class
   * where that class is also a handler of the dispatcher.
   */
  Map<InterceptorRef, String> chainInterceptors() {
    return chainInterceptors;
  }

  /** The variable holding each handler as a {@code Handler}: the route table's entries. */
  Map<HandlerModel, String> entries() {
    return entries;
  }
}
