package dev.switchboard.processor.inspection;

import dev.switchboard.processor.model.TypeRef;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Turns a {@link RouteReport} into text: JSON for tools ({@code META-INF/switchboard/<dispatcher>.json})
 * and a table for the compiler's output. Both are deterministic: sorted by event class, handlers in
 * order, {@code \n} line ends, no timestamps.
 */
public final class RouteReportWriter {
  /** Bumped when a field changes meaning or disappears; new fields may appear without a bump. */
  static final int FORMAT_VERSION = 1;

  private RouteReportWriter() {}

  /** Where the JSON report of {@code dispatcher} goes in the class output. */
  public static String resourceName(String dispatcher) {
    return "META-INF/switchboard/" + dispatcher + ".json";
  }

  public static String json(RouteReport report) {
    StringBuilder json = new StringBuilder("{\n");
    json.append("  \"format\": ").append(FORMAT_VERSION).append(",\n");
    json.append("  \"dispatcher\": ").append(string(report.dispatcher())).append(",\n");
    json.append("  \"generatedClass\": ")
        .append(string(report.generatedClass()))
        .append(",\n");
    json.append("  \"eventRoot\": ").append(string(report.eventRoot())).append(",\n");
    json.append("  \"routes\": [");
    Iterator<Map.Entry<TypeRef, List<RoutedHandler>>> routes =
        report.routes().entrySet().iterator();
    while (routes.hasNext()) {
      Map.Entry<TypeRef, List<RoutedHandler>> route = routes.next();
      json.append("\n    {\n      \"event\": ")
          .append(string(route.getKey().qualifiedName()))
          .append(",\n");
      json.append("      \"handlers\": [");
      Iterator<RoutedHandler> handlers = route.getValue().iterator();
      while (handlers.hasNext()) {
        json.append("\n");
        handler(json, handlers.next());
        json.append(handlers.hasNext() ? "," : "\n      ");
      }
      json.append("]\n    }").append(routes.hasNext() ? "," : "\n  ");
    }
    return json.append("]\n}\n").toString();
  }

  private static void handler(StringBuilder json, RoutedHandler handler) {
    json.append("        {\n");
    json.append("          \"order\": ").append(handler.order()).append(",\n");
    json.append("          \"handler\": ")
        .append(string(handler.handler().qualifiedName()))
        .append(",\n");
    if (handler.method().isPresent()) {
      json.append("          \"method\": ")
          .append(string(handler.method().get()))
          .append(",\n");
    }
    json.append("          \"rule\": ")
        .append(string(handler.inheritedFrom().isPresent() ? "inherited" : "declared"));
    if (handler.inheritedFrom().isPresent()) {
      json.append(",\n          \"inheritedFrom\": ")
          .append(string(handler.inheritedFrom().get().qualifiedName()));
    }
    if (handler.source().isPresent()) {
      SourceLocation source = handler.source().get();
      json.append(",\n          \"source\": {\"file\": ")
          .append(string(source.file()))
          .append(", \"line\": ")
          .append(source.line())
          .append("}");
    }
    if (!handler.interceptors().isEmpty()) {
      json.append(",\n          \"interceptors\": [");
      for (int i = 0; i < handler.interceptors().size(); i++) {
        json.append(i == 0 ? "" : ", ")
            .append(string(handler.interceptors().get(i).qualifiedName()));
      }
      json.append("]");
    }
    json.append("\n        }");
  }

  /** The route table as the compiler prints it with {@code -Aswitchboard.printRoutes=true}. */
  public static String table(RouteReport report) {
    StringBuilder table = new StringBuilder("Switchboard routes of ")
        .append(report.dispatcher())
        .append(" (")
        .append(report.generatedClass())
        .append(", events of ")
        .append(report.eventRoot())
        .append("):");
    if (report.routes().isEmpty()) {
      table.append("\n  (no routes)");
    }
    report.routes().forEach((event, handlers) -> {
      for (RoutedHandler handler : handlers) {
        table.append("\n  ").append(event).append(" -> ");
        if (handlers.size() > 1) {
          table.append(handler.order()).append(". ");
        }
        table.append(handler.describe());
        handler.source().ifPresent(source -> table.append(" at ").append(source));
      }
    });
    return table.toString();
  }

  /** A JSON string literal: quotes, backslashes and control characters escaped. */
  static String string(String value) {
    StringBuilder literal = new StringBuilder("\"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '"' -> literal.append("\\\"");
        case '\\' -> literal.append("\\\\");
        case '\n' -> literal.append("\\n");
        case '\r' -> literal.append("\\r");
        case '\t' -> literal.append("\\t");
        default -> {
          if (c < 0x20) {
            literal.append(String.format("\\u%04x", (int) c));
          } else {
            literal.append(c);
          }
        }
      }
    }
    return literal.append('"').toString();
  }
}
