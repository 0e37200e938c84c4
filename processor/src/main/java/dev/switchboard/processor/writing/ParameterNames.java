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
  private ParameterNames() {}

  /**
   * A distinct, valid name for each handler, in the order given, none of them in {@code taken} (which
   * holds at least {@link VariableNames#BESIDE_HANDLERS} and the names generated variables must leave
   * free); each joins {@code taken}.
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
