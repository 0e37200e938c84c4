package dev.switchboard.processor.multimodule;

import dev.switchboard.processor.api.IndexMarkers;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.diagnostics.RecordingMessager;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.Modules;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.validation.HandlerClassValidator;
import dev.switchboard.processor.validation.Validation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Finds the handler indexes of libraries on the class path and module path and reads them back,
 * through {@link Elements} only: class files, never reflection.
 *
 * <p>On the class path every library has a marker in the package {@value IndexMarkers#PACKAGE},
 * which javac lists across all jars. A library that is a named module has no marker (two modules
 * must not share a package); its index is found among the types of its packages, in every module
 * that reads {@code dev.switchboard.annotations}.
 */
final class ClassPathIndexes {

  private final Elements elements;
  private final Diagnostics diagnostics;
  private final Types types;
  private final Origins origins;

  ClassPathIndexes(Elements elements, Types types, Diagnostics diagnostics, Origins origins) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.origins = origins;
  }

  /** Every index class visible to the compilation, by qualified name. */
  Map<String, TypeElement> discover() {
    Map<String, TypeElement> found = new TreeMap<>();
    Set<? extends ModuleElement> modules = elements.getAllModuleElements();
    if (modules.isEmpty()) { // a compilation without modules (source level 8)
      addMarked(elements.getPackageElement(IndexMarkers.PACKAGE), null, found);
    }
    // Only a module that requires the annotations module can hold a named module's index, and none
    // can require it unless it is in the module graph (requires static too, at compile time). On
    // the class path it is not, and the directives of every JDK module need not be read.
    boolean annotationsModule =
        elements.getModuleElement(SwitchboardTypes.ANNOTATIONS_MODULE) != null;
    for (ModuleElement module : modules) {
      addMarked(elements.getPackageElement(module, IndexMarkers.PACKAGE), module, found);
      if (annotationsModule
          && Modules.named(module)
          && Modules.requires(module, SwitchboardTypes.ANNOTATIONS_MODULE)) {
        for (PackageElement packageElement :
            ElementFilter.packagesIn(module.getEnclosedElements())) {
          for (TypeElement type : ElementFilter.typesIn(packageElement.getEnclosedElements())) {
            if (Annotations.find(type, SwitchboardTypes.HANDLER_INDEX).isPresent()) {
              found.put(CanonicalNames.of(type), type);
            }
          }
        }
      }
    }
    return found;
  }

  private void addMarked(
      PackageElement markers, ModuleElement module, Map<String, TypeElement> found) {
    if (markers == null) {
      return;
    }
    for (TypeElement marker : ElementFilter.typesIn(markers.getEnclosedElements())) {
      for (VariableElement field : ElementFilter.fieldsIn(marker.getEnclosedElements())) {
        if (field.getSimpleName().contentEquals(IndexMarkers.FIELD)
            && field.getConstantValue() instanceof String name) {
          TypeElement index = module == null
              ? elements.getTypeElement(name)
              : elements.getTypeElement(module, name);
          // A marker whose index is gone is left over from an older build of its library: ignored.
          if (index != null) {
            found.put(name, index);
          }
        }
      }
    }
  }

  /**
   * Reads {@code index}, validating each of its handlers as if it were compiled here; handlers in
   * {@code localHandlers} (compiled from source now, so the index is a stale copy of this
   * compilation's own) are skipped. A handler that is not valid here (its library was built against
   * other classes than this compilation sees) is one SB606 on {@code reportOn}, saying why, rather
   * than errors on a class file. Empty when an error was reported.
   */
  Optional<LibraryIndex> read(
      TypeElement index,
      Set<String> localHandlers,
      Element reportOn,
      AnnotationMirror reportOnAnnotation) {
    AnnotationMirror annotation =
        Annotations.find(index, SwitchboardTypes.HANDLER_INDEX).orElseThrow();
    String origin = origins.of(index);
    List<HandlerModel> handlers = new ArrayList<>();
    boolean valid = true;
    for (AnnotationValue value : Annotations.values(elements, annotation, "handlers")) {
      Optional<TypeElement> handler = typeOf(value);
      if (handler.isPresent() && localHandlers.contains(CanonicalNames.of(handler.get()))) {
        continue;
      }
      RecordingMessager problems = new RecordingMessager();
      Validation<List<HandlerModel>> validation = handler.isPresent()
              && Annotations.onTypeOrItsMethods(handler.get(), SwitchboardTypes.HANDLES)
          ? new HandlerClassValidator(elements, types, new Diagnostics(problems))
              .validate(handler.get())
          : new Validation.Deferred<>(String.valueOf(value.getValue()));
      if (validation instanceof Validation.Valid<List<HandlerModel>> ok) {
        handlers.addAll(ok.model());
        continue;
      }
      String why = validation instanceof Validation.Deferred<List<HandlerModel>> deferred
          ? (handler.isPresent()
              ? "it refers to " + deferred.missingType() + ", which is not on the class path"
              : "no such class is on the class path")
          : String.join("; ", problems.problems());
      diagnostics.report(
          Message.INDEX_UNREADABLE,
          reportOn,
          reportOnAnnotation,
          CanonicalNames.of(index),
          origin,
          value.getValue(),
          why);
      valid = false;
    }
    List<String> types = new ArrayList<>();
    for (AnnotationValue value : Annotations.values(elements, annotation, "types")) {
      typeOf(value).ifPresent(type -> types.add(CanonicalNames.of(type)));
    }
    return valid
        ? Optional.of(new LibraryIndex(CanonicalNames.of(index), origin, handlers, types))
        : Optional.empty();
  }

  private static Optional<TypeElement> typeOf(AnnotationValue value) {
    return value.getValue() instanceof TypeMirror type && type.getKind() == TypeKind.DECLARED
        ? Optional.of((TypeElement) ((DeclaredType) type).asElement())
        : Optional.empty();
  }
}
