package dev.switchboard.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Loads the classes of a compilation, generated dispatchers included, to run them: each test's
 * sources get a class loader of their own, whose parent supplies the Switchboard runtime.
 */
final class CompiledClasses extends ClassLoader {
  private final List<Compilation> compilations;

  CompiledClasses(Compilation compilation) {
    this(List.of(compilation));
  }

  /**
   * The classes of {@code first}, and those of {@code second} it has no class of: a module run
   * against classes of another module compiled after it.
   */
  CompiledClasses(Compilation first, Compilation second) {
    this(List.of(first, second));
  }

  private CompiledClasses(List<Compilation> compilations) {
    super(CompiledClasses.class.getClassLoader());
    this.compilations = compilations;
  }

  /** Calls the public static no-argument method {@code method} of class {@code className}. */
  Object callStatic(String className, String method) {
    try {
      return loadClass(className).getMethod(method).invoke(null);
    } catch (InvocationTargetException e) {
      throw new AssertionError(className + "." + method + " threw", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    String path = name.replace('.', '/') + ".class";
    JavaFileObject file = null;
    for (Compilation compilation : compilations) {
      file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path).orElse(null);
      if (file != null) {
        break;
      }
    }
    if (file == null) {
      throw new ClassNotFoundException(name);
    }
    try (InputStream in = file.openInputStream()) {
      byte[] bytes = in.readAllBytes();
      return defineClass(name, bytes, 0, bytes.length);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
