package dev.switchboard.support;

/** Exclusive dispatch: the route of the nearest handled supertype, by {@link NearestHandledSupertype}. */
final class ExclusiveRouting implements Routing {
  /** Each declared event type's route. */
  private final ClassMap declared;

  ExclusiveRouting(ClassMap declared) {
    this.declared = declared;
  }

  @Override
  public RouteEntry resolve(Class<?> type) {
    Class<?> supertype = NearestHandledSupertype.of(type, declared);
    return supertype == null ? null : (RouteEntry) declared.get(supertype);
  }
}
