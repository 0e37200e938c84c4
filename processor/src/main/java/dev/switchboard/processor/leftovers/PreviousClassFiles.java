package dev.switchboard.processor.leftovers;

import java.util.Optional;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The generated classes the previous build compiled, as the compiler reads them from the class
 * output: where their nested classes are found.
 */
final class PreviousClassFiles {
  private final Elements elements;

  PreviousClassFiles(Elements elements) {
    this.elements = elements;
  }

  /**
   * The class {@code canonicalName} of {@code module}, or null where none is compiled. Looked up in
   * that module: without one, javac searches every module of the platform for a class that is not
   * there, as in every clean build. A null {@code module} (before Java 9, or not known) searches
   * everywhere.
   */
  TypeElement find(String canonicalName, ModuleElement module) {
    return module == null
        ? elements.getTypeElement(canonicalName)
        : elements.getTypeElement(module, canonicalName);
  }

  /**
   * The class {@code canonicalName} of the module named {@code moduleName} ({@code ""} for the
   * unnamed one); looked up everywhere when no name is given or no such module is found.
   */
  TypeElement find(String canonicalName, Optional<String> moduleName) {
    return find(canonicalName, moduleName.map(elements::getModuleElement).orElse(null));
  }
}
