package dev.switchboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link HandlerDescriptor}: names handlers as the route report does, compares by all its constants. */
class HandlerDescriptorTest {
  interface Shop extends Dispatcher<Object> {}

  interface OtherShop extends Dispatcher<Object> {}

  static final class OrderPlaced {}

  static final class OrderProjection {}

  @Test
  void aHandlerMethodIsNamedByCanonicalClassNameMethodAndSimpleParameterName() {
    HandlerDescriptor handler = HandlerDescriptor.ofMethod(
        Shop.class, OrderProjection.class, "onPlaced", OrderPlaced.class);

    assertEquals(
        "dev.switchboard.HandlerDescriptorTest.OrderProjection#onPlaced(OrderPlaced)",
        handler.toString());
    assertEquals(Shop.class, handler.dispatcher());
    assertEquals(OrderProjection.class, handler.handlerClass());
    assertEquals(Optional.of("onPlaced"), handler.method());
    assertEquals(OrderPlaced.class, handler.eventType());
  }

  @Test
  void aHandlerClassIsNamedByItsCanonicalName() {
    HandlerDescriptor handler =
        HandlerDescriptor.ofClass(Shop.class, OrderProjection.class, OrderPlaced.class);

    assertEquals("dev.switchboard.HandlerDescriptorTest.OrderProjection", handler.toString());
    assertEquals(Optional.empty(), handler.method());
  }

  @Test
  void aClassWithoutCanonicalNameIsNamedByItsBinaryName() {
    class Local {}

    assertEquals(
        Local.class.getName(),
        HandlerDescriptor.ofClass(Shop.class, Local.class, Object.class).toString());
  }

  @Test
  void equalWhenEveryConstantIsEqual() {
    HandlerDescriptor method =
        HandlerDescriptor.ofMethod(Shop.class, OrderProjection.class, "on", OrderPlaced.class);

    assertEquals(
        method,
        HandlerDescriptor.ofMethod(Shop.class, OrderProjection.class, "on", OrderPlaced.class));
    assertEquals(
        method.hashCode(),
        HandlerDescriptor.ofMethod(Shop.class, OrderProjection.class, "on", OrderPlaced.class)
            .hashCode());
    assertNotEquals(
        method,
        HandlerDescriptor.ofMethod(
            OtherShop.class, OrderProjection.class, "on", OrderPlaced.class));
    assertNotEquals(
        method, HandlerDescriptor.ofMethod(Shop.class, OrderPlaced.class, "on", OrderPlaced.class));
    assertNotEquals(
        method,
        HandlerDescriptor.ofMethod(Shop.class, OrderProjection.class, "other", OrderPlaced.class));
    assertNotEquals(
        method, HandlerDescriptor.ofMethod(Shop.class, OrderProjection.class, "on", Object.class));
    assertNotEquals(
        method, HandlerDescriptor.ofClass(Shop.class, OrderProjection.class, OrderPlaced.class));
  }

  @Test
  void refusesNulls() {
    assertThrows(
        NullPointerException.class,
        () -> HandlerDescriptor.ofClass(null, OrderProjection.class, Object.class));
    assertThrows(
        NullPointerException.class,
        () -> HandlerDescriptor.ofClass(Shop.class, null, Object.class));
    assertThrows(
        NullPointerException.class,
        () -> HandlerDescriptor.ofClass(Shop.class, OrderProjection.class, null));
    assertThrows(
        NullPointerException.class,
        () -> HandlerDescriptor.ofMethod(Shop.class, OrderProjection.class, null, Object.class));
  }
}
