package dev.switchboard.processor.inspection;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The routes of a compilation as a checked-in text file, one line per routed event class, so a
 * change of routes shows up in code review as a changed line:
 *
 * <pre>
 * com.example.OrderEvents: com.example.ExpressOrder -> com.example.ReserveStock (inherited from com.example.OrderPlaced)
 * com.example.OrderEvents: com.example.OrderPlaced -> com.example.ReserveStock
 * </pre>
 *
 * <p>Handlers are listed in the order they run, separated by {@code ", "}; a handler called through
 * interceptors ends in {@code (intercepted by com.example.Audit > com.example.Timing)}, outermost
 * first, so adding, removing or re-ordering an interceptor changes its line. Source locations are
 * left out on purpose: moving a handler is no change of routes.
 *
 * @param routes the handlers of each event class (in order), by event class, by dispatcher
 */
public record RoutesLock(SortedMap<String, SortedMap<String, List<String>>> routes) {
  static final String HEADER = """
      # Switchboard routes lock: "dispatcher: event class -> handlers, in the order they run".
      # A compilation with -Aswitchboard.routesLock=<this file> fails when its routes differ from these lines.
      # Generated: accept a change of routes with -Aswitchboard.updateRoutesLock=true, review and commit the diff.
      """;
  private static final String DISPATCHER_SEPARATOR = ": ";
  private static final String ARROW = " -> ";
  private static final String HANDLER_SEPARATOR = ", ";

  public RoutesLock {
    SortedMap<String, SortedMap<String, List<String>>> copy = new TreeMap<>();
    routes.forEach((dispatcher, events) ->
        copy.put(dispatcher, Collections.unmodifiableSortedMap(new TreeMap<>(events))));
    routes = Collections.unmodifiableSortedMap(copy);
  }

  /** A line of a lock file that is not a route. */
  public static final class MalformedLineException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int lineNumber;

    MalformedLineException(int lineNumber, String line) {
      super(line);
      this.lineNumber = lineNumber;
    }

    public int lineNumber() {
      return lineNumber;
    }
  }

  public static RoutesLock of(Collection<RouteReport> reports) {
    SortedMap<String, SortedMap<String, List<String>>> routes = new TreeMap<>();
    for (RouteReport report : reports) {
      SortedMap<String, List<String>> events = new TreeMap<>();
      report
          .routes()
          .forEach((event, handlers) -> events.put(
              event.qualifiedName(),
              handlers.stream().map(RoutedHandler::describe).toList()));
      routes.put(report.dispatcher(), events);
    }
    return new RoutesLock(routes);
  }

  /** Reads the text of a lock file; blank lines and lines starting with {@code #} are comments. */
  public static RoutesLock parse(String text) throws MalformedLineException {
    SortedMap<String, SortedMap<String, List<String>>> routes = new TreeMap<>();
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int colon = line.indexOf(DISPATCHER_SEPARATOR);
      int arrow = line.indexOf(ARROW);
      if (colon <= 0
          || arrow <= colon + DISPATCHER_SEPARATOR.length()
          || arrow + ARROW.length() >= line.length()) {
        throw new MalformedLineException(i + 1, lines[i]);
      }
      String dispatcher = line.substring(0, colon);
      String event = line.substring(colon + DISPATCHER_SEPARATOR.length(), arrow);
      List<String> handlers =
          Arrays.asList(line.substring(arrow + ARROW.length()).split(HANDLER_SEPARATOR));
      routes.computeIfAbsent(dispatcher, d -> new TreeMap<>()).put(event, handlers);
    }
    return new RoutesLock(routes);
  }

  /** The text of the lock file: a header comment, then one line per route, sorted. */
  public String text() {
    StringBuilder text = new StringBuilder(HEADER);
    routes.forEach(
        (dispatcher, events) -> events.forEach((event, handlers) -> text.append(dispatcher)
            .append(DISPATCHER_SEPARATOR)
            .append(event)
            .append(ARROW)
            .append(String.join(HANDLER_SEPARATOR, handlers))
            .append('\n')));
    return text.toString();
  }

  /**
   * What changed from {@code this} (the checked-in lock) to {@code generated}, per dispatcher; only
   * dispatchers with changes are listed.
   */
  public SortedMap<String, List<String>> changesTo(RoutesLock generated) {
    SortedMap<String, List<String>> changes = new TreeMap<>();
    List<String> dispatchers = new ArrayList<>(routes.keySet());
    generated.routes.keySet().stream()
        .filter(d -> !routes.containsKey(d))
        .forEach(dispatchers::add);
    for (String dispatcher : dispatchers) {
      List<String> lines = changes(
          routes.getOrDefault(dispatcher, Collections.emptySortedMap()),
          generated.routes.getOrDefault(dispatcher, Collections.emptySortedMap()));
      if (!lines.isEmpty()) {
        changes.put(dispatcher, lines);
      }
    }
    return changes;
  }

  private static List<String> changes(
      Map<String, List<String>> locked, Map<String, List<String>> generated) {
    SortedMap<String, String> lines = new TreeMap<>();
    generated.forEach((event, handlers) -> {
      List<String> before = locked.get(event);
      if (before == null) {
        lines.put(event, "added:      " + route(event, handlers));
      } else if (!before.equals(handlers)) {
        String kind = before.size() == handlers.size() && before.containsAll(handlers)
            ? "re-ordered: "
            : "changed:    ";
        lines.put(
            event,
            kind + route(event, handlers) + " (was " + String.join(HANDLER_SEPARATOR, before)
                + ")");
      }
    });
    locked.forEach((event, handlers) -> {
      if (!generated.containsKey(event)) {
        lines.put(event, "removed:    " + route(event, handlers));
      }
    });
    return List.copyOf(lines.values());
  }

  private static String route(String event, List<String> handlers) {
    return event + ARROW + handlers.stream().collect(Collectors.joining(HANDLER_SEPARATOR));
  }

  /** How many lines of each kind {@code changes} has: {@code 1 added, 2 removed}. */
  public static String summary(List<String> changes) {
    SortedMap<String, Long> counts = changes.stream()
        .collect(Collectors.groupingBy(
            line -> line.substring(0, line.indexOf(':')), TreeMap::new, Collectors.counting()));
    return counts.entrySet().stream()
        .map(e -> e.getValue() + " " + e.getKey())
        .collect(Collectors.joining(", "));
  }
}
