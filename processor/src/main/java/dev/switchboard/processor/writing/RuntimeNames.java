package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The types generated code names besides the user's, in one place for every writer: the runtime's,
 * and the JDK's ({@link #OWN_TYPES} lists them all, so that a user's class of the same simple name is
 * written qualified instead).
 */
final class RuntimeNames {
  static final ClassName HANDLER = ClassName.get("dev.switchboard", "Handler");
  static final ClassName HANDLERS = ClassName.get("dev.switchboard", "Handlers");
  static final ClassName METHOD_HANDLER = ClassName.get("dev.switchboard", "MethodHandler");
  static final ClassName DISPATCHER = ClassName.get("dev.switchboard", "Dispatcher");
  static final ClassName ROUTE_TABLE = ClassName.get("dev.switchboard.support", "RouteTable");
  static final ClassName ROUTE_TABLE_BUILDER = ROUTE_TABLE.nestedClass("Builder");
  static final ClassName ROUTE_TABLE_BROADCAST_BUILDER = ROUTE_TABLE.nestedClass("BroadcastBuilder");
  static final ClassName BROADCAST_FAILURES = ClassName.get("dev.switchboard.support", "BroadcastFailures");
  static final ClassName FAILURE_POLICY = ClassName.get("dev.switchboard.support", "FailurePolicy");
  static final ClassName SWITCHBOARD_GENERATED = ClassName.get("dev.switchboard.support", "SwitchboardGenerated");

  static final ClassName OVERRIDE = ClassName.get(Override.class);
  static final ClassName SUPPRESS_WARNINGS = ClassName.get(SuppressWarnings.class);
  static final ClassName CLASS = ClassName.get(Class.class);
  static final ClassName THROWABLE = ClassName.get(Throwable.class);
  static final ClassName ASSERTION_ERROR = ClassName.get(AssertionError.class);
  static final ClassName OBJECTS = ClassName.get(Objects.class);
  static final ClassName FUNCTION = ClassName.get(Function.class);
  static final ClassName MAP = ClassName.get(Map.class);
  static final ClassName HASH_MAP = ClassName.get(HashMap.class);

  /** Every type above: generated code names no other but the user's and its annotations'. */
  static final Set<ClassName> OWN_TYPES = Set.of(HANDLER, HANDLERS, METHOD_HANDLER, DISPATCHER, ROUTE_TABLE, ROUTE_TABLE_BUILDER,
      ROUTE_TABLE_BROADCAST_BUILDER, BROADCAST_FAILURES,
      FAILURE_POLICY, SWITCHBOARD_GENERATED, OVERRIDE, SUPPRESS_WARNINGS, CLASS, THROWABLE, ASSERTION_ERROR, OBJECTS,
      FUNCTION, MAP, HASH_MAP);

  /** The types above whose static members generated code names ({@code RouteTable.requireEvent}). */
  static final Set<ClassName> QUALIFIERS =
      Set.of(ROUTE_TABLE, BROADCAST_FAILURES, FAILURE_POLICY, OBJECTS, METHOD_HANDLER);

  private RuntimeNames() {}
}
