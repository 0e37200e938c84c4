package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gradle.api.internal.tasks.compile.incremental.processing.IncrementalAnnotationProcessorType;
import org.gradle.api.internal.tasks.compile.processing.AnnotationProcessorDeclaration;
import org.gradle.api.internal.tasks.compile.processing.AnnotationProcessorDetector;
import org.gradle.cache.internal.FileContentCacheFactory;
import org.junit.jupiter.api.Test;

/**
 * The published (shaded) processor jar declares the processor to Gradle: Gradle 8.10's own
 * detector, which reads {@code META-INF/services/javax.annotation.processing.Processor} and
 * {@code META-INF/gradle/incremental.annotation.processors} from a jar on the processor path, finds
 * it as aggregating. The jar is the one {@code mvn verify} packaged before this module's tests.
 */
class GradleProcessorJarTest {
  @Test
  void gradleDetectsTheShadedJarsProcessorAsAggregating() throws Exception {
    Path jar = Path.of(System.getProperty("switchboard.processorJar"));
    assertWithMessage("%s (run mvn verify, which packages the processor first)", jar)
        .that(Files.isRegularFile(jar))
        .isTrue();

    List<AnnotationProcessorDeclaration> declared = detect(jar.toFile());

    assertThat(declared).hasSize(1);
    assertThat(declared.get(0).getClassName()).isEqualTo(SwitchboardProcessor.class.getName());
    assertThat(declared.get(0).getType()).isEqualTo(IncrementalAnnotationProcessorType.AGGREGATING);
    assertThat(GradleProcessing.declaredType())
        .isEqualTo(IncrementalAnnotationProcessorType.AGGREGATING);
  }

  /**
   * What Gradle's {@code AnnotationProcessorDetector} finds in {@code jar}: its {@code
   * ProcessorServiceLocator}, called as the detector's file-content cache calls it (the cache itself
   * is Gradle's build-service machinery, left out).
   */
  @SuppressWarnings("unchecked") // the locator's declared result type
  private static List<AnnotationProcessorDeclaration> detect(File jar) throws Exception {
    FileContentCacheFactory noCache = (FileContentCacheFactory) Proxy.newProxyInstance(
        FileContentCacheFactory.class.getClassLoader(),
        new Class<?>[] {FileContentCacheFactory.class},
        (proxy, method, args) -> null);
    AnnotationProcessorDetector detector = new AnnotationProcessorDetector(
        noCache, org.slf4j.LoggerFactory.getLogger(GradleProcessorJarTest.class), true);
    Class<?> locatorClass =
        Class.forName(AnnotationProcessorDetector.class.getName() + "$ProcessorServiceLocator");
    Constructor<?> locatorConstructor =
        locatorClass.getDeclaredConstructor(AnnotationProcessorDetector.class);
    locatorConstructor.setAccessible(true);
    Object locator = locatorConstructor.newInstance(detector);
    Method calculate = locatorClass.getMethod("calculate", File.class, boolean.class);
    calculate.setAccessible(true);
    return (List<AnnotationProcessorDeclaration>) calculate.invoke(locator, jar, true);
  }
}
