package dev.switchboard.processor.multimodule;

import dev.switchboard.processor.model.HandlerModel;
import java.util.List;

/**
 * A handler index read back from the class path: a library's handlers, validated again here.
 *
 * @param name the index class, qualified
 * @param origin where it was found, for messages: a jar, a class directory or a module
 * @param handlers the library's handlers
 * @param types the library's public types, qualified: event classes whose routes are precomputed
 */
public record LibraryIndex(
    String name, String origin, List<HandlerModel> handlers, List<String> types) {
  public LibraryIndex {
    handlers = List.copyOf(handlers);
    types = List.copyOf(types);
  }
}
