package dev.switchboard.processor.writing;

import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerCall;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Numbers the cases of the generated {@code dispatch} switch and lays them out in methods small
 * enough for the JIT.
 *
 * <p>An exclusive dispatcher has one case per handler, numbered as the handlers are (sorted by class
 * name), since every class routed to a handler is handed over the same way; the runtime's {@code
 * RouteTable.builder(handlers...)} numbers them alike. A broadcast dispatcher has one case per
 * distinct sequence of handlers, in the order of the routes, numbered explicitly in its table.
 *
 * <p>Cases fit in {@code dispatch} itself while their estimated bytecode stays under {@link
 * #METHOD_BUDGET}, there are at most {@link #CASES_PER_CHUNK} of them and the dispatcher holds its
 * handlers in fields; otherwise they go to nested classes of at most {@link #CASES_PER_CHUNK} cases
 * each, and chunk {@code c} numbers its cases from {@code c * CASES_PER_CHUNK}, so {@code dispatch}
 * finds the chunk with a shift. A broadcast sequence too large for any method gets no case: the
 * table's broadcast handler runs it.
 */
final class DispatchCases {
  /** Cases per nested class, and the step between the numbers of two chunks. */
  static final int CASES_PER_CHUNK = 256;

  /** {@code log2(CASES_PER_CHUNK)}: {@code dispatch} finds a case's chunk as {@code route >> CHUNK_SHIFT}. */
  static final int CHUNK_SHIFT = 8;

  /**
   * Estimated bytecode bytes of the cases of one method: with the switch's jump table (4 bytes per
   * case) it stays well under HotSpot's 8,000-byte {@code HugeMethodLimit}, past which a method is
   * never compiled.
   */
  static final int METHOD_BUDGET = 5_000;

  /** The estimated bytes a case adds besides its calls: its jump-table entry and its {@code return}. */
  private static final int CASE_BYTES = 5;

  /** One case: the calls it makes, in order. */
  record Case(int index, List<HandlerCall> calls) {}

  private final List<List<Case>> chunks;
  private final boolean nested;
  private final Map<List<HandlerModel>, Integer> broadcastCases;
  private final Map<TypeRef, Integer> caseOfEvent = new HashMap<>();

  private DispatchCases(List<List<Case>> chunks, boolean nested, Map<List<HandlerModel>, Integer> broadcastCases) {
    this.chunks = chunks;
    this.nested = nested;
    this.broadcastCases = broadcastCases;
  }

  /**
   * The cases of {@code model}; {@code handlerFields} says whether the dispatcher class holds each
   * handler in a field of its own (false when it has too many for one constructor).
   */
  static DispatchCases of(DispatcherModel model, CallWriter calls, boolean handlerFields) {
    if (!model.declaration().semantics().broadcast()) {
      List<Case> cases = new ArrayList<>();
      for (int i = 0; i < model.handlers().size(); i++) {
        cases.add(new Case(i, List.of(model.dispatchCalls().get(i))));
      }
      // An exclusive case is one call, a few bytes: 256 of them always fit one method.
      List<List<Case>> chunks = new ArrayList<>();
      for (int from = 0; from < cases.size(); from += CASES_PER_CHUNK) {
        chunks.add(cases.subList(from, Math.min(cases.size(), from + CASES_PER_CHUNK)));
      }
      DispatchCases result = new DispatchCases(chunks, !handlerFields, Map.of());
      Map<HandlerModel, Integer> positions = new HashMap<>();
      for (HandlerModel handler : model.handlers()) {
        positions.put(handler, positions.size());
      }
      for (Route route : model.routes()) {
        result.caseOfEvent.put(route.event(), positions.get(route.handler()));
      }
      return result;
    }
    Map<List<HandlerModel>, List<HandlerCall>> sequences = new LinkedHashMap<>();
    for (BroadcastRoute route : model.broadcastRoutes()) {
      List<HandlerModel> handlers = route.handlers();
      List<HandlerCall> sequence = handlers.stream().map(model::dispatchCall).toList();
      if (CASE_BYTES + calls.estimatedBytes(sequence) <= METHOD_BUDGET) {
        sequences.putIfAbsent(handlers, sequence);
      }
    }
    int total = sequences.values().stream().mapToInt(s -> CASE_BYTES + calls.estimatedBytes(s)).sum();
    boolean nested = !handlerFields || total > METHOD_BUDGET || sequences.size() > CASES_PER_CHUNK;
    List<List<Case>> chunks = new ArrayList<>();
    Map<List<HandlerModel>, Integer> numbers = new HashMap<>();
    List<Case> chunk = new ArrayList<>();
    int bytes = 0;
    for (Map.Entry<List<HandlerModel>, List<HandlerCall>> sequence : sequences.entrySet()) {
      int size = CASE_BYTES + calls.estimatedBytes(sequence.getValue());
      if (chunk.size() == CASES_PER_CHUNK || bytes + size > METHOD_BUDGET) {
        chunks.add(chunk);
        chunk = new ArrayList<>();
        bytes = 0;
      }
      int index = chunks.size() * CASES_PER_CHUNK + chunk.size();
      chunk.add(new Case(index, sequence.getValue()));
      numbers.put(sequence.getKey(), index);
      bytes += size;
    }
    if (!chunk.isEmpty()) {
      chunks.add(chunk);
    }
    DispatchCases result = new DispatchCases(chunks, nested, numbers);
    for (BroadcastRoute route : model.broadcastRoutes()) {
      result.caseOf(route).ifPresent(index -> result.caseOfEvent.put(route.event(), index));
    }
    return result;
  }

  /** Whether the cases live in nested classes, one per chunk, rather than in {@code dispatch}. */
  boolean nested() {
    return nested;
  }

  /** The cases of each chunk; one chunk (or none) when not {@link #nested}. */
  List<List<Case>> chunks() {
    return chunks;
  }

  /** The case of a broadcast route; empty when its handlers are too many for one. */
  OptionalInt caseOf(BroadcastRoute route) {
    Integer index = broadcastCases.get(route.handlers());
    return index == null ? OptionalInt.empty() : OptionalInt.of(index);
  }

  /** The case of the route of {@code event}, a route class; empty when it has none. */
  OptionalInt caseOf(TypeRef event) {
    Integer index = caseOfEvent.get(event);
    return index == null ? OptionalInt.empty() : OptionalInt.of(index);
  }
}
