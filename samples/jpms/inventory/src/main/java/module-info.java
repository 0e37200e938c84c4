/** A library module of inventory handlers, published in {@code InventoryIndex} by the build. */
module dev.switchboard.samples.jpms.inventory {
  // static: the annotations are read at compile time only; transitive: the exported handlers (and the
  // generated index) carry them, so modules compiled against this one read them too.
  requires static transitive dev.switchboard.annotations;
  requires transitive dev.switchboard;

  // Applications' dispatchers name the handlers, so their package is exported.
  exports dev.switchboard.samples.jpms.inventory;
}
