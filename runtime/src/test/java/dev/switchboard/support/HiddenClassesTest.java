package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class HiddenClassesTest {
  @Test
  void aLambdasClassIsHidden() {
    Runnable lambda = () -> {};
    Supplier<String> reference = String::new;

    assertTrue(HiddenClasses.isHidden(lambda.getClass()));
    assertTrue(HiddenClasses.isHidden(reference.getClass()));
  }

  @Test
  void classesTheirLoaderKeepsAreNot() {
    Object anonymous = new Object() {};

    assertFalse(HiddenClasses.isHidden(String.class));
    assertFalse(HiddenClasses.isHidden(HiddenClassesTest.class));
    assertFalse(HiddenClasses.isHidden(anonymous.getClass()));
    assertFalse(HiddenClasses.isHidden(int[].class));
  }

  /** The tests run on target/classes, not the multi-release jar: the Java 11 version (the jar's is tested in testing/). */
  @Test
  void theClassesDirectoryHoldsTheJava11VersionWhichReadsTheName() {
    assertFalse(HiddenClasses.asksTheClass());
  }
}
