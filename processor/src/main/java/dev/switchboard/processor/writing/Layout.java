package dev.switchboard.processor.writing;

import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.HandlerModel;

/**
 * How the generated class is laid out, decided once from the size of its model: the JVM's limits on
 * a method's parameters and size, and HotSpot's on the methods it compiles, shape its constructor,
 * where it keeps its handlers and where its cases go ({@link ChunkedConstruction}, {@link
 * DispatchCases}).
 */
enum Layout {
  /** One constructor takes an instance of each handler class and registers every route. */
  ONE_CONSTRUCTOR,
  /** Too many routes for one method: static methods of nested classes register them. */
  CHUNKED_ROUTES,
  /**
   * More handlers than a method takes parameters, in few enough classes, or more interceptors around
   * them than one method builds: the constructor still takes one instance per class (and interceptor), methods of nested classes fill the handler array, and only the nested
   * classes of cases hold the handlers in fields.
   */
  NESTED_HANDLERS,
  /**
   * More handler and interceptor classes than a method takes parameters: the constructor takes a
   * function from handler or interceptor class to instance, and keeps its instances in a map rather than in fields.
   */
  INSTANCES_FROM_FUNCTION;

  static Layout of(DispatcherModel model) {
    long handlerClasses =
        model.handlers().stream().map(HandlerModel::type).distinct().count();
    // The constructor takes each interceptor class too, after the handler classes.
    long interceptors =
        model.parts().chains().isEmpty() ? 0 : model.parts().interceptors().size();
    if (handlerClasses + interceptors > ChunkedConstruction.MAX_CONSTRUCTOR_PARAMETERS) {
      return INSTANCES_FROM_FUNCTION;
    }
    if (model.handlers().size() > ChunkedConstruction.MAX_CONSTRUCTOR_PARAMETERS) {
      return NESTED_HANDLERS;
    }
    // The smaller layouts build every chain in the constructor: past a method's worth of
    // statements, methods of nested classes build them into the handler array instead.
    long chains =
        model.parts().chains().stream().mapToLong(ChainExpressions::weight).sum();
    if (chains > ChunkedConstruction.STATEMENTS_PER_METHOD) {
      return NESTED_HANDLERS;
    }
    // A broadcast route counts as one statement more than its handlers
    // (BroadcastTable.Registration).
    long registrations = model instanceof BroadcastDispatcher broadcast
        ? BroadcastTable.weight(broadcast)
        : ((ExclusiveDispatcher) model).routes().size();
    return registrations > ChunkedConstruction.STATEMENTS_PER_METHOD
        ? CHUNKED_ROUTES
        : ONE_CONSTRUCTOR;
  }

  /**
   * Whether the dispatcher class holds each handler in a field of its own; past the parameter limit
   * only the nested classes of cases do, through which the typed methods reach them.
   */
  boolean handlerFields() {
    return this == ONE_CONSTRUCTOR || this == CHUNKED_ROUTES;
  }

  /** Whether the dispatcher keeps each handler class's instance in a field, for {@code withDeadLetters}. */
  boolean instanceFields() {
    return this != INSTANCES_FROM_FUNCTION;
  }
}
