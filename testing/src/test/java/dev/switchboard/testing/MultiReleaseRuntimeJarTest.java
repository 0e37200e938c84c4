package dev.switchboard.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.switchboard.Handler;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The switchboard-runtime jar as applications get it: a multi-release jar whose Java 15 version of
 * {@code HiddenClasses} calls {@code Class.isHidden()} directly, so the runtime looks nothing up
 * reflectively. Runs where the build put the packaged jar on the test path ({@code mvn verify}); a
 * build that stops before packaging ({@code mvn test}) has only the runtime's classes directory,
 * which is not a multi-release jar, and skips this test.
 */
class MultiReleaseRuntimeJarTest {
  @Test
  void onJava15AndLaterTheRuntimeJarAsksTheClassWhetherItIsHidden() throws Exception {
    Path runtime = Path.of(
        Handler.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    assumeTrue(
        Files.isRegularFile(runtime),
        "the runtime is the classes directory " + runtime + ", not its jar");
    try (JarFile jar = new JarFile(runtime.toFile())) {
      assertEquals("true", jar.getManifest().getMainAttributes().getValue("Multi-Release"));
      assertNotNull(
          jar.getEntry("META-INF/versions/15/dev/switchboard/support/HiddenClasses.class"));
    }

    // A loader of its own reads the jar as the JVM reads it on an application's class path.
    try (URLClassLoader loader = new URLClassLoader(new URL[] {runtime.toUri().toURL()}, null)) {
      Class<?> hiddenClasses = Class.forName("dev.switchboard.support.HiddenClasses", true, loader);
      Method asksTheClass = hiddenClasses.getDeclaredMethod("asksTheClass");
      asksTheClass.setAccessible(true); // package-private, in the loader's unnamed module
      assertTrue(
          (boolean) asksTheClass.invoke(null), "the Java 15 version of HiddenClasses is loaded");
      Method isHidden = hiddenClasses.getDeclaredMethod("isHidden", Class.class);
      isHidden.setAccessible(true);
      Runnable lambda = () -> {};
      assertTrue((boolean) isHidden.invoke(null, lambda.getClass()));
      assertEquals(false, isHidden.invoke(null, String.class));
    }
  }
}
