package dev.switchboard.samples.kafka;

/**
 * The routing a plain consumer loop usually has, for {@link RoutingThroughput} to measure Switchboard
 * against: an {@code instanceof} chain calling the same handler methods.
 */
final class InstanceofRouter implements OrderEventConsumer.Router {
  private final CustomerNotifications notifications;
  private final OrderProjection projection;

  InstanceofRouter(CustomerNotifications notifications, OrderProjection projection) {
    this.notifications = notifications;
    this.projection = projection;
  }

  @Override
  public void route(OrderEvent event) {
    if (event instanceof OrderPlaced placed) {
      projection.on(placed);
    } else if (event instanceof PaymentReceived paid) {
      projection.on(paid);
    } else if (event instanceof OrderShipped shipped) {
      projection.on(shipped);
    } else if (event instanceof OrderCancelled cancelled) {
      projection.on(cancelled);
    } else if (event instanceof DeliveryDelayed delayed) {
      notifications.on(delayed);
    } else if (event instanceof PaymentFailed failed) {
      notifications.on(failed);
    } else {
      throw new UnhandledEvent(event);
    }
  }
}
