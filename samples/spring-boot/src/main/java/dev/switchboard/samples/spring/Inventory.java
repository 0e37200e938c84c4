package dev.switchboard.samples.spring;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/** Units reserved per SKU; a singleton bean shared by the handlers that need it. */
@Component
public class Inventory {
  private final Map<String, Integer> reserved = new ConcurrentHashMap<>();

  void reserve(String sku, int quantity) {
    reserved.merge(sku, quantity, Integer::sum);
  }

  /** Units of {@code sku} reserved so far. */
  public int reserved(String sku) {
    return reserved.getOrDefault(sku, 0);
  }
}
