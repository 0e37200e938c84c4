package dev.switchboard.processor.naming;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.util.Elements;

/**
 * How a generated class spells every type it names, so that no name of the user's captures one.
 *
 * <p>In the body of the generated class a simple name means, in this order: a type variable, a
 * member class the class inherits from its declaration or any supertype of it ({@code
 * AppEvents.Handler}), a single-type import, a class of its own package, then {@code java.lang}. And
 * the first identifier of a qualified name ({@code java} in {@code java.util.Objects}) means a
 * variable or a type before a package. So:
 *
 * <ul>
 *   <li>A class of the generated class's package whose simple name is that of an inherited member
 *       class or of a type the generated code itself names (a {@code java.lang} type, a runtime type)
 *       is written qualified ({@code app.Handler}, {@code app.Override}); JavaPoet writes same-package names
 *       simply whatever it is told, so {@link #spelled} rewrites them. The generated code's own
 *       types are then imported, {@code java.lang}'s explicitly (a single-type import shadows the
 *       package's classes), and keep their simple names.
 *   <li>Types whose simple name an inherited member class takes are written qualified, and so are
 *       the types whose static members the generated code names ({@code RouteTable.requireEvent})
 *       when an inherited field takes their simple name: there a field is meant before a type.
 *       Generated variables never take such a name.
 *   <li>Qualified names need their first identifier free: generated variables never take the first
 *       identifier of a package the class names ({@link #packageRoots}), its own included.
 *   <li>Where the code names a static member of a nested type ({@code Outer.inner.INSTANCE}), a field
 *       of a class on the way ({@code Outer.inner}) is meant before the member class of its name:
 *       such a type is imported and written from its simple name instead ({@link #qualifier}), and
 *       generated variables never take that name either.
 * </ul>
 *
 * <p>When the package's own name is not free ({@code package app} with a class, member class or
 * inherited field named {@code app}, or the unnamed package), its classes can only be written
 * simply: then {@code java.lang} names are qualified instead, as long as {@code java} is free.
 */
public final class ShadowedNames {
  // Plain loops and named classes rather than lambdas and streams here and in the rest of the
  // processor's always-run path: each lambda links an invokedynamic call site and spins a class on
  // every compilation, a first-run cost javac pays again in every build (docs/benchmarks.md, "Where
  // the time goes").
  static final Comparator<ClassName> BY_CANONICAL_NAME = new ByCanonicalName();

  private static final class ByCanonicalName implements Comparator<ClassName> {
    @Override
    public int compare(ClassName a, ClassName b) {
      return a.canonicalName().compareTo(b.canonicalName());
    }
  }

  private final String packageName;
  private final Set<String> qualifiedInPackage;
  private final Set<String> qualifiedElsewhere;
  private final boolean importJavaLang;
  /**
   * The types whose static members the code names and whose simple name an inherited field takes:
   * only there, where an expression may stand, is a type hidden by a field; elsewhere, as in {@code
   * new Objects()} or {@code Objects event}, the name means the type.
   */
  private final Set<ClassName> hiddenQualifiers;

  private final Set<String> memberTypes;
  private final Set<String> memberFields;
  /** Why the package's own classes cannot be written qualified; empty when they can. */
  private final Optional<String> packageUnqualifiable;
  /** The top-level types of the generated class's package: with its member types and fields, names in scope in the class body that would shadow a package of that name as a qualified name's first identifier. */
  private final PackageTypes packageTypes;
  /** The simple names of the nested own types ({@code RouteTable.Builder}) whose top-level class is written qualified. */
  private final Set<String> qualifiedNested;
  /** The nested qualifiers a field obscures, and how they are imported instead. */
  private final ObscuredQualifiers obscured;

  private ShadowedNames(
      String packageName,
      Set<String> qualifiedInPackage,
      Set<String> qualifiedElsewhere,
      boolean importJavaLang,
      Set<ClassName> hiddenQualifiers,
      Set<String> memberTypes,
      Set<String> memberFields,
      Optional<String> packageUnqualifiable,
      PackageTypes packageTypes,
      Set<String> qualifiedNested,
      ObscuredQualifiers obscured) {
    this.packageName = packageName;
    this.obscured = obscured;
    this.qualifiedNested = qualifiedNested;
    this.hiddenQualifiers = hiddenQualifiers;
    this.memberTypes = memberTypes;
    this.memberFields = memberFields;
    this.packageUnqualifiable = packageUnqualifiable;
    this.packageTypes = packageTypes;
    this.qualifiedInPackage = qualifiedInPackage;
    this.qualifiedElsewhere = qualifiedElsewhere;
    this.importJavaLang = importJavaLang;
  }

  /**
   * What shadows names in a class generated into {@code packageName} from {@code declaration}.
   *
   * @param generated the generated class
   * @param ownTypes the types the generated code names besides the user's (runtime, JDK, annotations)
   * @param namedTypes every class the generated code names: no type is imported whose simple name is
   *     the first identifier of one of their packages ({@link #packageRoots}), since the import would
   *     shadow the package in every qualified name of the file
   * @param qualifiers the types whose static members the generated code names ({@code
   *     RouteTable.requireEvent}): there an inherited field of the same simple name would be meant,
   *     and a field of a class enclosing one the member class of that name ({@link ObscuredQualifiers}).
   *     The generated class's own variables are not asked for: they never take the simple name of a
   *     qualifier, nor of the import that spells it, nor the first identifier of a package the class names.
   */
  public static ShadowedNames of(
      Elements elements,
      ClassName generated,
      InheritedMembers members,
      Collection<ClassName> ownTypes,
      Collection<ClassName> namedTypes,
      Collection<ClassName> qualifiers) {
    String packageName = generated.packageName();
    Set<String> packageRoots = packageRoots(namedTypes);
    PackageTypes packageTypes = new PackageTypes(elements, packageName);
    Set<String> memberTypes = members.types();
    Set<String> memberFields = members.fields();
    // A type written where an expression may stand is hidden by an inherited field, as by a member
    // class.
    Set<String> hiding = new TreeSet<>(memberTypes);
    Set<ClassName> hiddenQualifiers = new HashSet<>();
    for (ClassName qualifier : qualifiers) {
      String simpleName = qualifier.topLevelClassName().simpleName();
      if (memberFields.contains(simpleName)) {
        hiding.add(simpleName);
        hiddenQualifiers.add(qualifier.topLevelClassName());
      }
    }

    Set<String> ownClashes = new TreeSet<>();
    for (ClassName type : ownTypes) {
      String simpleName = type.topLevelClassName().simpleName();
      if (!type.packageName().equals(packageName) && packageTypes.contains(simpleName)) {
        ownClashes.add(simpleName);
      }
    }

    String root = root(packageName);
    Optional<String> packageUnqualifiable = packageName.isEmpty()
        ? Optional.of("classes of the unnamed package cannot be written qualified")
        : packageTypes.contains(root) || memberTypes.contains(root) || memberFields.contains(root)
            ? Optional.of("a class, member class or field named " + root + " hides the package "
                + packageName)
            : Optional.empty();
    boolean packageQualifiable = packageUnqualifiable.isEmpty();
    Set<String> qualifiedInPackage = new TreeSet<>();
    Set<String> qualifiedElsewhere = new TreeSet<>(hiding);
    qualifiedElsewhere.addAll(packageRoots);
    if (packageQualifiable) {
      qualifiedInPackage.addAll(hiding);
      qualifiedInPackage.addAll(ownClashes);
    } else {
      // Written without an import, java.lang types would mean the package's classes. Looked up
      // only here: every name of java.lang is looked up in the package.
      qualifiedElsewhere.addAll(javaLangClashes(elements, packageTypes));
    }
    boolean importJavaLang = packageQualifiable && importsJavaLang(ownTypes, ownClashes);
    // JavaPoet decides whether to import a nested class's top-level class by the nested simple
    // name.
    Set<String> qualifiedNested = new TreeSet<>();
    for (ClassName type : ownTypes) {
      if (type.enclosingClassName() != null
          && qualifiedElsewhere.contains(type.topLevelClassName().simpleName())) {
        qualifiedNested.add(type.simpleName());
      }
    }
    Set<String> alwaysQualified = new TreeSet<>(qualifiedElsewhere);
    alwaysQualified.addAll(qualifiedNested);
    // Only a nested class can be obscured: most dispatchers skip gathering the names imports must
    // avoid.
    ObscuredQualifiers obscured = ObscuredQualifiers.anyNested(qualifiers)
        ? ObscuredQualifiers.of(
            elements,
            qualifiers,
            unimportable(generated, members, namedTypes, packageRoots, alwaysQualified),
            alwaysQualified)
        : ObscuredQualifiers.NONE;
    return new ShadowedNames(
        packageName,
        Set.copyOf(qualifiedInPackage),
        Set.copyOf(qualifiedElsewhere),
        importJavaLang,
        Set.copyOf(hiddenQualifiers),
        memberTypes,
        memberFields,
        packageUnqualifiable,
        packageTypes,
        Set.copyOf(qualifiedNested),
        obscured);
  }

  /** The names of {@code packageTypes} that {@code java.lang} has a type of too. */
  private static Set<String> javaLangClashes(Elements elements, PackageTypes packageTypes) {
    Set<String> clashes = new TreeSet<>();
    for (String name : new JavaLangTypes(elements).names()) {
      if (packageTypes.contains(name)) {
        clashes.add(name);
      }
    }
    return clashes;
  }

  /**
   * The simple names a single-type import must not bring into the generated class, each with why:
   * there they mean a variable or another type, or JavaPoet would not import them.
   */
  private static Map<String, String> unimportable(
      ClassName generated,
      InheritedMembers members,
      Collection<ClassName> namedTypes,
      Set<String> packageRoots,
      Set<String> alwaysQualified) {
    Map<String, String> taken = new HashMap<>();
    for (String field : new TreeSet<>(members.fields())) {
      taken.putIfAbsent(field, "the generated class inherits a field " + field);
    }
    for (String type : new TreeSet<>(members.types())) {
      taken.putIfAbsent(type, "the generated class inherits a member class " + type);
    }
    taken.putIfAbsent(generated.simpleName(), "it is the generated class's own name");
    List<ClassName> sorted = new ArrayList<>(namedTypes);
    sorted.sort(BY_CANONICAL_NAME);
    for (ClassName type : sorted) {
      ClassName topLevel = type.topLevelClassName();
      taken.putIfAbsent(
          topLevel.simpleName(), "the generated class names the class " + topLevel.canonicalName());
    }
    for (String root : packageRoots) {
      taken.putIfAbsent(root, "the generated class names a package " + root);
    }
    for (String name : alwaysQualified) {
      taken.putIfAbsent(
          name, "the generated class writes every class named " + name + " qualified");
    }
    return taken;
  }

  /** Whether one of {@code ownTypes} is a {@code java.lang} type a class of the package shadows. */
  private static boolean importsJavaLang(Collection<ClassName> ownTypes, Set<String> ownClashes) {
    for (ClassName type : ownTypes) {
      if (type.packageName().equals("java.lang") && ownClashes.contains(type.simpleName())) {
        return true;
      }
    }
    return false;
  }

  /** Whether a name in scope in the class body shadows the package {@code root} as a qualified name's first identifier. */
  private boolean shadowsPackage(String root) {
    return packageTypes.contains(root) || memberTypes.contains(root) || memberFields.contains(root);
  }

  /** The first identifier of {@code packageName}: what a variable or type of that name would shadow. */
  public static String root(String packageName) {
    int dot = packageName.indexOf('.');
    return dot < 0 ? packageName : packageName.substring(0, dot);
  }

  /** The first identifiers of the packages of {@code types}: names generated variables must not take. */
  public static Set<String> packageRoots(Collection<? extends TypeName> types) {
    Set<String> roots = new TreeSet<>();
    for (ClassName type : classNamesIn(types)) {
      if (!type.packageName().isEmpty()) {
        roots.add(root(type.packageName()));
      }
    }
    return roots;
  }

  /** The classes {@code types} name, type arguments, bounds and array components included. */
  public static Set<ClassName> classNamesIn(Collection<? extends TypeName> types) {
    Set<ClassName> names = new HashSet<>();
    Deque<TypeName> pending = new ArrayDeque<>(types);
    while (!pending.isEmpty()) {
      TypeName type = pending.pop();
      if (type instanceof ClassName name) {
        names.add(name);
      } else if (type instanceof ParameterizedTypeName parameterized) {
        pending.push(parameterized.rawType());
        for (TypeName argument : parameterized.typeArguments()) {
          pending.push(argument);
        }
      } else if (type instanceof WildcardTypeName wildcard) {
        for (TypeName bound : wildcard.upperBounds()) {
          pending.push(bound);
        }
        for (TypeName bound : wildcard.lowerBounds()) {
          pending.push(bound);
        }
      } else if (type instanceof ArrayTypeName array) {
        pending.push(array.componentType());
      }
    }
    return names;
  }

  /**
   * How the code writes {@code type} where it names a static member of it ({@code
   * Outer.inner.INSTANCE}): {@link #spelled(ClassName)}, or from an import of it or of a class
   * enclosing it ({@code inner.INSTANCE}) when a field obscures one of the names on the way.
   */
  public ClassName qualifier(ClassName type) {
    return obscured.imported(type).orElse(spelled(type));
  }

  /** The simple names that imports bring in for {@link #qualifier}: no variable of the class may take one. */
  public Set<String> importedQualifierNames() {
    return obscured.importedNames();
  }

  /**
   * Why each qualifier a field obscures has no spelling ({@link #qualifier}), by qualifier: every
   * import that would name it brings in a name that means something else in the generated class.
   */
  public Map<ClassName, String> unspellableQualifiers() {
    return obscured.unspellable();
  }

  /** {@link #spelled(ClassName)} of the class {@code type} names. */
  public ClassName spelled(TypeRef type) {
    return spelled(type.name());
  }

  /**
   * Whether the generated class can name {@code type}, a type of another package: not when an
   * inherited member class takes its simple name and something else shadows the first identifier of
   * its package, say {@code Override} beside a field named {@code java}. An {@code @Override} can
   * then be left out; nothing else generated code names has been seen so shadowed twice.
   */
  public boolean nameable(ClassName type) {
    return !qualifiedElsewhere.contains(type.topLevelClassName().simpleName())
        || !shadowsPackage(root(type.packageName()));
  }

  /**
   * Why the generated class cannot write the first of {@code types} that it cannot name at all, if
   * any: a class of its package hidden by an inherited member class when the package cannot be
   * written (the unnamed package, or one whose name a class or field hides), or another package's
   * class that must be qualified when the first identifier of its package is hidden too. Only
   * {@code @Override} is then left out rather than reported.
   */
  public Optional<String> unnameable(Collection<ClassName> types) {
    List<ClassName> sorted = new ArrayList<>(types);
    sorted.sort(BY_CANONICAL_NAME);
    for (ClassName type : sorted) {
      Optional<String> why = whyUnnameable(type);
      if (why.isPresent()) {
        return why;
      }
    }
    return Optional.empty();
  }

  private Optional<String> whyUnnameable(ClassName type) {
    String simpleName = type.topLevelClassName().simpleName();
    if (type.packageName().equals(packageName)) {
      if (packageUnqualifiable.isEmpty()) {
        return Optional.empty();
      }
      String hider = memberTypes.contains(simpleName)
          ? "the member class " + simpleName + " the generated class inherits"
          : hiddenQualifiers.contains(type.topLevelClassName())
              ? "the field " + simpleName + " the generated class inherits"
              : null;
      return hider == null
          ? Optional.empty()
          : Optional.of(type.canonicalName() + " is hidden by " + hider + ", and "
              + packageUnqualifiable.get());
    }
    return nameable(type) || type.equals(ClassName.get(Override.class))
        ? Optional.empty()
        : Optional.of(type.canonicalName() + " must be written qualified, and something named "
            + root(type.packageName()) + " in the generated class's scope hides its package");
  }

  /** Makes {@code type} write qualified the names its members or the package's classes shadow. */
  public TypeSpec.Builder applyTo(TypeSpec.Builder type) {
    if (!qualifiedElsewhere.isEmpty()) {
      type.alwaysQualify(qualifiedElsewhere.toArray(new String[0]));
    }
    if (!qualifiedNested.isEmpty()) {
      type.alwaysQualify(qualifiedNested.toArray(new String[0]));
    }
    return type;
  }

  /** Imports {@code java.lang} types explicitly where a class of the package would shadow them. */
  public JavaFile.Builder applyTo(JavaFile.Builder file) {
    return file.skipJavaLangImports(!importJavaLang);
  }

  /** {@code type}, with each class of the generated class's package that must be qualified so written. */
  public TypeName spelled(TypeName type) {
    if (type instanceof ClassName name) {
      return spelled(name);
    }
    if (type instanceof ParameterizedTypeName parameterized
        && parameterized.enclosingType() == null) {
      List<TypeName> arguments = parameterized.typeArguments();
      TypeName[] spelledArguments = new TypeName[arguments.size()];
      for (int i = 0; i < spelledArguments.length; i++) {
        spelledArguments[i] = spelled(arguments.get(i));
      }
      return ParameterizedTypeName.get(spelled(parameterized.rawType()), spelledArguments);
    }
    if (type instanceof WildcardTypeName wildcard) {
      return wildcard.lowerBounds().isEmpty()
          ? WildcardTypeName.subtypeOf(spelled(wildcard.upperBounds().get(0)))
          : WildcardTypeName.supertypeOf(spelled(wildcard.lowerBounds().get(0)));
    }
    if (type instanceof ArrayTypeName array) {
      return ArrayTypeName.of(spelled(array.componentType()));
    }
    return type;
  }

  /**
   * {@code name}, or, if it is a class of the generated class's package that must be qualified, a
   * name JavaPoet writes in full: JavaPoet writes a class by its simple name whenever its package is
   * the file's, so the package goes into the name itself, which JavaPoet then neither imports nor
   * shortens.
   */
  public ClassName spelled(ClassName name) {
    if (packageName.isEmpty()
        || !name.packageName().equals(packageName)
        || !qualifiedInPackage.contains(name.topLevelClassName().simpleName())) {
      return name;
    }
    List<String> names = name.simpleNames();
    return ClassName.get(
        "",
        packageName + "." + names.get(0),
        names.subList(1, names.size()).toArray(new String[0]));
  }
}
