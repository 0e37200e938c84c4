package dev.switchboard.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * How a declared dispatcher's generated class is named: {@code @EventDispatcher(name)} if set, else
 * {@code Switchboard} followed by the declaration's simple names joined by {@code _}, in the
 * declaration's package.
 */
public final class GeneratedNames {
  /** The prefix of generated class names: {@code OrderEvents} becomes {@code SwitchboardOrderEvents}. */
  public static final String PREFIX = "Switchboard";

  private GeneratedNames() {}

  /** The class generated for {@code declared}; {@code name} is the annotation's value, empty for none. */
  public static ClassName of(ClassName declared, String name) {
    return ClassName.get(
        declared.packageName(),
        name.isEmpty() ? PREFIX + String.join("_", declared.simpleNames()) : name);
  }

  /** Names that are identifiers but cannot name a class (restricted identifiers, Java 10 to 17). */
  private static final Set<String> RESTRICTED =
      Set.of("var", "yield", "record", "sealed", "permits");

  /** Whether {@code name} can name a class: an identifier that is no keyword, literal or restricted identifier. */
  public static boolean validSimpleName(String name) {
    return SourceVersion.isIdentifier(name)
        && !SourceVersion.isKeyword(name)
        && !RESTRICTED.contains(name);
  }
}
