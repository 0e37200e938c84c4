package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

  @Test
  void fromJava15OnItAsksTheClassInsteadOfReadingItsName() {
    assertEquals(Runtime.version().feature() >= 15, HiddenClasses.asksTheClass());
  }
}
