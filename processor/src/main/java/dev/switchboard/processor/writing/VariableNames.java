package dev.switchboard.processor.writing;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The names of the generated class's own variables besides the handlers' fields and parameters: the
 * route table's field {@code routes} and the parameters and locals of its methods. Each is its usual
 * name unless that name is one the class must leave free (the simple name of a type it names where
 * an expression may stand, as a Kotlin object in {@code routes.INSTANCE}, or the first identifier of
 * a package it names), then suffixed as {@link ParameterNames#distinct} does: so no variable of the
 * class ever captures a name its code means as a type or a package.
 *
 * @param copy the dispatcher {@code withDeadLetters} builds
 * @param instancesByClass the field of a dispatcher built from a function: the instance it gave of each class
 * @param all the parameter of the methods that copy a long broadcast sequence out of every handler
 * @param instance the parameter of the lambdas that bind a handler method to its class's instance
 */
record VariableNames(
    String routes,
    String event,
    String type,
    String route,
    String failure,
    String thrown,
    String copy,
    String deadLetters,
    String handlers,
    String instances,
    String instancesByClass,
    String builder,
    String all,
    String instance) {

  /**
   * The usual names of the variables declared where handler fields are used: a handler's field or
   * parameter never takes one of them, even when the variable does not, so that handlers are named
   * alike whatever else the class names.
   */
  static final List<String> BESIDE_HANDLERS = List.of(
      "routes",
      "event",
      "type",
      "route",
      "failure",
      "thrown",
      "copy",
      "deadLetters",
      "handlers",
      "instances",
      "instancesByClass",
      "builder");

  /**
   * The names of the variables, none of them in {@code unavailable}, each distinct from the others;
   * all but {@link #all} and {@link #instance} join {@code unavailable}. Those are declared only where
   * no handler field is used, so a handler may share their names.
   */
  static VariableNames choose(Set<String> unavailable) {
    // Arguments are evaluated in order, so each name is chosen after (and distinct from) the ones
    // before.
    return new VariableNames(
        free("routes", unavailable),
        free("event", unavailable),
        free("type", unavailable),
        free("route", unavailable),
        free("failure", unavailable),
        free("thrown", unavailable),
        free("copy", unavailable),
        free("deadLetters", unavailable),
        free("handlers", unavailable),
        free("instances", unavailable),
        free("instancesByClass", unavailable),
        free("builder", unavailable),
        ParameterNames.distinct("all", new HashSet<>(unavailable)),
        ParameterNames.distinct("instance", new HashSet<>(unavailable)));
  }

  /**
   * {@code usual}, one of {@link #BESIDE_HANDLERS}, or its first variant not in {@code unavailable};
   * the name chosen joins {@code unavailable}.
   */
  private static String free(String usual, Set<String> unavailable) {
    if (!BESIDE_HANDLERS.contains(usual)) {
      throw new IllegalArgumentException(usual + " is not among the names handlers leave free");
    }
    return ParameterNames.distinct(usual, unavailable);
  }
}
