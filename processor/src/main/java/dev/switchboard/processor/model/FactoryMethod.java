package dev.switchboard.processor.model;

/** Whether the generated class has a static {@code create()} that builds every handler itself. */
public enum FactoryMethod {
  GENERATED,
  /** Not asked for, or a handler has no constructor the generated class can call. */
  NONE
}
