package dev.switchboard.processor.fuzz;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * A fresh class loader for one compiled program, whose parent supplies the Switchboard runtime and
 * {@link FuzzTrace}; it instantiates the program's classes whatever their access, as a DI container
 * or a test would.
 */
final class ProgramClassLoader extends ClassLoader {
  private final ProgramCompiler.Result compiled;

  ProgramClassLoader(ProgramCompiler.Result compiled) {
    super(ProgramClassLoader.class.getClassLoader());
    this.compiled = compiled;
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = compiled.classFile(name).orElseThrow(() -> new ClassNotFoundException(name));
    return defineClass(name, bytes, 0, bytes.length);
  }

  Class<?> load(TypeDecl decl) {
    try {
      return loadClass(decl.binaryName());
    } catch (ClassNotFoundException e) {
      throw new AssertionError("class not compiled: " + decl.binaryName(), e);
    }
  }

  /** A new instance of a member class, through its only constructor (an inner class gets a new outer instance). */
  Object instantiate(TypeDecl decl) {
    Constructor<?> constructor = load(decl).getDeclaredConstructors()[0];
    Class<?>[] parameters = constructor.getParameterTypes();
    Object[] arguments = new Object[parameters.length];
    for (int i = 0; i < parameters.length; i++) {
      if (i == 0 && decl.isInner()) {
        arguments[i] = instantiate(decl.outer);
      } else if (parameters[i] == int.class) {
        arguments[i] = 0;
      } else if (parameters[i] == String.class) {
        arguments[i] = "fuzz";
      }
    }
    return construct(constructor, arguments);
  }

  static Object construct(Constructor<?> constructor, Object... arguments) {
    try {
      constructor.setAccessible(true);
      return constructor.newInstance(arguments);
    } catch (InvocationTargetException e) {
      throw new AssertionError(constructor + " threw", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** The local and anonymous event instances of a top-level type, in declaration order. */
  Object[] samples(TypeDecl owner) {
    try {
      Method method = load(owner).getDeclaredMethod(FuzzTrace.SAMPLES_METHOD);
      method.setAccessible(true);
      return (Object[]) method.invoke(null);
    } catch (InvocationTargetException e) {
      throw new AssertionError(owner + "." + FuzzTrace.SAMPLES_METHOD + " threw", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
