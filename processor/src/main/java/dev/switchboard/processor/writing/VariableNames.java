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
 * @param all the parameter of the methods that copy a long broadcast sequence out of every handler
 */
record VariableNames(String routes, String event, String type, String route, String failure, String thrown,
    String original, String deadLetters, String handlers, String instances, String builder, String all) {

  /**
   * The usual names of the variables declared where handler fields are used, in the order of the
   * components: a handler's field or parameter never takes one of them, even when the variable does
   * not, so that handlers are named alike whatever else the class names.
   */
  static final List<String> BESIDE_HANDLERS = List.of("routes", "event", "type", "route", "failure", "thrown",
      "original", "deadLetters", "handlers", "instances", "builder");

  /**
   * The names of the variables, none of them in {@code unavailable}, each distinct from the others;
   * all but {@link #all} join {@code unavailable}. {@code all} is declared only where no handler field
   * is used, so a handler may share its name.
   */
  static VariableNames choose(Set<String> unavailable) {
    String[] names = new String[BESIDE_HANDLERS.size()];
    for (int i = 0; i < names.length; i++) {
      names[i] = ParameterNames.distinct(BESIDE_HANDLERS.get(i), unavailable);
    }
    String all = ParameterNames.distinct("all", new HashSet<>(unavailable));
    return new VariableNames(names[0], names[1], names[2], names[3], names[4], names[5], names[6], names[7],
        names[8], names[9], names[10], all);
  }
}
