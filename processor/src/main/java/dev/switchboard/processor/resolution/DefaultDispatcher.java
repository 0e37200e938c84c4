package dev.switchboard.processor.resolution;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.model.DispatchSemantics;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherDeclaration.Factory;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.lang.model.SourceVersion;

/**
 * The dispatcher generated when a compilation declares none: {@code SwitchboardDispatcher}, a
 * {@code Dispatcher<Object>}, in the longest package that contains every handler (or {@code
 * switchboard} if they share none; the unnamed package if one of them is in it). The option {@value #OPTION} names another class, or is {@code
 * none} to generate nothing.
 */
public final class DefaultDispatcher {
  public static final String OPTION = "switchboard.defaultDispatcher";
  public static final String SIMPLE_NAME = "SwitchboardDispatcher";
  static final String FALLBACK_PACKAGE = "switchboard";
  private static final TypeRef OBJECT = new TypeRef(ClassName.OBJECT, TypeRef.Reach.EVERYWHERE);

  private DefaultDispatcher() {}

  /** Whether {@code option} is a value the option accepts: absent, {@code none}, or a qualified name. */
  public static boolean validOption(String option) {
    return option == null
        || option.equals("none")
        || (SourceVersion.isName(option) && option.contains("."));
  }

  /** The default dispatcher for {@code handlers}, or empty when the option turns it off. */
  public static Optional<DispatcherDeclaration> declare(
      String option, Collection<HandlerModel> handlers) {
    if ("none".equals(option)) {
      return Optional.empty();
    }
    ClassName name = option != null
        ? ClassName.bestGuess(option)
        : ClassName.get(commonPackage(handlers), SIMPLE_NAME);
    return Optional.of(new DispatcherDeclaration(
        Optional.empty(),
        true,
        name,
        ClassName.OBJECT,
        OBJECT,
        Factory.WHEN_POSSIBLE,
        DispatchSemantics.DEFAULT,
        false,
        List.of(),
        List.of()));
  }

  static String commonPackage(Collection<HandlerModel> handlers) {
    String common = null;
    for (HandlerModel handler : handlers) {
      String pkg = handler.type().packageName();
      if (pkg.isEmpty()) {
        return ""; // only the unnamed package can refer to a handler of the unnamed package
      }
      common = common == null ? pkg : commonPrefix(common, pkg);
    }
    return common == null || common.isEmpty() ? FALLBACK_PACKAGE : common;
  }

  private static String commonPrefix(String a, String b) {
    String[] left = a.split("\\.");
    String[] right = b.split("\\.");
    StringBuilder prefix = new StringBuilder();
    for (int i = 0; i < Math.min(left.length, right.length) && left[i].equals(right[i]); i++) {
      prefix.append(i == 0 ? "" : ".").append(left[i]);
    }
    return prefix.toString();
  }
}
