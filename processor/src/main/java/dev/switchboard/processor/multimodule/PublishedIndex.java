package dev.switchboard.processor.multimodule;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.List;

/**
 * The handler index a library compilation publishes.
 *
 * @param name the index class to generate
 * @param handlers the compilation's handlers, sorted
 * @param types the compilation's other public types, sorted
 * @param classPathMarker whether to generate the marker that lets applications find the index on the
 *     class path; not in a named module, where the marker package would be split across modules
 */
public record PublishedIndex(
    ClassName name, List<HandlerModel> handlers, List<TypeRef> types, boolean classPathMarker) {
  public PublishedIndex {
    handlers = List.copyOf(handlers);
    types = List.copyOf(types);
  }
}
