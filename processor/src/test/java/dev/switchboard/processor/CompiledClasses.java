package dev.switchboard.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Loads the classes of a compilation, generated dispatchers included, to run them: each test's
 * sources get a class loader of their own, whose parent supplies the Switchboard runtime.
 */
final class CompiledClasses extends ClassLoader {
  private final Compilation compilation;

  CompiledClasses(Compilation compilation) {
    super(CompiledClasses.class.getClassLoader());
    this.compilation = compilation;
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
    JavaFileObject file = compilation
        .generatedFile(StandardLocation.CLASS_OUTPUT, name.replace('.', '/') + ".class")
        .orElseThrow(() -> new ClassNotFoundException(name));
    try (InputStream in = file.openInputStream()) {
      byte[] bytes = in.readAllBytes();
      return defineClass(name, bytes, 0, bytes.length);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
