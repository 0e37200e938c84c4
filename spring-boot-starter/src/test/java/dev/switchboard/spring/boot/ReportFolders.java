package dev.switchboard.spring.boot;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * The test applications whose route reports the build moves to a folder of their own (see the
 * module's pom): a context sees their dispatchers only through the class loader this gives.
 */
public final class ReportFolders {
  private ReportFolders() {}

  /** The tests' class path, plus the route reports in the test output's {@code folder}. */
  public static ClassLoader withReports(String folder) {
    URL reports = ReportFolders.class.getResource("/" + folder + "/");
    if (reports == null) {
      throw new IllegalStateException("no route reports in " + folder + "/: build with Maven");
    }
    return new URLClassLoader(new URL[] {reports}, ReportFolders.class.getClassLoader());
  }
}
