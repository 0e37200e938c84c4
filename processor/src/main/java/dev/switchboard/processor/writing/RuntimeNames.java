package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;

/** The runtime's types that generated code names, in one place for every writer. */
final class RuntimeNames {
  static final ClassName HANDLER = ClassName.get("dev.switchboard", "Handler");
  static final ClassName HANDLERS = ClassName.get("dev.switchboard", "Handlers");
  static final ClassName DISPATCHER = ClassName.get("dev.switchboard", "Dispatcher");
  static final ClassName ROUTE_TABLE = ClassName.get("dev.switchboard.support", "RouteTable");
  static final ClassName ROUTE_TABLE_BUILDER = ROUTE_TABLE.nestedClass("Builder");
  static final ClassName BROADCAST_FAILURES = ClassName.get("dev.switchboard.support", "BroadcastFailures");
  static final ClassName FAILURE_POLICY = ClassName.get("dev.switchboard.support", "FailurePolicy");
  static final ClassName SWITCHBOARD_GENERATED = ClassName.get("dev.switchboard.support", "SwitchboardGenerated");

  private RuntimeNames() {}
}
