package dev.switchboard.processor.model;

/** Who implements {@code dispatch(root)}. */
public enum DispatchMethod {
  /**
   * The generated class overrides {@code dispatch(root)}; javac bridges {@code dispatch(Object)} to
   * it.
   */
  GENERATED,
  /**
   * The generated class extends the runtime's {@code GeneratedDispatcher<root>}, whose final {@code
   * dispatch} takes an {@code Object} once erased, and implements {@code dispatchEvent(Object)}: no
   * bridge casts the event to the root type before the class checks. For an interface declaration
   * whose root type is a class or interface with no type arguments, other than {@code Object}.
   */
  INHERITED,
  /**
   * The declared dispatcher implements it itself (a default method, an abstract class's method): the
   * generated class keeps the user's, which may do more than dispatch.
   */
  DECLARED
}
