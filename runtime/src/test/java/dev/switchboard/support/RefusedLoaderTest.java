package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.switchboard.Handler;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.security.Permission;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A security manager may refuse the route table the loader of a class ({@code Class.getClassLoader})
 * or a loader's parent ({@code ClassLoader.getParent}) when the class comes from a loader that is
 * not a descendant of the runtime's own, as in application servers of Java 17 and before that ran
 * with one. The table must then still route the class, hold it weakly (the safe choice: it cannot
 * tell whether the class would live anyway), and let no {@code SecurityException} out.
 *
 * <p>Runs where a security manager can still be installed (Java 17 by default; Java 18 to 23 only
 * with {@code -Djava.security.manager=allow}); skipped from Java 24 on, which has none.
 */
// The security manager is deprecated for removal; this tests the runtime under the JDKs that have
// one.
@SuppressWarnings("removal")
class RefusedLoaderTest {
  private static final Handler<Object> BY_SUPERCLASS = event -> {};

  private Refusing refusing;

  @BeforeEach
  void install() {
    refusing = new Refusing();
    try {
      System.setSecurityManager(refusing);
    } catch (UnsupportedOperationException noSecurityManager) {
      assumeTrue(
          false, "this JDK cannot install a security manager: " + noSecurityManager.getMessage());
    }
  }

  @AfterEach
  void uninstall() {
    if (System.getSecurityManager() == refusing) {
      System.setSecurityManager(null);
    }
  }

  @Test
  void aClassWhoseLoaderIsRefusedIsRoutedAndNotKeptAlive() {
    RouteTable table =
        RouteTable.builder().handle(Templates.Handled.class, BY_SUPERCLASS).build();
    refusing.refuseIn("loaderOrRefused");

    ReferenceQueue<ClassLoader> collected = new ReferenceQueue<>();
    WeakReference<ClassLoader> loader = dispatchOne(table, collected);

    assertTrue(refusing.refusals.get() > 0, "the table asked for the loader and was refused");
    refusing.refuseIn(null);
    assertEquals(
        0,
        ThrowawayClasses.awaitCollection(collected, 1, 20),
        "the refused class's loader was collected while the table lives");
    assertSame(BY_SUPERCLASS, table.handlerFor(new Templates.Fresh()), "the table still routes");
    Reference.reachabilityFence(table);
    Reference.reachabilityFence(loader);
  }

  @Test
  void aTableWhoseKeysParentLoaderIsRefusedIsBuiltAndRoutes() {
    // Fixed keys of a sibling loader: the table asks for their loader (allowed here) and that
    // loader's parents, which the security manager refuses.
    SiblingLoader sibling = new SiblingLoader(
        new SiblingLoader(null, Set.of()),
        Set.of(Templates.Handled.class.getName(), Templates.Fresh.class.getName()));
    Class<?> handled = sibling.copyOf(Templates.Handled.class);
    refusing.refuseIn("parentOf");

    RouteTable table = RouteTable.builder().handle(handled, BY_SUPERCLASS).build();

    assertTrue(
        refusing.refusals.get() > 0, "the table asked for the parent loader and was refused");
    Class<?> fresh = sibling.copyOf(Templates.Fresh.class);
    assertNotEquals(Templates.Fresh.class, fresh);
    assertSame(
        BY_SUPERCLASS,
        table.routeOf(fresh),
        "a class of the same loader reaches its superclass's handler");
    assertEquals(2, table.size(), "the fixed key and the learned class");
  }

  // A method of its own, so no local variable of the caller keeps the event or its class.
  private static WeakReference<ClassLoader> dispatchOne(
      RouteTable table, ReferenceQueue<ClassLoader> collected) {
    SiblingLoader sibling = new SiblingLoader(null, Set.of(Templates.Fresh.class.getName()));
    Object event = sibling.newInstanceOf(Templates.Fresh.class);
    assertSame(BY_SUPERCLASS, table.handlerFor(event));
    return new WeakReference<>(sibling, collected);
  }

  /**
   * Allows everything but {@code getClassLoader} permission checks made from within one method of
   * {@link LearningClassMap}, which it refuses and counts.
   */
  private static final class Refusing extends SecurityManager {
    final AtomicInteger refusals = new AtomicInteger();
    private volatile String refusedIn;

    void refuseIn(String method) {
      refusedIn = method;
    }

    @Override
    public void checkPermission(Permission permission) {
      String method = refusedIn;
      if (method != null && "getClassLoader".equals(permission.getName()) && calledFrom(method)) {
        refusals.incrementAndGet();
        throw new SecurityException("refused: " + permission);
      }
    }

    @Override
    public void checkPermission(Permission permission, Object context) {
      checkPermission(permission);
    }

    private static boolean calledFrom(String method) {
      return StackWalker.getInstance()
          .walk(frames ->
              frames.anyMatch(frame -> frame.getClassName().equals(LearningClassMap.class.getName())
                  && frame.getMethodName().equals(method)));
    }
  }

  /**
   * A loader that is not a descendant of the runtime's (its parent is another sibling, or the
   * bootstrap loader), so the security manager is asked when the runtime reads its classes' loader
   * or its parent. It defines its own copies of the named templates and takes every other class from
   * the runtime's loader.
   */
  private static final class SiblingLoader extends ClassLoader {
    private static final ClassLoader RUNTIME = RefusedLoaderTest.class.getClassLoader();

    private final Set<String> copied;

    SiblingLoader(ClassLoader parent, Set<String> copied) {
      super(parent);
      this.copied = copied;
    }

    Class<?> copyOf(Class<?> template) {
      try {
        return loadClass(template.getName());
      } catch (ClassNotFoundException e) {
        throw new AssertionError(e);
      }
    }

    Object newInstanceOf(Class<?> template) {
      try {
        return copyOf(template).getConstructor().newInstance();
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        if (loaded != null) {
          return loaded;
        }
        if (copied.contains(name)) {
          byte[] bytes = ThrowawayClasses.bytesOf(Class.forName(name, false, RUNTIME));
          return defineClass(name, bytes, 0, bytes.length);
        }
        return RUNTIME.loadClass(name);
      }
    }
  }
}
