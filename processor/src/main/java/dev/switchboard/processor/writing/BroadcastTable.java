package dev.switchboard.processor.writing;

import static dev.switchboard.processor.writing.RuntimeNames.FAILURE_POLICY;
import static dev.switchboard.processor.writing.RuntimeNames.ROUTE_TABLE;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatchSemantics;
import dev.switchboard.processor.model.DispatchSemantics.Failure;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Receiver;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;

/** Writes the route table of a broadcast dispatcher: its construction and its Javadoc rows. */
final class BroadcastTable {

  private BroadcastTable() {}

  /**
   * {@code this.routes = RouteTable.broadcastBuilder(...)...build();}, each route with its case of
   * {@code dispatch}, if it has one.
   */
  static CodeBlock construction(
      BroadcastDispatcher model,
      Map<HandlerModel, String> parameters,
      DispatchCases cases,
      ShadowedNames names,
      String routesField) {
    CodeBlock.Builder body = CodeBlock.builder()
        .add("this.$N = $L", routesField, builder(model))
        .indent()
        .indent();
    for (Registration registration :
        registrations(model, cases, names, handlers -> arguments(handlers, parameters))) {
      body.add("\n.$L", registration.call());
    }
    return body.add("$L;\n", RouteTableBuild.calls(model, names, "\n"))
        .unindent()
        .unindent()
        .build();
  }

  /** {@code reserveStock, notifyCustomer}: the parameters holding {@code handlers}, in order. */
  private static CodeBlock arguments(
      List<HandlerModel> handlers, Map<HandlerModel, String> parameters) {
    List<CodeBlock> arguments = new ArrayList<>();
    for (HandlerModel handler : handlers) {
      arguments.add(CodeBlock.of("$N", parameters.get(handler)));
    }
    return CodeBlocks.joined(arguments, ", ");
  }

  /** {@code RouteTable.broadcastBuilder(policy, includeSupertypes)}: starts the table. */
  static CodeBlock builder(BroadcastDispatcher model) {
    DispatchSemantics semantics = model.declaration().semantics();
    return CodeBlock.of(
        "$T.broadcastBuilder($T.$L, $L)",
        ROUTE_TABLE,
        FAILURE_POLICY,
        semantics.failure(),
        semantics.includeSupertypes());
  }

  /**
   * One call of the table's builder, {@code declare(...)} or {@code route(...)}, and its {@code
   * weight}: about how many one-handler statements of bytecode it compiles to, a declaration one (about
   * 12 bytes), a route one more than its handlers (each element of its varargs array takes about 10).
   */
  record Registration(CodeBlock call, int weight) {}

  /**
   * The builder's calls, in order: a {@code declare} per receiver, for classes met at run time, then a
   * {@code route} per route class, with its case of {@code dispatch} if it has one; {@code arguments}
   * writes how a call passes its handlers.
   */
  static List<Registration> registrations(
      BroadcastDispatcher model,
      DispatchCases cases,
      ShadowedNames names,
      Function<List<HandlerModel>, CodeBlock> arguments) {
    List<Registration> registrations = new ArrayList<>();
    for (Receiver receiver : model.receivers()) {
      registrations.add(new Registration(
          CodeBlock.of(
              "declare($T.class, $L, $L)",
              names.spelled(receiver.event()),
              receiver.priority(),
              arguments.apply(List.of(receiver.handler()))),
          1));
    }
    for (BroadcastRoute route : model.routes()) {
      CodeBlock handlers = arguments.apply(route.handlers());
      OptionalInt index = cases.caseOf(route);
      CodeBlock call = index.isPresent()
          ? CodeBlock.of(
              "route($T.class, $L, $L)", names.spelled(route.event()), index.getAsInt(), handlers)
          : CodeBlock.of("route($T.class, $L)", names.spelled(route.event()), handlers);
      registrations.add(new Registration(call, weight(route)));
    }
    return registrations;
  }

  /** The weight of every registration of {@code model}'s table. */
  static long weight(BroadcastDispatcher model) {
    long weight = model.receivers().size();
    for (BroadcastRoute route : model.routes()) {
      weight += weight(route);
    }
    return weight;
  }

  private static int weight(BroadcastRoute route) {
    return 1 + route.receivers().size();
  }

  /** The Javadoc summary and route table. */
  static CodeBlock javadoc(BroadcastDispatcher model, ShadowedNames names) {
    DispatchSemantics semantics = model.declaration().semantics();
    CodeBlock.Builder doc = CodeBlock.builder();
    doc.add(
        semantics.includeSupertypes()
            ? "Broadcasts each event to every handler of its class and of its supertypes, in order;\n"
            : "Broadcasts each event to every handler of its nearest handled type, in order;\n");
    doc.add(
        semantics.failure() == Failure.STOP_AT_FIRST
            ? "a handler's exception stops the broadcast and propagates unwrapped.\n"
            : "a handler's exception is rethrown after the others ran, later ones suppressed in it.\n");
    doc.add(
        "Generated by Switchboard from the {@code @Handles} $L of the compilation.\n\n",
        HandlerLinks.kinds(model));
    List<BroadcastRoute> reported = model.reportedRoutes();
    if (!RouteTableJavadoc.listed(reported.size())) {
      return doc.add(RouteTableJavadoc.summary(model, reported.size())).build();
    }
    doc.add(
        "<table>\n<caption>Routes</caption>\n<tr><th>Event</th><th>Handlers, in order</th></tr>\n");
    for (BroadcastRoute route : reported) {
      doc.add("<tr><td>{@link $T}</td><td>\n", names.spelled(route.event()));
      for (int i = 0; i < route.receivers().size(); i++) {
        Receiver receiver = route.receivers().get(i);
        doc.add(
            "  $L (for $T",
            HandlerLinks.of(receiver.handler(), names),
            names.spelled(receiver.event()));
        if (receiver.priority() != 0) {
          doc.add(", priority $L", receiver.priority());
        }
        CodeBlock chain = RouteTableJavadoc.chain(model, receiver.handler(), names);
        if (!chain.isEmpty()) {
          doc.add(", ").add(chain);
        }
        doc.add(")");
        doc.add(i < route.receivers().size() - 1 ? ",\n" : "\n");
      }
      doc.add("</td></tr>\n");
    }
    return doc.add("</table>\n\n").build();
  }
}
