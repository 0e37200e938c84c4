package dev.switchboard.samples.migration.guava;

import com.google.common.eventbus.Subscribe;
import dev.switchboard.samples.migration.shop.OrderCancelled;
import dev.switchboard.samples.migration.shop.OrderPlaced;
import dev.switchboard.samples.migration.shop.OrderShipped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Keeps stock and customers in step with the orders: three subscribers sharing the open orders. */
public class OrderListener {
  private final Map<String, String> skuOfOpenOrder = new ConcurrentHashMap<>();
  private final List<String> reserved = new ArrayList<>();
  private final List<String> released = new ArrayList<>();
  private final List<String> notified = new ArrayList<>();

  @Subscribe
  public void onPlaced(OrderPlaced event) {
    skuOfOpenOrder.put(event.orderId(), event.sku());
    reserved.add(event.sku());
  }

  @Subscribe
  public void onShipped(OrderShipped event) {
    if (event.email().isEmpty()) {
      throw new IllegalStateException("no e-mail address for " + event.orderId());
    }
    skuOfOpenOrder.remove(event.orderId());
    notified.add(event.email());
  }

  @Subscribe
  public void onCancelled(OrderCancelled event) {
    String sku = skuOfOpenOrder.remove(event.orderId());
    if (sku != null) {
      released.add(sku);
    }
  }

  public List<String> reserved() {
    return List.copyOf(reserved);
  }

  public List<String> released() {
    return List.copyOf(released);
  }

  public List<String> notified() {
    return List.copyOf(notified);
  }
}
