package dev.switchboard.processor.writing;

import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.ExclusiveDispatcher;
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
 * enough for the JIT to inline.
 *
 * <p>An exclusive dispatcher has one case per handler, numbered as the handlers are (sorted by class
 * name), since every class routed to a handler is handed over the same way; the runtime's {@code
 * RouteTable.builder(handlers...)} numbers them alike. A broadcast dispatcher has one case per
 * distinct sequence of handlers, in the order of the routes, numbered explicitly in its table.
 *
 * <p>C2 inlines a hot method only while its bytecode stays under {@code FreqInlineSize} (325 bytes),
 * so the cases go to leaves of at most {@link SwitchTree#CASES_PER_LEAF} cases and {@link
 * #LEAF_BUDGET} estimated bytes, laid out as a {@link SwitchTree}: when there is more than one leaf,
 * methods of at most 16 branches each find the leaf of a case from the high bits of its number, so
 * that {@code dispatch}, every branch and the leaf stay small and C2 inlines the whole path into the
 * caller. Only the cases
 * of a single leaf stay in {@code dispatch} itself. When the dispatcher cannot hold its handlers in
 * fields, nested classes of {@link #CASES_PER_CHUNK} case numbers (16 leaves) hold them and their
 * cases in one flat switch, which the tree above reaches with shifts: that switch is the one method
 * of the path C2 does not inline, since as 16 leaves of 16 cases it cost megamorphic call sites
 * about twice the time; a nested class of broadcast cases takes at most {@link #METHOD_BUDGET}
 * estimated bytes of them, under HotSpot's 8,000-byte {@code HugeMethodLimit}. A broadcast sequence
 * too large for any method gets no case: the table's broadcast handler runs it.
 */
final class DispatchCases {
  /** {@code log2(CASES_PER_CHUNK)}: {@code dispatch} finds a case's chunk as {@code route >> CHUNK_SHIFT}. */
  static final int CHUNK_SHIFT = SwitchTree.LEAF_SHIFT + SwitchTree.BRANCH_SHIFT;

  /** Case numbers per nested class, and the step between the numbers of two chunks. */
  static final int CASES_PER_CHUNK = 1 << CHUNK_SHIFT;

  /**
   * Estimated bytecode bytes of the cases of one leaf, jump-table entries included: with the switch's
   * header and default, a leaf stays under C2's 325-byte {@code FreqInlineSize}. Sixteen exclusive
   * cases (a one-call case is 16 bytes) fit exactly.
   */
  static final int LEAF_BUDGET = 256;

  /**
   * Estimated bytecode bytes of the largest broadcast case, and of the cases of a nested class's
   * switch: well under HotSpot's 8,000-byte {@code HugeMethodLimit}, past which a method is never
   * compiled.
   */
  static final int METHOD_BUDGET = 5_000;

  /** The estimated bytes a case adds besides its calls: its jump-table entry and its {@code return}. */
  private static final int CASE_BYTES = 5;

  /** One case: the calls it makes, in order. */
  record Case(int index, List<HandlerCall> calls) {}

  /**
   * The cases of each leaf, by leaf number: leaf {@code l} holds cases {@code l << SwitchTree.LEAF_SHIFT} on;
   * in a nested class a leaf may be empty, its chunk full.
   */
  private final List<List<Case>> leaves;

  private final boolean nested;
  private final Map<List<HandlerModel>, Integer> broadcastCases;
  private final Map<TypeRef, Integer> caseOfEvent = new HashMap<>();

  private DispatchCases(
      List<List<Case>> leaves, boolean nested, Map<List<HandlerModel>, Integer> broadcastCases) {
    this.leaves = leaves;
    this.nested = nested;
    this.broadcastCases = broadcastCases;
  }

  /**
   * The cases of the context's model; its layout says whether the dispatcher class holds each
   * handler in a field of its own (not when it has too many for one constructor).
   */
  static DispatchCases of(WriterContext context, CallWriter calls) {
    DispatcherModel model = context.model();
    boolean handlerFields = context.layout().handlerFields();
    if (model instanceof ExclusiveDispatcher exclusive) {
      List<Case> cases = new ArrayList<>();
      for (int i = 0; i < model.handlers().size(); i++) {
        cases.add(new Case(i, List.of(model.dispatchCalls().get(i))));
      }
      // An exclusive case is one call: CASES_PER_LEAF of them always fit a leaf's budget.
      List<List<Case>> leaves = new ArrayList<>();
      for (int from = 0; from < cases.size(); from += SwitchTree.CASES_PER_LEAF) {
        leaves.add(cases.subList(from, Math.min(cases.size(), from + SwitchTree.CASES_PER_LEAF)));
      }
      DispatchCases result = new DispatchCases(leaves, !handlerFields, Map.of());
      Map<HandlerModel, Integer> positions = new HashMap<>();
      for (HandlerModel handler : model.handlers()) {
        positions.put(handler, positions.size());
      }
      for (Route route : exclusive.routes()) {
        result.caseOfEvent.put(route.event(), positions.get(route.handler()));
      }
      return result;
    }
    return of((BroadcastDispatcher) model, calls, handlerFields);
  }

  private static DispatchCases of(
      BroadcastDispatcher model, CallWriter calls, boolean handlerFields) {
    Map<List<HandlerModel>, List<HandlerCall>> sequences = new LinkedHashMap<>();
    for (BroadcastRoute route : model.routes()) {
      List<HandlerModel> handlers = route.handlers();
      List<HandlerCall> sequence = handlers.stream().map(model::dispatchCall).toList();
      if (CASE_BYTES + calls.estimatedBytes(sequence) <= METHOD_BUDGET) {
        sequences.putIfAbsent(handlers, sequence);
      }
    }
    List<List<Case>> leaves = new ArrayList<>();
    Map<List<HandlerModel>, Integer> numbers = new HashMap<>();
    List<Case> leaf = new ArrayList<>();
    int bytes = 0;
    int chunkBytes = 0;
    for (Map.Entry<List<HandlerModel>, List<HandlerCall>> sequence : sequences.entrySet()) {
      int size = CASE_BYTES + calls.estimatedBytes(sequence.getValue());
      // A nested class holds its 16 leaves in one method: past its budget the case starts the next
      // chunk.
      boolean chunkFull = !handlerFields && chunkBytes + size > METHOD_BUDGET;
      if (leaf.size() == SwitchTree.CASES_PER_LEAF
          || (!leaf.isEmpty() && (chunkFull || bytes + size > LEAF_BUDGET))) {
        leaves.add(leaf);
        leaf = new ArrayList<>();
        bytes = 0;
      }
      if (chunkFull) {
        while (leaves.size() % (1 << SwitchTree.BRANCH_SHIFT) != 0) {
          leaves.add(List.of());
        }
      }
      if (leaf.isEmpty() && leaves.size() % (1 << SwitchTree.BRANCH_SHIFT) == 0) {
        chunkBytes = 0;
      }
      int index = (leaves.size() << SwitchTree.LEAF_SHIFT) + leaf.size();
      leaf.add(new Case(index, sequence.getValue()));
      numbers.put(sequence.getKey(), index);
      bytes += size;
      chunkBytes += size;
    }
    if (!leaf.isEmpty()) {
      leaves.add(leaf);
    }
    DispatchCases result = new DispatchCases(leaves, !handlerFields, numbers);
    for (BroadcastRoute route : model.routes()) {
      result.caseOf(route).ifPresent(index -> result.caseOfEvent.put(route.event(), index));
    }
    return result;
  }

  /** Whether the cases live in nested classes, one per chunk, rather than in the dispatcher. */
  boolean nested() {
    return nested;
  }

  /** Whether {@code dispatch} holds every case itself: a single leaf the dispatcher's fields serve. */
  boolean inDispatch() {
    return !nested && leaves.size() <= 1;
  }

  /** The cases of each leaf, by leaf number. */
  List<List<Case>> leaves() {
    return leaves;
  }

  /** The number of chunks, each {@link #CASES_PER_CHUNK} case numbers: one nested class each when {@link #nested}. */
  int chunkCount() {
    return tree().methodCount(1);
  }

  /** The cases of chunk {@code chunk}, in order. */
  List<Case> chunk(int chunk) {
    return leaves
        .subList(
            chunk << SwitchTree.BRANCH_SHIFT,
            Math.min(leaves.size(), (chunk + 1) << SwitchTree.BRANCH_SHIFT))
        .stream()
        .flatMap(List::stream)
        .toList();
  }

  /** The tree of methods over the leaves. */
  SwitchTree tree() {
    return new SwitchTree(leaves.size());
  }

  /**
   * The level of {@code dispatch} in the {@link #tree}: level 0 is a leaf, switching on the case
   * number; a method of level {@code k > 0} switches on {@code route >> shift(k - 1)} to call
   * those of level {@code k - 1}. {@code dispatch} covers every case; when nested it is at least 2,
   * so that the nested classes are the methods of level 1.
   */
  int topLevel() {
    return Math.max(nested ? 2 : 1, tree().coveringLevel());
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
