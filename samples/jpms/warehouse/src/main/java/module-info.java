/** The warehouse application module; its dispatcher routes the inventory module's handlers too. */
module dev.switchboard.samples.jpms.warehouse {
  requires static dev.switchboard.annotations;
  // Reads dev.switchboard through it (requires transitive).
  requires dev.switchboard.samples.jpms.inventory;
}
