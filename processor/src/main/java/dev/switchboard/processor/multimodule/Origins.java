package dev.switchboard.processor.multimodule;

import dev.switchboard.processor.lang.Modules;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.net.URI;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.FileObject;

/** Names where a class came from, for messages: its module, else its jar or class directory. */
final class Origins {
  private final Elements elements;
  private final OutputFiles files;

  Origins(Elements elements, OutputFiles files) {
    this.elements = elements;
    this.files = files;
  }

  String of(TypeElement type) {
    ModuleElement module = elements.getModuleOf(type);
    if (Modules.named(module)) {
      return "module " + module.getQualifiedName();
    }
    String packageName = elements.getPackageOf(type).getQualifiedName().toString();
    String relativeName = elements
            .getBinaryName(type)
            .toString()
            .substring(packageName.isEmpty() ? 0 : packageName.length() + 1)
        + ".class";
    try {
      FileObject classFile = files.onClassPath(packageName, relativeName);
      return container(classFile.toUri(), packageName.replace('.', '/') + "/" + relativeName);
    } catch (IOException | IllegalArgumentException e) {
      // Not a file of the class path (another file manager, or the module path): say no more than
      // that.
      return "the class path";
    }
  }

  /** The jar file name, or the class directory, that holds {@code path}. */
  static String container(URI uri, String path) {
    String text = uri.toString();
    int separator = text.indexOf("!/");
    if (separator >= 0) {
      String jar = text.substring(0, separator);
      return jar.substring(jar.lastIndexOf('/') + 1);
    }
    String file = uri.getPath() == null ? text : uri.getPath();
    return file.endsWith(path) ? file.substring(0, file.length() - path.length()) : file;
  }
}
