package dev.switchboard.processor;

import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the processor knows across rounds, by qualified name: element names, never elements, are
 * kept, since an element of one round is not valid in the next.
 */
final class RoundState {
  /** Handlers and dispatchers not yet validated (new, or deferred). */
  final Set<String> pendingHandlers = new TreeSet<>();

  final Set<String> pendingDispatchers = new TreeSet<>();
  /** The valid handlers of each class: the class itself, its handler methods, or both. */
  final Map<String, List<HandlerModel>> handlers = new TreeMap<>();

  final Map<String, DispatcherDeclaration> dispatchers = new TreeMap<>();
  /** Every class of the compilation: the event classes known at compile time. */
  final Set<String> knownTypes = new TreeSet<>();
  /** The dispatchers this processor wrote: no handler can be declared in them, so they are not scanned. */
  final Set<String> generatedTypes = new TreeSet<>();
  /** Every handler and dispatcher seen, valid or not, for the module state. */
  final Set<String> seenHandlers = new TreeSet<>();

  final Set<String> seenDispatchers = new TreeSet<>();
  /** Handlers and dispatchers a partial compilation did not recompile: validated from their class files. */
  final Set<String> notRecompiled = new TreeSet<>();
  /** The classes compiled from source, nested ones included: the only ones with source positions. */
  final Set<String> compiledNow = new TreeSet<>();
  /** The known types when the dispatchers were written: what a later partial build must know again. */
  private Set<String> knownTypesWritten;

  private Phase phase = Phase.FIRST_ROUND;

  Phase phase() {
    return phase;
  }

  /** Leaves the first round: what the previous build saw is merged now. */
  void previousBuildMerged() {
    phase = Phase.VALIDATING;
  }

  /** A handler waits for members another processor may add without generating a file. */
  void heldForMembers() {
    if (phase == Phase.VALIDATING) {
      phase = Phase.HELD_FOR_MEMBERS;
    }
  }

  /** The dispatchers are written now, or given up on because of errors: nothing is validated after. */
  void written() {
    phase = Phase.WRITTEN;
  }

  /** Keeps the types known now, when the dispatchers are generated from them. */
  void keepKnownTypesWritten() {
    knownTypesWritten = Set.copyOf(knownTypes);
  }

  /** The types a later partial build must know again: those known when the dispatchers were written. */
  Set<String> knownTypesToRecord() {
    return knownTypesWritten != null ? knownTypesWritten : knownTypes;
  }

  boolean nothingToWrite() {
    return handlers.isEmpty() && dispatchers.isEmpty();
  }

  /** Every valid handler of the compilation, class by class. */
  List<HandlerModel> allHandlers() {
    List<HandlerModel> all = new ArrayList<>();
    for (List<HandlerModel> ofClass : handlers.values()) {
      all.addAll(ofClass);
    }
    return all;
  }
}
