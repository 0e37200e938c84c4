package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.inspection.RouteReportWriter;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.List;

/**
 * Decides whether a dispatcher's Javadoc lists its routes. Past {@value #MAX_ROWS} routes the table
 * is replaced by a pointer to the JSON route report, which holds every route: at 10,000 routes the
 * table was most of the generated source, which JavaPoet formats and javac scans again on every
 * build, and no reader pages through it. A handler called through interceptors is listed with its
 * chain, outermost first.
 */
public final class RouteTableJavadoc {
  /** Most routes a generated Javadoc table lists. */
  public static final int MAX_ROWS = 100;

  private RouteTableJavadoc() {}

  static boolean listed(int routes) {
    return routes <= MAX_ROWS;
  }

  /** The paragraph that stands in for a table of {@code routes} rows. */
  static CodeBlock summary(DispatcherModel model, int routes) {
    return CodeBlock.of(
        "<p>Routes $L event classes, too many to list here: every route is in the route report\n"
            + "{@code $L}\nin the class output, or printed by javac with {@code -Aswitchboard.printRoutes=true}.\n\n",
        routes,
        RouteReportWriter.resourceName(model.declaration().displayName()));
  }

  /**
   * {@code intercepted by {@link Audit}, {@link Timing}}: the chain around {@code handler}, outermost
   * first; empty when no interceptor wraps it.
   */
  static CodeBlock chain(DispatcherModel model, HandlerModel handler, ShadowedNames names) {
    List<InterceptorRef> interceptors =
        model.parts().chainOf(handler).map(chain -> chain.interceptors()).orElse(List.of());
    CodeBlock.Builder chain = CodeBlock.builder();
    for (int i = 0; i < interceptors.size(); i++) {
      chain.add(i == 0 ? "intercepted by " : ", ");
      chain.add("{@link $T}", names.spelled(interceptors.get(i).type()));
    }
    return chain.build();
  }
}
