package dev.switchboard.micrometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.support.InterceptorChain;
import io.micrometer.common.KeyValue;
import io.micrometer.observation.GlobalObservationConvention;
import io.micrometer.observation.Observation;
import io.micrometer.observation.tck.TestObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistryAssert;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** {@link ObservationInterceptor} in Micrometer's test registry: one observation per handler call. */
class ObservationInterceptorTest {
  private static final String ORDERS = "dev.switchboard.micrometer.Shop.Orders";
  private static final String RESERVE_STOCK = "dev.switchboard.micrometer.Shop.ReserveStock";
  private static final String PROJECTION_ON =
      "dev.switchboard.micrometer.Shop.Projection#on(CharSequence)";

  private final TestObservationRegistry registry = TestObservationRegistry.create();
  private final Shop shop = new Shop(new ObservationInterceptor(registry));

  @Test
  void observesEachHandlerCallTaggedByDispatcherEventTypeHandlerAndOutcome() {
    shop.reserve.handle("a");
    shop.reserve.handle("b");
    shop.on.handle("c");

    assertEquals(List.of("a", "b"), shop.reserveStock.reserved);
    assertEquals(List.of("c"), shop.projection.seen);
    TestObservationRegistryAssert.assertThat(registry)
        .hasNumberOfObservationsWithNameEqualTo("switchboard.handler", 3);
    assertEquals(
        List.of(
            tags(ORDERS, "java.lang.String", RESERVE_STOCK, "success"),
            tags(ORDERS, "java.lang.String", RESERVE_STOCK, "success"),
            tags(ORDERS, "java.lang.CharSequence", PROJECTION_ON, "success")),
        lowCardinalityKeyValues());
    assertEquals(List.of(RESERVE_STOCK, RESERVE_STOCK, PROJECTION_ON), contextualNames());
  }

  @Test
  void aFailureIsTaggedByTheExceptionsSimpleNameAndRethrownAsItIs() {
    IllegalStateException failure =
        assertThrows(IllegalStateException.class, () -> shop.reserve.handle("fail 1"));

    assertEquals(
        List.of(tags(ORDERS, "java.lang.String", RESERVE_STOCK, "IllegalStateException")),
        lowCardinalityKeyValues());
    TestObservationRegistryAssert.assertThat(registry)
        .hasSingleObservationThat()
        .hasError(failure);
  }

  @Test
  void anExceptionOfAClassWithoutSimpleNameIsAnError() {
    Handler<String> failing = event -> {
      throw new RuntimeException("anonymous") {};
    };
    HandlerDescriptor descriptor =
        HandlerDescriptor.ofClass(Shop.Orders.class, Shop.ReserveStock.class, String.class);

    assertThrows(
        RuntimeException.class,
        () -> InterceptorChain.wrap(descriptor, failing, new ObservationInterceptor(registry))
            .handle("a"));

    assertEquals(
        List.of(tags(ORDERS, "java.lang.String", RESERVE_STOCK, "error")),
        lowCardinalityKeyValues());
  }

  @Test
  void theObservationIsCurrentWhileTheHandlerRuns() {
    AtomicReference<Observation> current = new AtomicReference<>();
    Handler<String> handler = event -> current.set(registry.getCurrentObservation());

    InterceptorChain.wrap(Shop.RESERVE_STOCK, handler, new ObservationInterceptor(registry))
        .handle("a");

    HandlerObservationContext context =
        assertInstanceOf(HandlerObservationContext.class, current.get().getContext());
    assertSame(Shop.RESERVE_STOCK, context.getHandler());
    assertEquals("a", context.getEvent());
  }

  @Test
  void aGivenConventionNamesAndTagsTheObservations() {
    Shop renamed =
        new Shop(new ObservationInterceptor(registry, new DefaultHandlerObservationConvention() {
          @Override
          public String getName() {
            return "shop.handler";
          }
        }));

    renamed.on.handle("a");

    TestObservationRegistryAssert.assertThat(registry)
        .hasNumberOfObservationsWithNameEqualTo("shop.handler", 1)
        .hasNumberOfObservationsWithNameEqualTo("switchboard.handler", 0);
  }

  /** A convention registered for every dispatcher of a registry. */
  static final class GlobalConvention extends DefaultHandlerObservationConvention
      implements GlobalObservationConvention<HandlerObservationContext> {
    @Override
    public String getName() {
      return "global.handler";
    }
  }

  @Test
  void withoutAGivenConventionTheRegistrysGlobalOneApplies() {
    registry.observationConfig().observationConvention(new GlobalConvention());

    shop.on.handle("a");

    TestObservationRegistryAssert.assertThat(registry)
        .hasNumberOfObservationsWithNameEqualTo("global.handler", 1);
  }

  private static Map<String, String> tags(
      String dispatcher, String eventType, String handler, String outcome) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("dispatcher", dispatcher);
    tags.put("event.type", eventType);
    tags.put("handler", handler);
    tags.put("outcome", outcome);
    return tags;
  }

  private List<Observation.Context> contexts() {
    List<Observation.Context> contexts = new ArrayList<>();
    TestObservationRegistryAssert.assertThat(registry)
        .hasHandledContextsThatSatisfy(contexts::addAll);
    return contexts;
  }

  private List<Map<String, String>> lowCardinalityKeyValues() {
    List<Map<String, String>> all = new ArrayList<>();
    for (Observation.Context context : contexts()) {
      Map<String, String> tags = new LinkedHashMap<>();
      for (KeyValue keyValue : context.getLowCardinalityKeyValues()) {
        tags.put(keyValue.getKey(), keyValue.getValue());
      }
      all.add(tags);
    }
    return all;
  }

  private List<String> contextualNames() {
    List<String> names = new ArrayList<>();
    contexts().forEach(context -> names.add(context.getContextualName()));
    return names;
  }
}
