package dev.switchboard.processor.model;

/** Who implements {@code dispatch(root)}. */
public enum DispatchMethod {
  GENERATED,
  /**
   * The declared dispatcher implements it itself (a default method, an abstract class's method): the
   * generated class keeps the user's, which may do more than dispatch.
   */
  DECLARED
}
