package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Simple names for a program's types, unique within the program so that no name ever shadows or
 * obscures another (the generated sources name every type by its fully qualified name): plain
 * names first (the simple options), then names of {@code java.lang} types and of Switchboard's own,
 * then unicode and {@code $} names.
 */
final class Names {
  private static final List<String> PLAIN = List.of(
      "Ping", "Pong", "Order", "Placed", "Shipped", "Fee", "Alpha", "Beta", "Gamma", "Tick", "Tock",
      "Signal", "Payment", "Refund", "Audit", "Parcel", "Notice", "Echo", "Sample", "Batch");
  private static final List<String> JAVA_LANG = List.of(
      "Override",
      "Class",
      "Object",
      "String",
      "Integer",
      "Deprecated",
      "SuppressWarnings",
      "Record",
      "Enum",
      "Runnable",
      "Void",
      "System",
      "Math",
      "Exception",
      "FunctionalInterface",
      "Iterable",
      "Comparable",
      "Thread",
      "Error",
      "Boolean",
      "Long",
      "Number",
      "SafeVarargs",
      "Throwable");
  private static final List<String> SWITCHBOARD = List.of(
      "Handler",
      "Handlers",
      "RouteTable",
      "Dispatcher",
      "Handles",
      "EventDispatcher",
      "Generated",
      "SwitchboardGenerated",
      "Routing",
      "ExclusiveRouting",
      "BroadcastRouting",
      "BroadcastHandler",
      "ClassMap",
      "FailurePolicy",
      "NearestHandledSupertype",
      "HandlerIndex",
      "Mode",
      "Factory",
      "Failure",
      "Objects",
      "CompletableFuture",
      "Executor",
      "Support");
  /** Names of the generated code's members and locals, which a type name could shadow. */
  private static final List<String> GENERATED_MEMBERS =
      List.of("Routes", "Route", "Event", "Handler0");

  private static final List<String> SWITCHBOARD_AND_GENERATED_MEMBERS =
      concat(SWITCHBOARD, GENERATED_MEMBERS);
  private static final List<String> UNICODE_AND_DOLLAR = List.of(
      "Größe",
      "Ünïcödé",
      "Δέλτα",
      "事件",
      "Ñandú",
      "Ωmega",
      "Événement",
      "$Ping",
      "Tick$",
      "Sig$Nal",
      "$",
      "$$",
      "Ev$Inner");
  private static final List<String> PACKAGES =
      List.of("app", "app.core", "com.acme.orders", "app.ünï", "lib$x");

  private final Choices choices;
  private final Set<String> used = new HashSet<>();
  private int fallback;

  Names(Choices choices) {
    this.choices = choices;
  }

  static List<String> packages() {
    return PACKAGES;
  }

  /** A fresh simple name. */
  String fresh() {
    List<String> pool = switch (choices.below(8)) {
      case 5 -> JAVA_LANG;
      case 6 -> SWITCHBOARD_AND_GENERATED_MEMBERS;
      case 7 -> UNICODE_AND_DOLLAR;
      default -> PLAIN;
    };
    String candidate = choices.pick(pool);
    if (used.add(candidate)) {
      return candidate;
    }
    String numbered;
    do {
      numbered = "Type" + (fallback++);
    } while (!used.add(numbered));
    return numbered;
  }

  /** Reserves a name the program uses in a fixed form. */
  boolean reserve(String name) {
    return used.add(name);
  }

  private static List<String> concat(List<String> first, List<String> second) {
    List<String> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }
}
