package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run-time half of the routing rule: classes the processor never saw. */
class RouteTableTest {
  interface Event {}

  interface Urgent extends Event {}

  interface Audited {}

  static class Base implements Event {}

  static class Derived extends Base implements Urgent {}

  static final class Leaf extends Derived {}

  static final class UrgentOnly implements Urgent, Audited {}

  static final class TwoInterfaces implements Audited, Serializable {
    private static final long serialVersionUID = 1L;
  }

  static final class Unrelated {}

  /** Stands for the generated dispatcher a table is built for. */
  static final class SwitchboardShop {}

  static class AuditedBase implements Audited {}

  static final class SerializableBelowAudited extends AuditedBase implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  interface Tagged extends Audited {}

  static final class TaggedAndSerializable implements Tagged, Serializable {
    private static final long serialVersionUID = 1L;
  }

  private static final Handler<Object> BASE = e -> {};
  private static final Handler<Object> EVENT = e -> {};
  private static final Handler<Object> URGENT = e -> {};
  private static final Handler<Object> AUDITED = e -> {};
  private static final Handler<Object> SERIALIZABLE = e -> {};
  private static final Handler<Object> OBJECT = e -> {};

  @Test
  void exactClassWins() {
    RouteTable table = RouteTable.builder().handle(Base.class, BASE).build();

    assertSame(BASE, table.handlerFor(new Base()));
  }

  @Test
  void nearestSuperclassWinsOverInterfaces() {
    RouteTable table = RouteTable.builder()
        .handle(Base.class, BASE)
        .handle(Urgent.class, URGENT)
        .build();

    assertSame(BASE, table.handlerFor(new Leaf()), "superclass chain first, then interfaces");
  }

  @Test
  void mostSpecificInterfaceWinsWhenNoSuperclassIsHandled() {
    RouteTable table = RouteTable.builder()
        .handle(Event.class, EVENT)
        .handle(Urgent.class, URGENT)
        .build();

    assertSame(URGENT, table.handlerFor(new UrgentOnly()));
    assertSame(URGENT, table.handlerFor(new Leaf()), "inherited interfaces count");
    assertSame(EVENT, table.handlerFor(new Base()));
  }

  @Test
  void equallySpecificInterfacesResolveToTheFirstDeclared() {
    RouteTable table = RouteTable.builder()
        .handle(Serializable.class, SERIALIZABLE)
        .handle(Audited.class, AUDITED)
        .build();

    assertSame(AUDITED, table.handlerFor(new TwoInterfaces()), "Audited is declared first");
  }

  @Test
  void equallySpecificInterfacesResolveToTheClassOwnBeforeItsSuperclasses() {
    RouteTable table = RouteTable.builder()
        .handle(Audited.class, AUDITED)
        .handle(Serializable.class, SERIALIZABLE)
        .build();

    assertSame(
        SERIALIZABLE,
        table.handlerFor(new SerializableBelowAudited()),
        "Serializable is the class's own, Audited its superclass's");
  }

  @Test
  void equallySpecificInterfacesResolveDepthFirstThroughSuperinterfaces() {
    RouteTable table = RouteTable.builder()
        .handle(Serializable.class, SERIALIZABLE)
        .handle(Audited.class, AUDITED)
        .build();

    assertSame(
        AUDITED,
        table.handlerFor(new TaggedAndSerializable()),
        "Audited, reached through the first clause Tagged, comes before the second clause Serializable");
  }

  @Test
  void objectIsTheLastResort() {
    RouteTable table = RouteTable.builder()
        .handle(Object.class, OBJECT)
        .handle(Audited.class, AUDITED)
        .build();

    assertSame(AUDITED, table.handlerFor(new UrgentOnly()), "an interface beats Object");
    assertSame(OBJECT, table.handlerFor(new Unrelated()));
  }

  @Test
  void unhandledEventsGetTheSharedNoOpAndAreRememberedToo() {
    RouteTable table = RouteTable.builder().handle(Base.class, BASE).build();

    assertSame(Handlers.noOp(), table.handlerFor(new Unrelated()));
    assertEquals(2, table.size(), "the unhandled class is cached");
    assertSame(Handlers.noOp(), table.handlerFor(new Unrelated()));
    assertEquals(2, table.size());
  }

  @Test
  void learnsEachNewClassOnce() {
    RouteTable table = RouteTable.builder().handle(Event.class, EVENT).build();

    table.handlerFor(new Leaf());
    table.handlerFor(new Leaf());
    table.handlerFor(new Base());

    assertEquals(3, table.size(), "Event, Leaf and Base");
  }

  @Test
  void routedClassesAreNeverLearned() {
    RouteTable table =
        RouteTable.builder().handle(Base.class, BASE).route(Leaf.class, URGENT).build();

    table.handlerFor(new Base());
    table.caseOf(new Leaf());

    assertEquals(2, table.size(), "only the processor's routes");
  }

  @Test
  void aTableWithDeadLettersKeepsTheRoutesAndLearnsAfresh() {
    Handler<Object> deadLetters = e -> {};
    RouteTable table = RouteTable.builder().handle(Base.class, BASE).build();
    table.handlerFor(new Unrelated());

    RouteTable copy = table.withUnhandled(deadLetters);

    assertEquals(1, copy.size(), "nothing learned yet");
    assertSame(BASE, copy.handlerFor(new Base()));
    assertSame(deadLetters, copy.handlerFor(new Unrelated()));
    assertSame(
        Handlers.noOp(), table.handlerFor(new Unrelated()), "the original keeps what it learned");
    assertEquals(2, table.size());
  }

  @Test
  void theUnhandledHandlerTakesAnEventWithoutALookUpAndLearnsNothing() {
    List<Object> dead = new ArrayList<>();
    RouteTable table = RouteTable.builder().handle(Leaf.class, BASE).build();
    RouteTable copy = table.withUnhandled(dead::add);
    Unrelated event = new Unrelated();

    table.dispatchUnhandled(event);
    copy.dispatchUnhandled(event);
    copy.<Unrelated>unhandledHandler().handle(event);

    assertSame(Handlers.noOp(), table.unhandledHandler());
    assertEquals(List.of(event, event), dead);
    assertEquals(1, table.size(), "nothing learned");
    assertEquals(1, copy.size(), "nothing learned");
  }

  @Test
  void aTableOfFinalClassesOnlyIsBuiltAndOneWithAClassThatIsNotFailsNamingItAndTheDispatcher() {
    RouteTable table = RouteTable.builder()
        .handle(Leaf.class, BASE)
        .requireFinalClasses(SwitchboardShop.class)
        .build();
    assertEquals(1, table.size());
    RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, false)
        .route(Leaf.class, BASE)
        .requireFinalClasses(SwitchboardShop.class)
        .build();

    IllegalStateException exclusive = assertThrows(
        IllegalStateException.class,
        () -> RouteTable.builder()
            .handle(Leaf.class, BASE)
            .handle(Base.class, EVENT)
            .requireFinalClasses(SwitchboardShop.class));
    IllegalStateException broadcast = assertThrows(
        IllegalStateException.class,
        () -> RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, false)
            .route(Derived.class, BASE)
            .requireFinalClasses(SwitchboardShop.class));
    assertTrue(exclusive.getMessage().startsWith(Base.class.getName() + " is not final"));
    assertTrue(broadcast.getMessage().startsWith(Derived.class.getName() + " is not final"));
    String dispatcher = SwitchboardShop.class.getName();
    assertEquals(
        Base.class.getName()
            + " is not final, but it was when this dispatcher was generated: "
            + dispatcher
            + " hands an event of any class it does not route to the unhandled handler, so an"
            + " event of a subclass of "
            + Base.class.getName()
            + " would reach none of its handlers. Compile "
            + dispatcher
            + " again against the jar it runs with, where "
            + Base.class.getName()
            + " is not final.",
        exclusive.getMessage());
    assertTrue(broadcast.getMessage().contains(": " + dispatcher + " hands an event"));
    assertTrue(broadcast
        .getMessage()
        .endsWith("Compile " + dispatcher + " again against the jar it runs with, where "
            + Derived.class.getName() + " is not final."));
  }

  @Test
  void precomputedRoutesAreUsedAsGiven() {
    RouteTable table =
        RouteTable.builder().handle(Base.class, BASE).route(Leaf.class, URGENT).build();

    assertSame(URGENT, table.handlerFor(new Leaf()));
  }

  @Test
  void nullEventsAreRejectedWithAClearMessage() {
    RouteTable table = RouteTable.builder().build();

    NullPointerException e = assertThrows(NullPointerException.class, () -> table.handlerFor(null));
    assertEquals("Switchboard cannot dispatch a null event", e.getMessage());
  }

  @Test
  void builderRejectsNullHandlersAndDuplicates() {
    NullPointerException e = assertThrows(
        NullPointerException.class, () -> RouteTable.builder().handle(Base.class, null));
    assertEquals("no handler given for " + Base.class.getName(), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> RouteTable.builder().handle(Base.class, BASE).handle(Base.class, EVENT));
  }
}
