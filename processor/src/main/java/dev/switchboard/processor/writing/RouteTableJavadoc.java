package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.inspection.RouteReportWriter;
import dev.switchboard.processor.model.DispatcherModel;

/**
 * Decides whether a dispatcher's Javadoc lists its routes. Past {@value #MAX_ROWS} routes the table
 * is replaced by a pointer to the JSON route report, which holds every route: at 10,000 routes the
 * table was most of the generated source, which JavaPoet formats and javac scans again on every
 * build, and no reader pages through it.
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
}
