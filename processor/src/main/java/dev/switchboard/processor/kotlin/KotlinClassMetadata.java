package dev.switchboard.processor.kotlin;

import dev.switchboard.processor.lang.Annotations;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * What javac's model of a Kotlin class misses and {@code @kotlin.Metadata} still says: whether the
 * class is {@code sealed}, its sealed subclasses, and whether it is an {@code object}. kapt's Java stubs drop {@code sealed} and
 * {@code permits} but copy the metadata annotation, so the processor reads it there (and from
 * class files compiled by kotlinc). Only the class flags and field 16 of Kotlin's {@code
 * ProtoBuf.Class} are read; metadata in a form this reader does not know is treated as absent.
 */
public final class KotlinClassMetadata {
  static final String METADATA = "kotlin.Metadata";
  /** {@code Metadata.k} of a class (file facades and lambdas have other kinds). */
  private static final int KIND_CLASS = 1;
  /** First character of {@code d1} when each character stands for one byte (kotlinc's encoding since 1.3). */
  private static final char UTF8_MODE_MARKER = '\u0000';

  private static final int FIELD_FLAGS = 1;
  private static final int FIELD_SEALED_SUBCLASS_FQ_NAME = 16;
  /** {@code ProtoBuf.Class.flags} default: public final class. */
  private static final int DEFAULT_FLAGS = 6;

  private static final int MODALITY_SHIFT = 4;
  private static final int MODALITY_SEALED = 3;
  private static final int CLASS_KIND_SHIFT = 6;
  private static final int CLASS_KIND_OBJECT = 5;
  private static final int CLASS_KIND_COMPANION_OBJECT = 6;

  private final int flags;
  private final List<String> sealedSubclasses;

  private KotlinClassMetadata(int flags, List<String> sealedSubclasses) {
    this.flags = flags;
    this.sealedSubclasses = sealedSubclasses;
  }

  /** The metadata of {@code type}, when it is a Kotlin class whose metadata this reader understands. */
  public static Optional<KotlinClassMetadata> of(TypeElement type) {
    Optional<AnnotationMirror> metadata = Annotations.find(type, METADATA);
    if (metadata.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Object> values = explicitValues(metadata.get());
    Object kind = values.getOrDefault("k", KIND_CLASS);
    List<String> d1 = strings(values.get("d1"));
    List<String> d2 = strings(values.get("d2"));
    if (!Integer.valueOf(KIND_CLASS).equals(kind)
        || d1.isEmpty()
        || d1.get(0).isEmpty()
        || d1.get(0).charAt(0) != UTF8_MODE_MARKER) {
      return Optional.empty();
    }
    try {
      return Optional.of(parse(bytes(d1), d2));
    } catch (MalformedMetadataException e) {
      return Optional.empty();
    }
  }

  /** Whether the Kotlin class is {@code sealed} (a sealed class or sealed interface). */
  public boolean isSealed() {
    return ((flags >>> MODALITY_SHIFT) & 3) == MODALITY_SEALED;
  }

  /** Whether it is an {@code object} declaration (not a companion object): one instance, in {@code INSTANCE}. */
  public boolean isObject() {
    return ((flags >>> CLASS_KIND_SHIFT) & 7) == CLASS_KIND_OBJECT;
  }

  /** Whether it is a {@code companion object}: its one instance is a static field of the class declaring it. */
  public boolean isCompanionObject() {
    return ((flags >>> CLASS_KIND_SHIFT) & 7) == CLASS_KIND_COMPANION_OBJECT;
  }

  /** The canonical names of its direct sealed subclasses, in the order kotlinc recorded them. */
  public List<String> sealedSubclasses() {
    return sealedSubclasses;
  }

  static KotlinClassMetadata parse(byte[] bytes, List<String> strings) {
    ProtoReader reader = new ProtoReader(bytes);
    JvmNameTable names = JvmNameTable.read(reader.readMessage(), strings);
    int flags = DEFAULT_FLAGS;
    List<Integer> subclassIndexes = new ArrayList<>();
    while (!reader.atEnd()) {
      int tag = reader.readTag();
      int wireType = tag & 7;
      switch (tag >>> 3) {
        case FIELD_FLAGS -> flags = reader.readVarint32();
        case FIELD_SEALED_SUBCLASS_FQ_NAME -> reader.readRepeatedInt(wireType, subclassIndexes);
        default -> reader.skip(wireType);
      }
    }
    List<String> subclasses = new ArrayList<>();
    for (int index : subclassIndexes) {
      names.className(index).ifPresent(subclasses::add);
    }
    return new KotlinClassMetadata(flags, List.copyOf(subclasses));
  }

  /** kotlinc's UTF-8 mode: after the marker, every character of the concatenated strings is one byte. */
  static byte[] bytes(List<String> d1) {
    StringBuilder all = new StringBuilder();
    d1.forEach(all::append);
    byte[] bytes = new byte[all.length() - 1];
    for (int i = 1; i < all.length(); i++) {
      bytes[i - 1] = (byte) all.charAt(i);
    }
    return bytes;
  }

  private static Map<String, Object> explicitValues(AnnotationMirror mirror) {
    Map<String, Object> values = new HashMap<>();
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      values.put(entry.getKey().getSimpleName().toString(), entry.getValue().getValue());
    }
    return values;
  }

  private static List<String> strings(Object arrayValue) {
    List<String> strings = new ArrayList<>();
    if (arrayValue instanceof List<?> list) {
      for (Object element : list) {
        if (element instanceof AnnotationValue value && value.getValue() instanceof String string) {
          strings.add(string);
        }
      }
    }
    return strings;
  }
}
