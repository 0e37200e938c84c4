package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.api.SwitchboardTypes;
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
  static final ClassName HANDLER = named(SwitchboardTypes.HANDLER);
  static final ClassName HANDLERS = named(SwitchboardTypes.HANDLERS);
  static final ClassName METHOD_HANDLER = named(SwitchboardTypes.METHOD_HANDLER);
  static final ClassName DISPATCHER = named(SwitchboardTypes.DISPATCHER);
  static final ClassName ROUTE_TABLE = named(SwitchboardTypes.ROUTE_TABLE);
  static final ClassName ROUTE_TABLE_BUILDER = ROUTE_TABLE.nestedClass("Builder");
  static final ClassName ROUTE_TABLE_BROADCAST_BUILDER =
      ROUTE_TABLE.nestedClass("BroadcastBuilder");
  static final ClassName BROADCAST_FAILURES = named(SwitchboardTypes.BROADCAST_FAILURES);
  static final ClassName FAILURE_POLICY = named(SwitchboardTypes.FAILURE_POLICY);
  static final ClassName SWITCHBOARD_GENERATED = named(SwitchboardTypes.SWITCHBOARD_GENERATED);
  static final ClassName INTERCEPTOR_CHAIN = named(SwitchboardTypes.INTERCEPTOR_CHAIN);
  static final ClassName HANDLER_DESCRIPTOR = named(SwitchboardTypes.HANDLER_DESCRIPTOR);
  static final ClassName HANDLER_CALLS = named(SwitchboardTypes.HANDLER_CALLS);
  static final ClassName GENERATED_DISPATCHER = named(SwitchboardTypes.GENERATED_DISPATCHER);

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
  static final Set<ClassName> OWN_TYPES = Set.of(
      HANDLER,
      HANDLERS,
      METHOD_HANDLER,
      DISPATCHER,
      ROUTE_TABLE,
      ROUTE_TABLE_BUILDER,
      ROUTE_TABLE_BROADCAST_BUILDER,
      BROADCAST_FAILURES,
      FAILURE_POLICY,
      SWITCHBOARD_GENERATED,
      OVERRIDE,
      SUPPRESS_WARNINGS,
      CLASS,
      THROWABLE,
      ASSERTION_ERROR,
      OBJECTS,
      FUNCTION,
      MAP,
      HASH_MAP);

  /** The types above whose static members generated code names ({@code RouteTable.requireEvent}). */
  static final Set<ClassName> QUALIFIERS =
      Set.of(ROUTE_TABLE, BROADCAST_FAILURES, FAILURE_POLICY, OBJECTS, METHOD_HANDLER);

  /**
   * The types only the classes of dispatchers with interceptors name, most with static members they
   * call; not in {@link #OWN_TYPES}, so that they change nothing in other dispatchers.
   */
  static final Set<ClassName> CHAIN_TYPES =
      Set.of(INTERCEPTOR_CHAIN, HANDLER_DESCRIPTOR, HANDLER_CALLS);

  private RuntimeNames() {}

  /** The top-level class {@code canonicalName}: its package is everything before the last dot. */
  private static ClassName named(String canonicalName) {
    int dot = canonicalName.lastIndexOf('.');
    return ClassName.get(canonicalName.substring(0, dot), canonicalName.substring(dot + 1));
  }
}
