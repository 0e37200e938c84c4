package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The same sources in any order give byte-identical generated files. */
class DeterminismTest {
  private static final List<JavaFileObject> SOURCES = List.of(
      source("shop.OrderEvent", "package shop;", "public interface OrderEvent {}"),
      source(
          "shop.OrderPlaced", "package shop;", "public class OrderPlaced implements OrderEvent {}"),
      source(
          "shop.ExpressOrder",
          "package shop;",
          "public final class ExpressOrder extends OrderPlaced {}"),
      source(
          "shop.OrderShipped",
          "package shop;",
          "public final class OrderShipped implements OrderEvent {}"),
      source(
          "shop.Events",
          "package shop;",
          "public final class Events {",
          "  public interface Refund extends OrderEvent {}",
          "  public static final class FullRefund implements Refund {}",
          "  public static final class PartialRefund implements Refund {}",
          "}"),
      source(
          "shop.ReserveStock",
          "package shop;",
          "@dev.switchboard.annotations.Handles(OrderPlaced.class)",
          "public final class ReserveStock implements dev.switchboard.Handler<OrderPlaced> {",
          "  @Override public void handle(OrderPlaced event) {}",
          "}"),
      source(
          "shop.shipping.Notify",
          "package shop.shipping;",
          "@dev.switchboard.annotations.Handles({shop.OrderShipped.class, shop.Events.Refund.class})",
          "public final class Notify implements dev.switchboard.Handler<shop.OrderEvent> {",
          "  @Override public void handle(shop.OrderEvent event) {}",
          "}"),
      source(
          "shop.audit.Audit",
          "package shop.audit;",
          "@dev.switchboard.annotations.Handles(Object.class)",
          "public final class Audit implements dev.switchboard.Handler<Object> {",
          "  @Override public void handle(Object event) {}",
          "}"),
      source(
          "shop.OrderEvents",
          "package shop;",
          "@dev.switchboard.annotations.EventDispatcher",
          "public interface OrderEvents extends dev.switchboard.Dispatcher<OrderEvent> {}"),
      source(
          "shop.AllEvents",
          "package shop;",
          "@dev.switchboard.annotations.EventDispatcher",
          "public interface AllEvents extends dev.switchboard.Dispatcher<Object> {}"));

  @Test
  void sourceOrderDoesNotChangeTheGeneratedFiles() {
    Map<String, byte[]> expected = generatedFiles(SOURCES);
    assertThat(expected.keySet())
        .containsExactly(
            "/SOURCE_OUTPUT/shop/SwitchboardAllEvents.java",
            "/SOURCE_OUTPUT/shop/SwitchboardOrderEvents.java");

    List<JavaFileObject> reversed = new ArrayList<>(SOURCES);
    Collections.reverse(reversed);
    List<List<JavaFileObject>> orders = new ArrayList<>(List.of(reversed));
    Random random = new Random(20261129L);
    for (int i = 0; i < 3; i++) {
      List<JavaFileObject> shuffled = new ArrayList<>(SOURCES);
      Collections.shuffle(shuffled, random);
      orders.add(shuffled);
    }
    for (List<JavaFileObject> order : orders) {
      Map<String, byte[]> actual = generatedFiles(order);
      assertThat(actual.keySet()).isEqualTo(expected.keySet());
      expected.forEach((name, bytes) -> assertThat(actual.get(name)).isEqualTo(bytes));
    }
  }

  private static Map<String, byte[]> generatedFiles(List<JavaFileObject> sources) {
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, byte[]> files = new TreeMap<>();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      try (InputStream in = file.openInputStream()) {
        files.put(file.toUri().getPath(), in.readAllBytes());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return files;
  }
}
