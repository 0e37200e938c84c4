package dev.switchboard.samples.multimodule.orders;

import java.util.List;

/** An order to ship today; handled as an {@link OrderPlaced}, as no handler declares it. */
public final class ExpressOrderPlaced extends OrderPlaced {
  public ExpressOrderPlaced(String orderId, List<String> skus) {
    super(orderId, skus);
  }
}
