package dev.switchboard.benchmarks;

import java.io.Serializable;

/**
 * The template of the new classes {@link NewClassesBenchmark} dispatches: each is a hidden class
 * defined from these bytes, as a lambda or proxy per request would be. It implements no event type
 * of any dispatcher, so every target finds no handler, after the supertype walk where it does one.
 */
public class NewEvent implements Serializable {
  private static final long serialVersionUID = 1L;

  public NewEvent() {}
}
