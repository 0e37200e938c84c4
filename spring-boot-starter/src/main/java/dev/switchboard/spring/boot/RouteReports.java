package dev.switchboard.spring.boot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.springframework.boot.json.JsonParser;
import org.springframework.boot.json.JsonParserFactory;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.core.io.support.ResourcePatternResolver;

/**
 * Finds the application's generated dispatchers: the processor writes a route report for each,
 * {@code META-INF/switchboard/<dispatcher>.json}, beside the classes of every module it compiles, so
 * the class path lists them without scanning any class.
 */
final class RouteReports {
  static final String LOCATION = "classpath*:META-INF/switchboard/*.json";

  private RouteReports() {}

  /** The dispatchers the route reports on {@code classLoader}'s class path name, sorted, each once. */
  static List<GeneratedDispatcher> find(ClassLoader classLoader) {
    ResourcePatternResolver resolver = new PathMatchingResourcePatternResolver(classLoader);
    JsonParser json = JsonParserFactory.getJsonParser();
    Map<String, GeneratedDispatcher> found = new TreeMap<>();
    try {
      for (Resource report : resolver.getResources(LOCATION)) {
        GeneratedDispatcher dispatcher = read(report, json);
        if (dispatcher != null) {
          found.putIfAbsent(dispatcher.generatedClass(), dispatcher);
        }
      }
    } catch (IOException e) {
      throw new IllegalStateException("cannot read Switchboard's route reports, " + LOCATION, e);
    }
    return new ArrayList<>(found.values());
  }

  /** The dispatcher a route report describes; null for another file in that folder. */
  private static GeneratedDispatcher read(Resource report, JsonParser json) throws IOException {
    String text;
    try (InputStream in = report.getInputStream()) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Map<String, Object> fields = json.parseMap(text);
    Object generated = fields.get("generatedClass");
    Object root = fields.get("eventRoot");
    if (!(generated instanceof String) || !(root instanceof String)) {
      return null;
    }
    Object declared = fields.get("dispatcher");
    return new GeneratedDispatcher(
        declared instanceof String ? (String) declared : (String) generated,
        (String) generated,
        (String) root,
        handlers(fields.get("routes")));
  }

  /** Each handler the routes run, once, in the order the report first lists it. */
  private static List<GeneratedDispatcher.ReportedHandler> handlers(Object routes) {
    Set<GeneratedDispatcher.ReportedHandler> handlers = new LinkedHashSet<>();
    if (routes instanceof List<?> list) {
      for (Object route : list) {
        if (route instanceof Map<?, ?> fields && fields.get("handlers") instanceof List<?> each) {
          for (Object handler : each) {
            if (handler instanceof Map<?, ?> entry && entry.get("handler") instanceof String type) {
              Object method = entry.get("method");
              handlers.add(new GeneratedDispatcher.ReportedHandler(
                  type, method instanceof String name ? name : null));
            }
          }
        }
      }
    }
    return List.copyOf(handlers);
  }
}
