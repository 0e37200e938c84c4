package dev.switchboard.processor.inspection;

import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Draws a {@link RouteReport} as a Mermaid flowchart, {@code META-INF/switchboard/<dispatcher>.mmd},
 * which GitHub and GitLab render in file views and in {@code ```mermaid} blocks: event classes
 * (stadiums) and handlers (boxes), grouped in one box per package; a solid arrow from an event to the
 * handler that declares it; a dotted arrow from an event to the supertype whose handler it inherits;
 * numbered arrows when several handlers run, in the order they run; an arrow to a handler called
 * through interceptors names them, outermost first ({@code intercepted by Audit > Timing}).
 *
 * <p>Diff-friendly: packages, nodes and arrows are sorted by class name, one per line, and node ids
 * are made from class names, so adding a class adds lines and renames none.
 *
 * <p>Past {@link #MAX_ARROWS} arrows a picture is no longer readable (and nears Mermaid's default
 * limit of 500 edges): the file then holds a summary, one node per package and one arrow per pair of
 * event and handler packages, with counts; the JSON report beside it still lists every route.
 */
public final class RouteDiagram {
  /** The most arrows a full picture may have; more, and the file holds the summary by package. */
  public static final int MAX_ARROWS = 200;

  private static final String INDENT = "  ";

  private RouteDiagram() {}

  /** Where the diagram of {@code dispatcher} goes in the class output, beside its JSON report. */
  public static String resourceName(String dispatcher) {
    return "META-INF/switchboard/" + dispatcher + ".mmd";
  }

  /** The Mermaid text: the full picture, or the summary by package past {@link #MAX_ARROWS} arrows. */
  public static String mermaid(RouteReport report) {
    List<String> arrows = new ArrayList<>();
    Ids ids = new Ids();
    SortedMap<String, SortedSet<String>> nodesByPackage = new TreeMap<>();
    for (Map.Entry<TypeRef, List<RoutedHandler>> route : report.routes().entrySet()) {
      TypeRef event = route.getKey();
      List<RoutedHandler> handlers = route.getValue();
      String from = event(event, ids, nodesByPackage);
      Optional<TypeRef> onlyInheritedFrom =
          handlers.size() == 1 ? handlers.get(0).inheritedFrom() : Optional.empty();
      if (onlyInheritedFrom.isPresent()) {
        TypeRef supertype = onlyInheritedFrom.get();
        arrows.add(from + " -.->|\"inherits\"| " + event(supertype, ids, nodesByPackage));
        if (!report.routes().containsKey(supertype)) {
          // Normally drawn as the supertype's own route; drawn here when the report has none for
          // it.
          String chain = intercepted(handlers.get(0));
          arrows.add(event(supertype, ids, nodesByPackage) + " -->"
              + (chain.isEmpty() ? "" : "|" + quoted(chain) + "|") + " "
              + handler(handlers.get(0), ids, nodesByPackage));
        }
        continue;
      }
      for (RoutedHandler routed : handlers) {
        String to = handler(routed, ids, nodesByPackage);
        String arrow = routed.inheritedFrom().isPresent() ? " -.->" : " -->";
        String order = handlers.size() > 1 ? String.valueOf(routed.order()) : "";
        String via = routed.inheritedFrom().isPresent()
            ? "inherited from " + localName(routed.inheritedFrom().get())
            : "";
        String label = String.join(
            ", ",
            Stream.of(order, via, intercepted(routed))
                .filter(part -> !part.isEmpty())
                .toList());
        arrows.add(from + arrow + (label.isEmpty() ? "" : "|" + quoted(label) + "|") + " " + to);
      }
    }
    if (arrows.size() > MAX_ARROWS) {
      return summary(report, arrows.size());
    }
    List<String> lines = header(report);
    lines.add(
        INDENT
            + "%% Stadiums: event classes; boxes: handlers. Solid arrow: the handler declares the event;");
    lines.add(
        INDENT
            + "%% dotted: the event inherits the handler of that supertype; numbers: the order handlers run in.");
    if (report.routes().isEmpty()) {
      lines.add(INDENT + "none[\"no routes\"]");
    }
    for (Map.Entry<String, SortedSet<String>> nodes : nodesByPackage.entrySet()) {
      String packageName = nodes.getKey();
      lines.add(INDENT + "subgraph " + ids.of("pk_", packageName) + "["
          + quoted(packageLabel(packageName)) + "]");
      for (String node : nodes.getValue()) {
        lines.add(INDENT + INDENT + node);
      }
      lines.add(INDENT + "end");
    }
    for (String arrow : arrows) {
      lines.add(INDENT + arrow);
    }
    return String.join("\n", lines) + "\n";
  }

  /** One node per package of events and per package of handlers; an arrow per pair, with counts. */
  private static String summary(RouteReport report, int arrowCount) {
    SortedMap<String, SortedSet<String>> events = new TreeMap<>();
    SortedMap<String, SortedSet<String>> handlers = new TreeMap<>();
    // event package -> handler package -> {routes, inherited routes}
    SortedMap<String, SortedMap<String, int[]>> pairs = new TreeMap<>();
    report.routes().forEach((event, routed) -> {
      events.computeIfAbsent(event.packageName(), p -> new TreeSet<>()).add(event.qualifiedName());
      for (RoutedHandler handler : routed) {
        handlers
            .computeIfAbsent(handler.handler().packageName(), p -> new TreeSet<>())
            .add(handler.handler().qualifiedName());
        int[] counts = pairs
            .computeIfAbsent(event.packageName(), p -> new TreeMap<>())
            .computeIfAbsent(handler.handler().packageName(), p -> new int[2]);
        counts[0]++;
        if (handler.inheritedFrom().isPresent()) {
          counts[1]++;
        }
      }
    });
    Ids ids = new Ids();
    List<String> lines = header(report);
    lines.add(
        INDENT + "%% Summary: the full picture would have " + arrowCount + " arrows, more than "
            + MAX_ARROWS + "; every route is in " + report.dispatcher() + ".json.");
    lines.add(
        INDENT
            + "%% Stadiums: the event classes of a package; boxes: the handlers of a package; arrows: routes.");
    events.forEach((packageName, names) -> lines.add(INDENT + ids.of("ep_", packageName) + "(["
        + quoted(
            packageLabel(packageName) + ": " + count(names.size(), "event class", "event classes"))
        + "])"));
    handlers.forEach((packageName, names) -> lines.add(INDENT + ids.of("hp_", packageName) + "["
        + quoted(packageLabel(packageName) + ": " + count(names.size(), "handler", "handlers"))
        + "]"));
    pairs.forEach((eventPackage, targets) -> targets.forEach((handlerPackage, counts) -> {
      String label = count(counts[0], "route", "routes")
          + (counts[1] > 0 ? ", " + counts[1] + " inherited" : "");
      lines.add(INDENT + ids.of("ep_", eventPackage) + " -->|" + quoted(label) + "| "
          + ids.of("hp_", handlerPackage));
    }));
    return String.join("\n", lines) + "\n";
  }

  private static List<String> header(RouteReport report) {
    List<String> lines = new ArrayList<>();
    lines.add("flowchart LR");
    lines.add(INDENT + "%% Switchboard routes of " + report.dispatcher() + " (generated class "
        + report.generatedClass() + ", events of " + report.eventRoot()
        + "). Generated: do not edit.");
    return lines;
  }

  /** The id of the event node of {@code type}, declared in its package's box on first use. */
  private static String event(
      TypeRef type, Ids ids, Map<String, SortedSet<String>> nodesByPackage) {
    return node("ev_", type, "([", "])", ids, nodesByPackage);
  }

  /** The id of the node of a handler class or handler method ({@code OrderProjection#on(OrderPlaced)}). */
  private static String handler(
      RoutedHandler handler, Ids ids, Map<String, SortedSet<String>> nodesByPackage) {
    String member = handler.method().map(signature -> "#" + signature).orElse("");
    return node("hd_", handler.handler(), member, "[", "]", ids, nodesByPackage);
  }

  private static String node(
      String prefix,
      TypeRef type,
      String open,
      String close,
      Ids ids,
      Map<String, SortedSet<String>> nodesByPackage) {
    return node(prefix, type, "", open, close, ids, nodesByPackage);
  }

  /** {@code member} follows the class in the node's id and label: a handler method's signature. */
  private static String node(
      String prefix,
      TypeRef type,
      String member,
      String open,
      String close,
      Ids ids,
      Map<String, SortedSet<String>> nodesByPackage) {
    String id = ids.of(prefix, type.qualifiedName() + member);
    SortedSet<String> nodes = nodesByPackage.get(type.packageName());
    if (nodes == null) {
      nodes = new TreeSet<>();
      nodesByPackage.put(type.packageName(), nodes);
    }
    nodes.add(id + open + quoted(localName(type) + member) + close);
    return id;
  }

  /** {@code intercepted by Audit > Timing}, outermost first; empty when no interceptor wraps it. */
  private static String intercepted(RoutedHandler handler) {
    return handler.interceptors().isEmpty()
        ? ""
        : handler.interceptors().stream()
            .map(RouteDiagram::localName)
            .collect(Collectors.joining(" > ", "intercepted by ", ""));
  }

  /** The name within its package: {@code Outer.Inner}. */
  private static String localName(TypeRef type) {
    return String.join(".", type.name().simpleNames());
  }

  private static String packageLabel(String packageName) {
    return packageName.isEmpty() ? "(unnamed package)" : packageName;
  }

  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /**
   * A Mermaid string in double quotes. Java names hold none of these characters, but the label must
   * stay one string whatever it holds: Mermaid reads {@code #code;} as the character of that code.
   */
  static String quoted(String text) {
    StringBuilder quoted = new StringBuilder("\"");
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      if (c == '"' || c == '#' || c == '<' || c == '>' || c == '&' || c < 0x20) {
        quoted.append('#').append(c).append(';');
      } else {
        quoted.appendCodePoint(c);
      }
      i += Character.charCount(c);
    }
    return quoted.append('"').toString();
  }

  /**
   * Node ids made from names: ASCII letters, digits and {@code _} only, so no name can end an id early
   * or read as a keyword ({@code end}, {@code subgraph}) or as an arrow head ({@code o}, {@code x}):
   * every id starts with a two-letter prefix and {@code _}. Names that map to the same id get
   * {@code _2}, {@code _3}, ... in the order they are first drawn, which is sorted and so stable.
   */
  static final class Ids {
    private final Map<String, String> byName = new TreeMap<>();
    private final Set<String> taken = new HashSet<>();

    String of(String prefix, String name) {
      String known = byName.get(prefix + name);
      if (known != null) {
        return known;
      }
      StringBuilder id = new StringBuilder(prefix);
      for (char c : name.toCharArray()) {
        id.append(c < 0x80 && Character.isLetterOrDigit(c) ? c : '_');
      }
      String unique = id.toString();
      for (int n = 2; !taken.add(unique); n++) {
        unique = id + "_" + n;
      }
      byName.put(prefix + name, unique);
      return unique;
    }
  }
}
