package dev.switchboard.support;

/** Exclusive dispatch: the handler of the nearest handled supertype, by {@link NearestHandledSupertype}. */
final class ExclusiveRouting implements Routing {
  /** Each declared event type's handler. */
  private final ClassMap declared;

  ExclusiveRouting(ClassMap declared) {
    this.declared = declared;
  }

  @Override
  public Object handlerOf(Class<?> type) {
    Class<?> supertype = NearestHandledSupertype.of(type, declared);
    return supertype == null ? null : declared.get(supertype);
  }
}
