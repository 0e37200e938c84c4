package dev.switchboard.processor.kotlin;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Reads sealed hierarchies: Java's ({@code TypeElement.getPermittedSubclasses}, JDK 17+) and
 * Kotlin's, which kapt's Java stubs present as plain interfaces and classes with the sealed
 * subclasses recorded only in {@code @kotlin.Metadata}.
 */
public final class SealedTypes {
  private final Elements elements;

  public SealedTypes(Elements elements) {
    this.elements = elements;
  }

  public boolean isSealed(TypeElement type) {
    return type.getModifiers().contains(Modifier.SEALED) || kotlinSealed(type).isPresent();
  }

  /** The direct permitted subtypes of {@code type}, in the order of its {@code permits} clause (or Kotlin's metadata). */
  public List<TypeElement> permitted(TypeElement type) {
    List<TypeElement> result = new ArrayList<>();
    if (type.getModifiers().contains(Modifier.SEALED)) {
      for (TypeMirror subtype : type.getPermittedSubclasses()) {
        if (subtype.getKind() == TypeKind.DECLARED) {
          result.add((TypeElement) ((DeclaredType) subtype).asElement());
        }
      }
      return result;
    }
    for (String name :
        kotlinSealed(type).map(KotlinClassMetadata::sealedSubclasses).orElse(List.of())) {
      TypeElement subtype = elements.getTypeElement(name);
      if (subtype != null) {
        result.add(subtype);
      }
    }
    return result;
  }

  /** Whether {@code candidate} is a permitted subtype of {@code root}, directly or through sealed subtypes. */
  public boolean permittedUnder(TypeElement root, TypeElement candidate) {
    for (TypeElement subtype : permitted(root)) {
      if (subtype.equals(candidate) || (isSealed(subtype) && permittedUnder(subtype, candidate))) {
        return true;
      }
    }
    return false;
  }

  private static Optional<KotlinClassMetadata> kotlinSealed(TypeElement type) {
    Optional<KotlinClassMetadata> metadata = KotlinClassMetadata.of(type);
    return metadata.isPresent() && metadata.get().isSealed() ? metadata : Optional.empty();
  }
}
