package dev.switchboard.processor.inspection;

import static com.google.common.truth.Truth.assertThat;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.GoldenFiles;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The Mermaid route diagram at the sizes users meet: 50 routes in several packages drawn in full,
 * and a summary by package past {@link RouteDiagram#MAX_ARROWS} arrows. (The diagram of a real
 * compilation is checked against golden files in RouteReportTest and BroadcastDispatcherTest.)
 */
class RouteDiagramTest {
  private static final List<String> PACKAGES = List.of(
      "com.acme.billing",
      "com.acme.orders",
      "com.acme.shipping",
      "com.acme.stock",
      "com.acme.users");

  @Test
  void fiftyRoutesAreDrawnInFullOneBoxPerPackage() {
    String diagram = RouteDiagram.mermaid(report(50));

    GoldenFiles.assertMatchesGolden("diagram/fifty-routes.mmd", diagram);
    assertThat(diagram).doesNotContain("Summary");
    assertThat(lines(diagram, "  subgraph ")).hasSize(PACKAGES.size());
    assertThat(arrows(diagram)).hasSize(50);
  }

  @Test
  void atTheThresholdTheDiagramIsStillFull() {
    String diagram = RouteDiagram.mermaid(report(RouteDiagram.MAX_ARROWS));

    assertThat(diagram).doesNotContain("Summary");
    assertThat(arrows(diagram)).hasSize(RouteDiagram.MAX_ARROWS);
  }

  @Test
  void pastTheThresholdTheDiagramSummarizesByPackage() {
    int routes = RouteDiagram.MAX_ARROWS + 1;
    String diagram = RouteDiagram.mermaid(report(routes));

    assertThat(diagram)
        .contains("%% Summary: the full picture would have " + routes + " arrows, more than "
            + RouteDiagram.MAX_ARROWS + "; every route is in com.acme.AppEvents.json.");
    // 201 events over 5 packages, event i in package i % 5; every seventh inherits the handler of
    // the event before it, in the previous package: billing's events 6, 41, 76, ... go to users'
    // handlers.
    assertThat(diagram)
        .contains("\n  ep_com_acme_billing([\"com.acme.billing: 41 event classes\"])\n");
    assertThat(diagram).contains("\n  hp_com_acme_billing[\"com.acme.billing: 35 handlers\"]\n");
    assertThat(diagram)
        .contains("\n  ep_com_acme_billing -->|\"35 routes\"| hp_com_acme_billing\n");
    assertThat(diagram)
        .contains("\n  ep_com_acme_billing -->|\"6 routes, 6 inherited\"| hp_com_acme_users\n");
    assertThat(arrows(diagram)).hasSize(2 * PACKAGES.size());
    assertThat(diagram).doesNotContain("subgraph");
  }

  @Test
  void summaryIsAsStableAsThePicture() {
    assertThat(RouteDiagram.mermaid(report(500))).isEqualTo(RouteDiagram.mermaid(report(500)));
  }

  @Test
  void namesThatMapToTheSameIdGetDistinctIds() {
    SortedMap<TypeRef, List<RoutedHandler>> routes = new TreeMap<>();
    routes.put(type("p.x", "Y"), List.of(declared(1, type("p.x", "OnY"))));
    routes.put(type("p", "x_Y"), List.of(declared(1, type("p", "x_OnY"))));
    routes.put(type("o", "end"), List.of(declared(1, type("o", "x"))));

    String diagram = RouteDiagram.mermaid(
        new RouteReport("p.Events", "p.SwitchboardEvents", "java.lang.Object", routes));

    assertThat(arrows(diagram))
        .containsExactly(
            "  ev_o_end --> hd_o_x", "  ev_p_x_Y --> hd_p_x_OnY", "  ev_p_x_Y_2 --> hd_p_x_OnY_2");
  }

  @Test
  void labelsAreQuotedAndCannotEndTheirString() {
    assertThat(RouteDiagram.quoted("Outer.Inner")).isEqualTo("\"Outer.Inner\"");
    assertThat(RouteDiagram.quoted("a\"b#c<d>&\n")).isEqualTo("\"a#34;b#35;c#60;d#62;#38;#10;\"");
    assertThat(RouteDiagram.quoted("Bestellungäß")).isEqualTo("\"Bestellungäß\"");
  }

  @Test
  void aDispatcherWithoutRoutesSaysSo() {
    String diagram = RouteDiagram.mermaid(
        new RouteReport("p.Events", "p.SwitchboardEvents", "p.Event", new TreeMap<>()));

    assertThat(diagram).contains("\n  none[\"no routes\"]\n");
  }

  /**
   * {@code count} event classes spread over {@link #PACKAGES}, event i in package i % 5; event i is
   * handled by its own handler, except every seventh, which inherits the handler of event i - 1 (its
   * superclass, in the previous package).
   */
  private static RouteReport report(int count) {
    SortedMap<TypeRef, List<RoutedHandler>> routes = new TreeMap<>();
    for (int i = 0; i < count; i++) {
      String packageName = PACKAGES.get(i % PACKAGES.size());
      TypeRef event = type(packageName, "Event" + i);
      if (i % 7 == 6) {
        TypeRef supertype = type(PACKAGES.get((i - 1) % PACKAGES.size()), "Event" + (i - 1));
        TypeRef handler = type(supertype.packageName(), "On" + (i - 1));
        routes.put(
            event,
            List.of(new RoutedHandler(
                1, handler, Optional.empty(), Optional.of(supertype), Optional.empty())));
      } else {
        routes.put(event, List.of(declared(1, type(packageName, "On" + i))));
      }
    }
    return new RouteReport(
        "com.acme.AppEvents", "com.acme.SwitchboardAppEvents", "java.lang.Object", routes);
  }

  private static RoutedHandler declared(int order, TypeRef handler) {
    return new RoutedHandler(order, handler, Optional.empty(), Optional.empty(), Optional.empty());
  }

  private static TypeRef type(String packageName, String simpleName) {
    return new TypeRef(ClassName.get(packageName, simpleName), TypeRef.Reach.EVERYWHERE);
  }

  private static List<String> arrows(String diagram) {
    List<String> arrows = new ArrayList<>();
    for (String line : diagram.split("\n")) {
      if (line.contains("-->") || line.contains("-.->")) {
        arrows.add(line);
      }
    }
    return arrows;
  }

  private static List<String> lines(String diagram, String prefix) {
    return Arrays.stream(diagram.split("\n"))
        .filter(line -> line.startsWith(prefix))
        .toList();
  }
}
