package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.switchboard.processor.diagnostics.Message;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Kotlin sources as the processor sees them under kapt: Java stubs in which a sealed interface is a
 * plain {@code public abstract interface} (no {@code sealed}, no {@code permits}), an {@code object}
 * is a final class with a private constructor and a static {@code INSTANCE}, parameters carry
 * JetBrains nullability annotations, and {@code @kotlin.Metadata} holds what the stub lost. The
 * metadata strings are copied from the stubs kapt (Kotlin 2.4.21) wrote for {@code samples/kotlin}.
 */
class KotlinStubsTest {
  private static final String DEPOT_EVENT_METADATA =
      "@kotlin.Metadata(mv = {2, 4, 0}, k = 1, xi = 48, d1 = {\"\\u0000\\u001a\\n\\u0002\\u0018\\u0002\\n"
          + "\\u0002\\u0010\\u0000\\n\\u0002\\u0018\\u0002\\n\\u0002\\u0018\\u0002\\n\\u0002\\u0018\\u0002\\n\\u0002\\u00"
          + "18\\u0002\\n\\u0000\\bv\\u0018\\u00002\\u00020\\u0001\\u0082\\u0001\\u0004\\u0002\\u0003\\u0004\\u0005\\u0"
          + "0a8\\u0006\\u0006\\u00c0\\u0006\\u0003\"}, d2 = {\"Ldev/switchboard/samples/kotlin/DepotEvent;\", "
          + "\"\", \"Ldev/switchboard/samples/kotlin/DepotClosed;\", \"Ldev/switchboard/samples/kotlin/Incid"
          + "ent;\", \"Ldev/switchboard/samples/kotlin/ParcelArrived;\", \"Ldev/switchboard/samples/kotlin/"
          + "ParcelDelivered;\", \"switchboard-sample-kotlin\"})";

  private static final String INCIDENT_METADATA =
      "@kotlin.Metadata(mv = {2, 4, 0}, k = 1, xi = 48, d1 = {\"\\u0000\\u001c\\n\\u0002\\u0018\\u0002\\n"
          + "\\u0002\\u0018\\u0002\\n\\u0000\\n\\u0002\\u0010\\u000e\\n\\u0002\\b\\u0002\\n\\u0002\\u0018\\u0002\\n\\u0002"
          + "\\u0018\\u0002\\n\\u0000\\bv\\u0018\\u00002\\u00020\\u0001R\\u0012\\u0010\\u0002\\u001a\\u00020\\u0003X\\u"
          + "00a6\\u0004\\u00a2\\u0006\\u0006\\u001a\\u0004\\b\\u0004\\u0010\\u0005\\u0082\\u0001\\u0002\\u0006\\u0007"
          + "\\u00a8\\u0006\\b\\u00c0\\u0006\\u0003\"}, d2 = {\"Ldev/switchboard/samples/kotlin/Incident;\", \"Ld"
          + "ev/switchboard/samples/kotlin/DepotEvent;\", \"parcelId\", \"\", \"getParcelId\", \"()Ljava/lang/S"
          + "tring;\", \"Ldev/switchboard/samples/kotlin/ParcelDamaged;\", \"Ldev/switchboard/samples/kotli"
          + "n/ParcelLost;\", \"switchboard-sample-kotlin\"})";

  private static final String PARCEL_ARRIVED_METADATA =
      "@kotlin.Metadata(mv = {2, 4, 0}, k = 1, xi = 48, d1 = {\"\\u0000&\\n\\u0002\\u0018\\u0002\\n\\u000"
          + "2\\u0018\\u0002\\n\\u0000\\n\\u0002\\u0010\\u000e\\n\\u0000\\n\\u0002\\u0010\\b\\n\\u0002\\b\\n\\n\\u0002\\u001"
          + "0\\u000b\\n\\u0000\\n\\u0002\\u0010\\u0000\\n\\u0002\\b\\u0003\\b\\u0086\\b\\u0018\\u00002\\u00020\\u0001B\\u"
          + "0017\\u0012\\u0006\\u0010\\u0002\\u001a\\u00020\\u0003\\u0012\\u0006\\u0010\\u0004\\u001a\\u00020\\u0005"
          + "\\u00a2\\u0006\\u0004\\b\\u0006\\u0010\\u0007J\\t\\u0010\\f\\u001a\\u00020\\u0003H\\u00c6\\u0003J\\t\\u0010"
          + "\\r\\u001a\\u00020\\u0005H\\u00c6\\u0003J\\u001d\\u0010\\u000e\\u001a\\u00020\\u00002\\b\\b\\u0002\\u0010\\"
          + "u0002\\u001a\\u00020\\u00032\\b\\b\\u0002\\u0010\\u0004\\u001a\\u00020\\u0005H\\u00c6\\u0001J\\u0014\\u00"
          + "10\\u000f\\u001a\\u00020\\u00102\\b\\u0010\\u0011\\u001a\\u0004\\u0018\\u00010\\u0012H\\u00d6\\u0083\\u00"
          + "04J\\n\\u0010\\u0013\\u001a\\u00020\\u0005H\\u00d6\\u0081\\u0004J\\n\\u0010\\u0014\\u001a\\u00020\\u0003H"
          + "\\u00d6\\u0081\\u0004R\\u0011\\u0010\\u0002\\u001a\\u00020\\u0003\\u00a2\\u0006\\b\\n\\u0000\\u001a\\u0004"
          + "\\b\\b\\u0010\\tR\\u0011\\u0010\\u0004\\u001a\\u00020\\u0005\\u00a2\\u0006\\b\\n\\u0000\\u001a\\u0004\\b\\n\\u"
          + "0010\\u000b\\u00a8\\u0006\\u0015\"}, d2 = {\"Ldev/switchboard/samples/kotlin/ParcelArrived;\", \"L"
          + "dev/switchboard/samples/kotlin/DepotEvent;\", \"parcelId\", \"\", \"weightGrams\", \"\", \"<init>\", "
          + "\"(Ljava/lang/String;I)V\", \"getParcelId\", \"()Ljava/lang/String;\", \"getWeightGrams\", \"()I\", "
          + "\"component1\", \"component2\", \"copy\", \"equals\", \"\", \"other\", \"\", \"hashCode\", \"toString\", \"sw"
          + "itchboard-sample-kotlin\"})";

  static final String LOCK_GATES_METADATA =
      "@kotlin.Metadata(mv = {2, 4, 0}, k = 1, xi = 48, d1 = {\"\\u0000$\\n\\u0002\\u0018\\u0002\\n\\u000"
          + "2\\u0018\\u0002\\n\\u0002\\u0018\\u0002\\n\\u0002\\b\\u0003\\n\\u0002\\u0010\\u000b\\n\\u0002\\b\\u0004\\n\\u0"
          + "002\\u0010\\u0002\\n\\u0002\\b\\u0002\\n\\u0002\\u0018\\u0002\\b\\u00c7\\u0002\\u0018\\u00002\\b\\u0012\\u00"
          + "04\\u0012\\u00020\\u00020\\u0001B\\t\\b\\u0002\\u00a2\\u0006\\u0004\\b\\u0003\\u0010\\u0004J\\u0010\\u0010"
          + "\\n\\u001a\\u00020\\u000b2\\u0006\\u0010\\f\\u001a\\u00020\\u0002H\\u0016R\\u001e\\u0010\\u0007\\u001a\\u0"
          + "0020\\u00062\\u0006\\u0010\\u0005\\u001a\\u00020\\u0006@BX\\u0086\\u000e\\u00a2\\u0006\\b\\n\\u0000\\u001"
          + "a\\u0004\\b\\b\\u0010\\t\\u00ca\\u0001\\u0010\\b\\u000e\\u0012\\f\\b\\u0005\\u0012\\b\\b\\fJ\\u0004\\b\\t0\\u000"
          + "2\\u00a8\\u0006\\r\"}, d2 = {\"Ldev/switchboard/samples/kotlin/LockGates;\", \"Ldev/switchboard/H"
          + "andler;\", \"Ldev/switchboard/samples/kotlin/DepotClosed;\", \"<init>\", \"()V\", \"value\", \"\", \"l"
          + "ocked\", \"getLocked\", \"()Z\", \"handle\", \"\", \"event\", \"switchboard-sample-kotlin\", \"Ldev/swit"
          + "chboard/annotations/Handles;\"})";

  /** kotlin.Metadata as declared by kotlin-stdlib (the members kapt writes). */
  static final JavaFileObject METADATA = source(
      "kotlin.Metadata",
      "package kotlin;",
      "import java.lang.annotation.ElementType;",
      "import java.lang.annotation.Retention;",
      "import java.lang.annotation.RetentionPolicy;",
      "import java.lang.annotation.Target;",
      "@Retention(RetentionPolicy.RUNTIME)",
      "@Target(ElementType.TYPE)",
      "public @interface Metadata {",
      "  int k() default 1;",
      "  int[] mv() default {};",
      "  String[] d1() default {};",
      "  String[] d2() default {};",
      "  String xs() default \"\";",
      "  String pn() default \"\";",
      "  int xi() default 0;",
      "}");

  /** The JetBrains annotations kapt puts on stub members (from org.jetbrains:annotations). */
  private static final List<JavaFileObject> NULLABILITY = List.of(
      source(
          "org.jetbrains.annotations.NotNull",
          "package org.jetbrains.annotations;",
          "public @interface NotNull {}"),
      source(
          "org.jetbrains.annotations.Nullable",
          "package org.jetbrains.annotations;",
          "public @interface Nullable {}"));

  private static JavaFileObject stub(String name, String... lines) {
    List<String> all = new ArrayList<>(List.of("package dev.switchboard.samples.kotlin;"));
    all.addAll(Arrays.asList(lines));
    return source("dev.switchboard.samples.kotlin." + name, all.toArray(new String[0]));
  }

  private static final JavaFileObject DEPOT_EVENT =
      stub("DepotEvent", DEPOT_EVENT_METADATA, "public abstract interface DepotEvent {", "}");

  private static final JavaFileObject INCIDENT = stub(
      "Incident",
      INCIDENT_METADATA,
      "public abstract interface Incident extends dev.switchboard.samples.kotlin.DepotEvent {",
      "  @org.jetbrains.annotations.NotNull()",
      "  public abstract java.lang.String getParcelId();",
      "}");

  private static final JavaFileObject PARCEL_ARRIVED = stub(
      "ParcelArrived",
      PARCEL_ARRIVED_METADATA,
      "public final class ParcelArrived implements dev.switchboard.samples.kotlin.DepotEvent {",
      "  public ParcelArrived(@org.jetbrains.annotations.NotNull() java.lang.String parcelId, int weightGrams) {",
      "    super();",
      "  }",
      "}");

  private static JavaFileObject event(String name, String supertype) {
    return stub(
        name,
        "public final class " + name + " implements dev.switchboard.samples.kotlin." + supertype
            + " {",
        "  @org.jetbrains.annotations.NotNull()",
        "  public java.lang.String getParcelId() {",
        "    return null;",
        "  }",
        "}");
  }

  /** A Kotlin {@code data object}: private constructor, static INSTANCE (null in the stub). */
  private static final JavaFileObject DEPOT_CLOSED = stub(
      "DepotClosed",
      "public final class DepotClosed implements dev.switchboard.samples.kotlin.DepotEvent {",
      "  @org.jetbrains.annotations.NotNull()",
      "  public static final dev.switchboard.samples.kotlin.DepotClosed INSTANCE = null;",
      "  private DepotClosed() {",
      "    super();",
      "  }",
      "}");

  private static JavaFileObject handler(String name, String event) {
    String type = "dev.switchboard.samples.kotlin." + event;
    return stub(
        name,
        "@dev.switchboard.annotations.Handles(value = {" + type + ".class})",
        "public final class " + name + " implements dev.switchboard.Handler<" + type + "> {",
        "  public " + name + "() {",
        "    super();",
        "  }",
        "  @java.lang.Override()",
        "  public void handle(@org.jetbrains.annotations.NotNull() " + type + " event) {",
        "  }",
        "}");
  }

  /** A Kotlin {@code object} handler: no accessible constructor, its instance is INSTANCE. */
  private static final JavaFileObject LOCK_GATES = lockGates(LOCK_GATES_METADATA);

  /** The same shape written in Java, without Kotlin's metadata: a private constructor and nothing more. */
  private static final JavaFileObject JAVA_SINGLETON = lockGates("");

  private static JavaFileObject lockGates(String metadata) {
    return kotlinObject("dev.switchboard.samples.kotlin", "LockGates", metadata);
  }

  /** LockGates's shape and metadata as the object class {@code name} of {@code packageName}. */
  private static JavaFileObject kotlinObject(String packageName, String name, String metadata) {
    String qualified = packageName.isEmpty() ? name : packageName + "." + name;
    List<String> lines = new ArrayList<>(
        packageName.isEmpty() ? List.of() : List.of("package " + packageName + ";"));
    lines.addAll(List.of(
        metadata.replace("dev/switchboard/samples/kotlin/LockGates", qualified.replace('.', '/')),
        "@dev.switchboard.annotations.Handles(value = {dev.switchboard.samples.kotlin.DepotClosed.class})",
        "public final class " + name
            + " implements dev.switchboard.Handler<dev.switchboard.samples.kotlin.DepotClosed> {",
        "  @org.jetbrains.annotations.NotNull()",
        "  public static final " + qualified + " INSTANCE = null;",
        "  private " + name + "() {",
        "    super();",
        "  }",
        "  @java.lang.Override()",
        "  public void handle(@org.jetbrains.annotations.NotNull() dev.switchboard.samples.kotlin.DepotClosed event) {",
        "  }",
        "}"));
    return source(qualified, lines.toArray(new String[0]));
  }

  private static JavaFileObject dispatcher(String exhaustive) {
    return dispatcher(exhaustive, "");
  }

  private static JavaFileObject dispatcher(String exhaustive, String members) {
    return stub(
        "DepotEventDispatcher",
        "@dev.switchboard.annotations.EventDispatcher(exhaustive = {" + exhaustive + "})",
        "public abstract interface DepotEventDispatcher extends "
            + "dev.switchboard.Dispatcher<dev.switchboard.samples.kotlin.DepotEvent> {",
        members,
        "}");
  }

  private static List<JavaFileObject> depot(JavaFileObject... more) {
    List<JavaFileObject> all = new ArrayList<>(NULLABILITY);
    all.addAll(List.of(
        METADATA,
        DEPOT_EVENT,
        INCIDENT,
        PARCEL_ARRIVED,
        DEPOT_CLOSED,
        event("ParcelDelivered", "DepotEvent"),
        event("ParcelDamaged", "Incident"),
        event("ParcelLost", "Incident")));
    all.addAll(Arrays.asList(more));
    return all;
  }

  private static Compilation compileDepot(JavaFileObject... more) {
    return compile(depot(more).toArray(new JavaFileObject[0]));
  }

  @Test
  void aKotlinSealedInterfaceIsExhaustiveThroughItsMetadata() {
    JavaFileObject[] sources = depot(
            dispatcher("dev.switchboard.samples.kotlin.DepotEvent.class"),
            handler("SortParcel", "ParcelArrived"),
            handler("ConfirmDelivery", "ParcelDelivered"),
            handler("OpenClaim", "Incident"),
            LOCK_GATES)
        .toArray(new JavaFileObject[0]);
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  @Test
  void missingKotlinSealedSubtypesAreListedInTheOrderKotlinRecordedThem() {
    JavaFileObject dispatcher = dispatcher("dev.switchboard.samples.kotlin.DepotEvent.class");
    Compilation compilation = compileDepot(
        dispatcher, handler("SortParcel", "ParcelArrived"), handler("LostAndFound", "ParcelLost"));

    assertThat(compilation)
        .hadErrorContaining(
            "[SB406] dispatcher dev.switchboard.samples.kotlin.DepotEventDispatcher must handle "
                + "every permitted subtype of sealed dev.switchboard.samples.kotlin.DepotEvent, but no handler takes "
                + "dev.switchboard.samples.kotlin.DepotClosed, dev.switchboard.samples.kotlin.ParcelDamaged, "
                + "dev.switchboard.samples.kotlin.ParcelDelivered.")
        .inFile(dispatcher)
        .onLine(2);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aKotlinClassThatIsNotSealedIsStillRejected() {
    JavaFileObject dispatcher = dispatcher("dev.switchboard.samples.kotlin.ParcelArrived.class");
    Compilation compilation = compileDepot(dispatcher, handler("SortParcel", "ParcelArrived"));

    assertThat(compilation)
        .hadErrorContaining(
            "[SB310] dispatcher dev.switchboard.samples.kotlin.DepotEventDispatcher requires a "
                + "handler for every permitted subtype of dev.switchboard.samples.kotlin.ParcelArrived, which is not sealed")
        .inFile(dispatcher)
        .onLine(2);
  }

  @Test
  void metadataThisReaderDoesNotUnderstandLeavesTheTypePlainJava() {
    JavaFileObject garbled = stub(
        "Garbled",
        "@kotlin.Metadata(k = 1, d1 = {\"\\u0000\\u0050\\u00ff\"}, d2 = {})",
        "public abstract interface Garbled extends dev.switchboard.samples.kotlin.DepotEvent {",
        "}");
    JavaFileObject dispatcher = dispatcher("dev.switchboard.samples.kotlin.Garbled.class");
    Compilation compilation =
        compileDepot(garbled, dispatcher, handler("SortParcel", "ParcelArrived"));

    assertThat(compilation)
        .hadErrorContaining(
            "[SB310] dispatcher dev.switchboard.samples.kotlin.DepotEventDispatcher requires a "
                + "handler for every permitted subtype of dev.switchboard.samples.kotlin.Garbled, which is not sealed")
        .inFile(dispatcher)
        .onLine(2);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void createTakesAKotlinObjectHandlerFromItsInstanceField() {
    JavaFileObject[] sources = depot(dispatcher(""), handler("OpenClaim", "Incident"), LOCK_GATES)
        .toArray(new JavaFileObject[0]);
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(
        compilation, "dev.switchboard.samples.kotlin.SwitchboardDepotEventDispatcher");
    assertTrue(
        generated.contains(
            "public SwitchboardDepotEventDispatcher(LockGates lockGates, OpenClaim openClaim)"),
        generated);
    assertTrue(
        generated.contains(
            "return new SwitchboardDepotEventDispatcher(LockGates.INSTANCE, new OpenClaim());"),
        generated);
    assertTrue(generated.contains("(the {@code INSTANCE} of each Kotlin object)"), generated);
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  /** In {@code LockGates.INSTANCE} a field {@code LockGates} of the declaration would be meant: the class is qualified. */
  @Test
  void aKotlinObjectNamedLikeAFieldOfTheDeclarationIsWrittenQualified() {
    JavaFileObject[] sources = depot(
            dispatcher("", "int LockGates = 0;"), handler("OpenClaim", "Incident"), LOCK_GATES)
        .toArray(new JavaFileObject[0]);
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(
        compilation, "dev.switchboard.samples.kotlin.SwitchboardDepotEventDispatcher");
    assertTrue(
        generated.contains("(dev.switchboard.samples.kotlin.LockGates.INSTANCE, new OpenClaim());"),
        generated);
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  /**
   * An object class named like a variable of the generated class (its own field for the object,
   * decapitalized: {@code lockGates}; the table's field {@code routes}) is not captured by it in
   * {@code create()}: before, {@code lockGates.INSTANCE} there was the instance field.
   */
  @ParameterizedTest
  @ValueSource(strings = {"lockGates", "routes"})
  void aLowercaseKotlinObjectNamedLikeAVariableOfTheGeneratedClassIsStillItsClass(String name) {
    JavaFileObject[] sources = depot(
            dispatcher(""),
            handler("OpenClaim", "Incident"),
            kotlinObject("dev.switchboard.samples.kotlin", name, LOCK_GATES_METADATA))
        .toArray(new JavaFileObject[0]);
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(
        compilation, "dev.switchboard.samples.kotlin.SwitchboardDepotEventDispatcher");
    assertTrue(generated.contains(name + ".INSTANCE);"), generated);
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  /**
   * In the unnamed package an object class hidden by an inherited field of its name has no spelling
   * left. (The generated class's own variables give way to it: GeneratedVariableNamesTest.)
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "LockGates|int LockGates = 0;|the field LockGates the generated class inherits",
      })
  void aKotlinObjectOfTheUnnamedPackageHiddenByAFieldIsAnError(
      String name, String members, String hider) {
    JavaFileObject declaration = source(
        "DepotEvents",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface DepotEvents extends dev.switchboard.Dispatcher<dev.switchboard.samples.kotlin.DepotEvent> {",
        members == null ? "" : members,
        "}");
    Compilation compilation = compileDepot(
        declaration, handler("OpenClaim", "Incident"), kotlinObject("", name, LOCK_GATES_METADATA));

    assertThat(compilation)
        .hadErrorContaining("[SB319] the generated class of dispatcher DepotEvents cannot name a"
            + " type it needs: " + name + " is hidden by " + hider
            + ", and classes of the unnamed package cannot be"
            + " written qualified")
        .inFile(declaration)
        .onLineContaining("interface DepotEvents");
    assertThat(compilation.errors()).hasSize(1);
  }

  @Test
  void aJavaClassWithAPrivateConstructorGetsNoCreateEvenWithAnInstanceField() {
    Compilation compilation =
        compileDepot(dispatcher(""), handler("OpenClaim", "Incident"), JAVA_SINGLETON);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(
        compilation, "dev.switchboard.samples.kotlin.SwitchboardDepotEventDispatcher");
    assertTrue(
        generated.contains(
            "public SwitchboardDepotEventDispatcher(LockGates lockGates, OpenClaim openClaim)"),
        generated);
    assertFalse(generated.contains("create()"), generated);
  }
  /**
   * {@code class Gates { companion object : Handler<DepotClosed> }} as kapt stubs it: the companion is a
   * nested class with a private constructor, its instance the static field {@code Gates.Companion}. The
   * metadata is LockGates's with the class kind of a companion object (flags 0x187 for 0x147).
   */
  private static final JavaFileObject GATES_COMPANION = stub(
      "Gates",
      "public final class Gates {",
      "  @org.jetbrains.annotations.NotNull()",
      "  public static final dev.switchboard.samples.kotlin.Gates.Companion Companion = null;",
      "  public Gates() {",
      "    super();",
      "  }",
      "  "
          + LOCK_GATES_METADATA
              .replace("\\b\\u00c7\\u0002", "\\b\\u0087\\u0003")
              .replace(
                  "dev/switchboard/samples/kotlin/LockGates",
                  "dev/switchboard/samples/kotlin/Gates$Companion"),
      "  @dev.switchboard.annotations.Handles(value = {dev.switchboard.samples.kotlin.DepotClosed.class})",
      "  public static final class Companion implements dev.switchboard.Handler<dev.switchboard.samples.kotlin.DepotClosed> {",
      "    private Companion() {",
      "      super();",
      "    }",
      "    @java.lang.Override()",
      "    public void handle(@org.jetbrains.annotations.NotNull() dev.switchboard.samples.kotlin.DepotClosed event) {",
      "    }",
      "  }",
      "}");

  @Test
  void aCompanionObjectHandlerGetsNoCreateAndANoteSaysWhy() {
    Compilation compilation =
        compileDepot(dispatcher(""), handler("OpenClaim", "Incident"), GATES_COMPANION);

    assertThat(compilation).succeeded();
    assertThat(compilation.warnings()).isEmpty();
    assertThat(compilation)
        .hadNoteContaining(Message.KOTLIN_COMPANION_WITHOUT_FACTORY.format(
            "dev.switchboard.samples.kotlin.DepotEventDispatcher",
            "dev.switchboard.samples.kotlin.Gates.Companion",
            "Gates.Companion"))
        .inFile(GATES_COMPANION)
        .onLineContaining("public static final class Companion");
    String generated = generatedSource(
        compilation, "dev.switchboard.samples.kotlin.SwitchboardDepotEventDispatcher");
    assertTrue(
        generated.contains(
            "public SwitchboardDepotEventDispatcher(Gates.Companion companion, OpenClaim openClaim)"),
        generated);
    assertFalse(generated.contains("create()"), generated);
  }

  @Test
  void aCompanionObjectHandlerOfADispatcherThatRequiresCreateIsSB110SayingWhy() {
    JavaFileObject required = stub(
        "DepotEventDispatcher",
        "@dev.switchboard.annotations.EventDispatcher(factory = dev.switchboard.annotations.EventDispatcher.Factory.REQUIRED)",
        "public abstract interface DepotEventDispatcher extends "
            + "dev.switchboard.Dispatcher<dev.switchboard.samples.kotlin.DepotEvent> {",
        "}");
    Compilation compilation = compileDepot(required, GATES_COMPANION);

    assertThat(compilation)
        .hadErrorContaining("[SB110] dispatcher dev.switchboard.samples.kotlin.DepotEventDispatcher"
            + " requires a create() factory, but handler dev.switchboard.samples.kotlin.Gates.Companion has no"
            + " no-argument constructor it can call: it is a Kotlin companion object")
        .inFile(GATES_COMPANION)
        .onLineContaining("public static final class Companion");
    assertThat(compilation.errors()).hasSize(1);
  }
}
