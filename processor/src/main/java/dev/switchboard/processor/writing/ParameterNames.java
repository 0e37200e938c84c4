package dev.switchboard.processor.writing;

import dev.switchboard.processor.model.HandlerModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Names the constructor parameter and the field of each handler after its class: {@code ReserveStock
 * reserveStock}.
 */
final class ParameterNames {
  /**
   * The other names generated code declares next to handler fields and parameters (fields, locals,
   * parameters): a handler named after one of them gets a number, so neither shadows the other.
   */
  static final Set<String> RESERVED = Set.of("routes", "event", "type", "route", "failure", "thrown", "original",
      "deadLetters", "handlers", "instances", "builder");

  private ParameterNames() {}

  /**
   * A distinct, valid name for each handler, in the order given, none of them in {@code taken} (which
   * holds at least {@link #RESERVED}, and the first identifiers of the packages generated code names,
   * which a variable would shadow); each joins {@code taken}.
   */
  static Map<HandlerModel, String> of(List<HandlerModel> handlers, Set<String> taken) {
    Map<HandlerModel, String> names = new LinkedHashMap<>();
    for (HandlerModel handler : handlers) {
      String base = decapitalize(handler.type().name().simpleName());
      if (SourceVersion.isKeyword(base)) {
        base = base + "Handler";
      }
      names.put(handler, distinct(base, taken));
    }
    return names;
  }

  /** {@code base}, or {@code base2}, {@code base3}...: the first not in {@code taken}, which it joins. */
  static String distinct(String base, Set<String> taken) {
    String name = base;
    for (int i = 2; !taken.add(name); i++) {
      name = base + i;
    }
    return name;
  }

  static String decapitalize(String name) {
    int first = name.codePointAt(0);
    return new StringBuilder()
        .appendCodePoint(Character.toLowerCase(first))
        .append(name.substring(Character.charCount(first)))
        .toString();
  }
}
