package dev.switchboard.processor.model;

import java.util.List;

/**
 * Everything the writer needs to generate one dispatcher; checked and resolved, ready to write.
 *
 * @param declaration what to generate
 * @param handlers the handler instances the constructor takes, sorted by class name
 * @param routes the routes, sorted by event class name
 * @param factory whether to generate {@code create()}
 */
public record DispatcherModel(
    DispatcherDeclaration declaration, List<HandlerModel> handlers, List<Route> routes, boolean factory) {
  public DispatcherModel {
    handlers = List.copyOf(handlers);
    routes = List.copyOf(routes);
  }
}
