package dev.switchboard.samples.interceptors;

/** Every event of the order desk. */
public interface OrderEvent {
  String orderId();
}
