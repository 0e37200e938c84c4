package dev.switchboard.samples.jpms.inventory;

/** Something that changes the stock of an article. */
public interface StockEvent {
  String sku();
}
