package dev.switchboard.processor.writing;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.naming.InheritedMembers;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Names the generated class's private methods, its constant of handler calls and its nested classes
 * so that none is a name its declaration or a supertype of it gives a member ({@link
 * InheritedMembers}): a private method named like an inherited one could fail to override or hide
 * it (weaker access, an instance method beside a static one, the same erasure), and where generated
 * code calls a static method of a nested class ({@code Routes0.routes0(builder, handlers)}), an
 * inherited field of the nested class's name would be meant. A nested class is not named like a
 * type the generated class names either, which it would hide in the class's body: an event class
 * {@code Routes0} of the unnamed package, which cannot be written qualified, would mean the nested
 * class. A name is the usual one ({@code cases0To15}, {@code Routes0}) unless taken, then suffixed
 * {@code _2}, {@code _3}...: no usual name has an underscore, so no two meet.
 */
final class MemberNames {
  private final InheritedMembers inherited;
  private final ClassName generated;
  private final Set<String> typeNames;
  private final Map<String, String> chosen = new HashMap<>();

  /**
   * @param typeNames the simple names of the types the generated class names, and the first
   *     identifiers of their packages, which its nested classes must leave free
   */
  MemberNames(InheritedMembers inherited, ClassName generated, Set<String> typeNames) {
    this.inherited = inherited;
    this.generated = generated;
    this.typeNames = Set.copyOf(typeNames);
  }

  /** The name of the method or constant usually named {@code usual}, the same at every call. */
  String of(String usual) {
    return chosen(usual, false);
  }

  /** The nested class usually named {@code usual}, the same at every call. */
  ClassName nestedClass(String usual) {
    return generated.nestedClass(chosen(usual, true));
  }

  private String chosen(String usual, boolean nestedClass) {
    String name = chosen.get(usual);
    if (name == null) {
      name = usual;
      // A nested class cannot take the name of the class around it either.
      for (int i = 2;
          inherited.contains(name)
              || name.equals(generated.simpleName())
              || (nestedClass && typeNames.contains(name));
          i++) {
        name = usual + "_" + i;
      }
      chosen.put(usual, name);
    }
    return name;
  }
}
