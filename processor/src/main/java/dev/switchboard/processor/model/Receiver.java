package dev.switchboard.processor.model;

/**
 * A handler's declaration of one event type in a broadcast dispatcher.
 *
 * @param handler the handler
 * @param event the event type it declares in {@code @Handles}
 */
public record Receiver(HandlerModel handler, TypeRef event) {
  public int priority() {
    return handler.priority();
  }
}
