package dev.switchboard.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * Copies of one template class, each defined in a class loader of its own that nothing else
 * references: what a plugin host, a hot reload or a test creating class loaders does to a
 * dispatcher. The copies share the template's name and supertypes (which come from the parent
 * loader), so each is a new class the processor never saw.
 */
final class ThrowawayClasses {
  private final String name;
  private final byte[] bytes;
  private final ClassLoader parent;

  ThrowawayClasses(Class<?> template) {
    this.name = template.getName();
    this.parent = template.getClassLoader();
    this.bytes = bytesOf(template);
  }

  /** The class file of {@code template}, a test class. */
  static byte[] bytesOf(Class<?> template) {
    String name = template.getName();
    String resource = name.substring(name.lastIndexOf('.') + 1) + ".class";
    try (InputStream in = template.getResourceAsStream(resource)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A new copy of the template in a new loader; the loader is reachable only through the class. */
  Class<?> define() {
    return new Loader(parent).define(name, bytes);
  }

  /** An instance of a new copy, made by its public no-argument constructor. */
  Object newInstance() {
    try {
      return define().getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** A weak reference to the loader of {@code event}'s class, enqueued on {@code queue} once collected. */
  static WeakReference<ClassLoader> watch(Object event, ReferenceQueue<ClassLoader> queue) {
    return new WeakReference<>(event.getClass().getClassLoader(), queue);
  }

  /**
   * Collects garbage up to {@code attempts} times, until {@code watched} loaders were collected;
   * returns how many were not.
   */
  static int awaitCollection(ReferenceQueue<ClassLoader> collected, int watched, int attempts) {
    int retained = watched;
    try {
      for (int attempt = 0; attempt < attempts && retained > 0; attempt++) {
        System.gc();
        while (retained > 0 && collected.remove(100) != null) {
          retained--;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
    return retained;
  }

  private static final class Loader extends ClassLoader {
    Loader(ClassLoader parent) {
      super(parent);
    }

    Class<?> define(String name, byte[] bytes) {
      return defineClass(name, bytes, 0, bytes.length);
    }
  }
}
