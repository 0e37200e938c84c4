package dev.switchboard.processor.naming;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The nested types whose static members generated code names ({@code Outer.inner.INSTANCE}, a Kotlin
 * object) where a field obscures them. There an expression may stand, and {@code Outer.inner} means
 * the field {@code inner} when {@code Outer} declares or inherits one, even beside its member class
 * {@code inner} (JLS 6.5.2); so at every depth ({@code A.B.c}: a field {@code B} of {@code A}, a
 * field {@code c} of {@code A.B}). Such a type is imported below the last obscured name ({@code import
 * app.Outer.inner;}) and written from there ({@code inner.INSTANCE}): a simple name means a type
 * when no variable of that name is in scope. The import is taken from JavaPoet's own choice: the
 * spelling pretends the imported class is top-level in a package named like its enclosing class, and
 * JavaPoet imports top-level classes.
 *
 * <p>No import works when the simple name it brings in means something else in the generated class
 * (an inherited field or member class, another class the file names, a package, the class itself),
 * or in the unnamed package, whose classes cannot be imported; then the type has no spelling.
 */
final class ObscuredQualifiers {
  static final ObscuredQualifiers NONE = new ObscuredQualifiers(Map.of(), Map.of());

  private final Map<ClassName, ClassName> imported;
  private final Map<ClassName, String> unspellable;

  private ObscuredQualifiers(
      Map<ClassName, ClassName> imported, Map<ClassName, String> unspellable) {
    this.imported = Map.copyOf(imported);
    this.unspellable = Map.copyOf(unspellable);
  }

  /**
   * @param qualifiers the types whose static members the generated code names
   * @param unimportable the simple names an import must not bring in, each with why it is taken
   *     ("the generated class inherits a field inner")
   * @param alwaysQualified the simple names of the classes JavaPoet is told to write qualified: it
   *     imports none whose own simple name is one ({@code B.c} for a nested {@code c})
   */
  static ObscuredQualifiers of(
      Elements elements,
      Collection<ClassName> qualifiers,
      Map<String, String> unimportable,
      Set<String> alwaysQualified) {
    List<ClassName> sorted = new ArrayList<>(qualifiers);
    sorted.sort(
        ShadowedNames.BY_CANONICAL_NAME); // an earlier one takes a simple name from a later one
    Map<String, String> taken = new HashMap<>(unimportable);
    Map<ClassName, ClassName> imported = new HashMap<>();
    Map<ClassName, String> unspellable = new HashMap<>();
    for (ClassName qualifier : sorted) {
      List<String> names = qualifier.simpleNames();
      Optional<Obscurer> obscurer = lastObscurer(elements, qualifier);
      if (obscurer.isEmpty()) {
        continue;
      }
      String why = obscurer.get().describe();
      if (qualifier.packageName().isEmpty()) {
        unspellable.put(qualifier, why + ", and a class of the unnamed package cannot be imported");
        continue;
      }
      // The innermost class first: its simple name is the one a reader expects (inner.INSTANCE).
      List<String> refusals = new ArrayList<>();
      for (int depth = names.size() - 1;
          depth >= obscurer.get().depth() && !imported.containsKey(qualifier);
          depth--) {
        String simpleName = names.get(depth);
        String refusal = taken.get(simpleName);
        if (refusal == null && alwaysQualified.contains(qualifier.simpleName())) {
          refusal = "the generated class writes every class named " + qualifier.simpleName()
              + " qualified";
        }
        if (refusal == null) {
          imported.put(qualifier, importedAt(qualifier, depth));
          taken.put(
              simpleName,
              "the generated class imports " + enclosingAt(qualifier, depth).canonicalName());
        } else {
          refusals.add("import " + enclosingAt(qualifier, depth).canonicalName() + ": " + refusal);
        }
      }
      if (!imported.containsKey(qualifier)) {
        unspellable.put(
            qualifier, why + ", and no import helps (" + String.join("; ", refusals) + ")");
      }
    }
    return new ObscuredQualifiers(imported, unspellable);
  }

  /** Whether one of {@code qualifiers} is a nested class, the only kind a field can obscure. */
  static boolean anyNested(Collection<ClassName> qualifiers) {
    for (ClassName qualifier : qualifiers) {
      if (qualifier.enclosingClassName() != null) {
        return true;
      }
    }
    return false;
  }

  /** A field {@code field} of {@code owner} that obscures the member class of that name, {@code depth} names deep. */
  private record Obscurer(ClassName owner, String field, int depth) {
    String describe() {
      return owner.canonicalName() + "." + field + " there means the field " + field + " that "
          + owner.canonicalName() + " declares or inherits";
    }
  }

  /** The deepest field that obscures a member class on the way to {@code qualifier}, if any. */
  private static Optional<Obscurer> lastObscurer(Elements elements, ClassName qualifier) {
    List<String> names = qualifier.simpleNames();
    Optional<Obscurer> last = Optional.empty();
    for (int depth = 1; depth < names.size(); depth++) {
      ClassName owner = enclosingAt(qualifier, depth - 1);
      TypeElement type = elements.getTypeElement(owner.canonicalName());
      if (type != null
          && InheritedMembers.of(Optional.of(type)).fields().contains(names.get(depth))) {
        last = Optional.of(new Obscurer(owner, names.get(depth), depth));
      }
    }
    return last;
  }

  /** The class {@code depth} names deep on the way to {@code type}: its top-level class at 0. */
  private static ClassName enclosingAt(ClassName type, int depth) {
    ClassName enclosing = type;
    for (int i = type.simpleNames().size() - 1; i > depth; i--) {
      enclosing = enclosing.enclosingClassName();
    }
    return enclosing;
  }

  /**
   * {@code type} with the class {@code depth} names deep as a top-level class of a package named
   * like the class around it, which JavaPoet imports ({@code import app.Outer.inner;}) and writes by
   * its simple name, unless the name is taken, which {@link #of} rules out.
   */
  private static ClassName importedAt(ClassName type, int depth) {
    List<String> names = type.simpleNames();
    String enclosing = enclosingAt(type, depth - 1).canonicalName();
    return ClassName.get(
        enclosing, names.get(depth), names.subList(depth + 1, names.size()).toArray(new String[0]));
  }

  /**
   * The spelling of {@code type} through an import, when a field obscures it. (It equals {@code
   * type}: JavaPoet's names are equal when their canonical names are.)
   */
  Optional<ClassName> imported(ClassName type) {
    return Optional.ofNullable(imported.get(type));
  }

  /** The simple names the imports bring in: no variable of the generated class may take one. */
  Set<String> importedNames() {
    Set<String> names = new HashSet<>();
    for (ClassName spelled : imported.values()) {
      names.add(spelled.topLevelClassName().simpleName());
    }
    return names;
  }

  /** Why each type that a field obscures and no import can name has no spelling, by type. */
  Map<ClassName, String> unspellable() {
    return unspellable;
  }
}
