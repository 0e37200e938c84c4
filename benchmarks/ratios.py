#!/usr/bin/env python3
"""Side-by-side ratios of a benchmarks/run.sh run, as Markdown tables, from JMH's JSON results.

Usage: benchmarks/ratios.py RESULT.json... (run.sh quick/full call it on the files of one JDK).

Prints, for each case and N: Switchboard's dispatch(event) and handlerFor(event).handle(event), the
fastest hand-written alternative (visitor, if chain, direct-call if chain, pattern switch,
IdentityHashMap, ClassValue), dispatch ÷ that, Guava, Spring and greenrobot ÷ dispatch, dispatch's
B/op; for the monomorphic and unhandled cases at N ≥ 64, dispatch ÷ the fastest table-based
alternative and ÷ handlerFor; handler methods ÷ handler classes; then typed dispatch(E) ÷ the direct
call and ÷ the held direct call, for a handler class and a handler method; then every row. Each target (docs/benchmarks.md, "The
targets") is checked against the numbers of this run only: ratios are only meaningful within one
run on one machine.
"""
import json
import sys
from collections import defaultdict

HAND_WRITTEN = ["VISITOR", "IF_CHAIN", "IF_CHAIN_DIRECT", "PATTERN_SWITCH", "IDENTITY_HASH_MAP", "CLASS_VALUE"]
# What a table-based dispatcher can be held against once the call site's own profile is gone.
TABLE_BASED = ["IF_CHAIN_DIRECT", "IDENTITY_HASH_MAP", "CLASS_VALUE"]
NAMES = {
    "SWITCHBOARD_DISPATCH": "Switchboard dispatch(event)",
    "SWITCHBOARD_HANDLER_FOR": "Switchboard handlerFor(event).handle(event)",
    "SWITCHBOARD_METHOD_DISPATCH": "Switchboard dispatch(event), handler methods",
    "SWITCHBOARD_METHOD_HANDLER_FOR": "Switchboard handlerFor(event).handle(event), handler methods",
    "VISITOR": "visitor",
    "IF_CHAIN": "if chain",
    "IF_CHAIN_DIRECT": "if chain, direct calls",
    "IF_CHAIN_METHODS": "if chain of handler methods, direct calls",
    "PATTERN_SWITCH": "pattern switch",
    "IDENTITY_HASH_MAP": "IdentityHashMap",
    "CLASS_VALUE": "ClassValue",
    "GUAVA_EVENT_BUS": "Guava EventBus",
    "GREENROBOT_EVENT_BUS": "greenrobot EventBus",
    "SPRING_EVENT_LISTENER": "Spring @EventListener",
}
# The targets (docs/benchmarks.md, "The targets").
MAX_DISPATCH_RATIO = 1.2   # dispatch(event) ÷ fastest hand-written
MAX_TYPED_RATIO = 1.1      # typed dispatch(E) ÷ the held direct call
MIN_BUS_RATIO = 20         # Guava, Spring ÷ dispatch(event)
MAX_METHOD_RATIO = 1.1     # a handler method ÷ the same through a handler class
MAX_ZERO_ALLOCATION = 0.5  # B/op that JMH's normalisation still reports for an allocation-free path


def main(paths):
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            rows.extend(json.load(file))
    if not rows:
        sys.exit("no results in " + " ".join(paths))

    dynamic = defaultdict(dict)  # (case, N) -> target -> result
    typed = defaultdict(dict)    # N -> method -> result
    for row in rows:
        benchmark = row["benchmark"].rsplit(".", 2)
        method = benchmark[-1]
        params = row.get("params", {})
        # JMH writes an error it cannot compute (a single iteration) as the string "NaN".
        result = (row["primaryMetric"]["score"], float(row["primaryMetric"]["scoreError"]), allocation(row))
        if benchmark[-2] == "TypedCallBenchmark":
            typed[int(params["types"])][method] = result
        else:
            case = method + ("/" + params["events"] if method == "megamorphic" else "")
            dynamic[(case, int(params["types"]))][params["target"]] = result

    first = rows[0]
    print(f"JDK {first['jdkVersion']} ({first['vmName']}), JMH {first['jmhVersion']}: {first['forks']} fork(s), "
          f"{first['warmupIterations']} × {first['warmupTime']} warm-up, "
          f"{first['measurementIterations']} × {first['measurementTime']} measurement; ns/op, lower is better.\n")
    print_dynamic(dynamic)
    print_table_based(dynamic)
    print_methods(dynamic)
    print_typed(typed)
    print_every_row(dynamic)


def allocation(row):
    metric = row.get("secondaryMetrics", {}).get("gc.alloc.rate.norm")
    return metric["score"] if metric else None


def case_order(key):
    case, n = key
    return ({"megamorphic": 0, "monomorphic": 1, "unhandled": 2}[case.split("/")[0]], case, n)


def print_dynamic(dynamic):
    print("### dispatch(event) against the alternatives\n")
    print("| case | N | dispatch(event) | handlerFor+handle | fastest hand-written | its ns | dispatch ÷ it "
          f"(≤ {MAX_DISPATCH_RATIO}) | Guava ÷ dispatch (≥ {MIN_BUS_RATIO}) | Spring ÷ dispatch (≥ {MIN_BUS_RATIO}) "
          "| greenrobot ÷ dispatch | dispatch B/op | missed |")
    print("|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---|")
    for key in sorted(dynamic, key=case_order):
        targets = dynamic[key]
        dispatch = targets.get("SWITCHBOARD_DISPATCH")
        if dispatch is None:
            continue
        missed = []
        hand = [(targets[t][0], t) for t in HAND_WRITTEN if t in targets]
        best_score, best = min(hand) if hand else (None, None)
        vs_best = dispatch[0] / best_score if best else None
        if vs_best is not None and vs_best > MAX_DISPATCH_RATIO:
            missed.append(f"{vs_best:.2f}× {NAMES[best]}")
        bus_ratios = []
        for bus in ("GUAVA_EVENT_BUS", "SPRING_EVENT_LISTENER", "GREENROBOT_EVENT_BUS"):
            ratio = targets[bus][0] / dispatch[0] if bus in targets else None
            bus_ratios.append(ratio)
            if bus != "GREENROBOT_EVENT_BUS" and ratio is not None and ratio < MIN_BUS_RATIO:
                missed.append(f"{NAMES[bus]} only {ratio:.1f}×")
        if dispatch[2] is not None and dispatch[2] > MAX_ZERO_ALLOCATION:
            missed.append(f"{dispatch[2]:.1f} B/op")
        handler_for = targets.get("SWITCHBOARD_HANDLER_FOR")
        print(f"| {key[0]} | {key[1]} | {ns(dispatch[0])} | {ns(handler_for[0]) if handler_for else '–'} "
              f"| {NAMES[best] if best else '–'} | {ns(best_score)} | {ratio_text(vs_best)} "
              + " ".join(f"| {ratio_text(r, 1)}" for r in bus_ratios)
              + f" | {bytes_text(dispatch[2])} | {'; '.join(missed) or 'none'} |")
    print()


def print_table_based(dynamic):
    rows = [key for key in sorted(dynamic, key=case_order)
            if key[0] in ("monomorphic", "unhandled") and key[1] >= 64 and "SWITCHBOARD_DISPATCH" in dynamic[key]]
    if not rows:
        return
    print("### monomorphic and unhandled, N ≥ 64: dispatch(event) against the tables (≤ 1.0)\n")
    print("| case | N | dispatch(event) | handlerFor+handle | dispatch ÷ handlerFor | fastest table-based | its ns "
          "| dispatch ÷ it | missed |")
    print("|---|---:|---:|---:|---:|---|---:|---:|---|")
    for key in rows:
        targets = dynamic[key]
        dispatch = targets["SWITCHBOARD_DISPATCH"]
        handler_for = targets.get("SWITCHBOARD_HANDLER_FOR")
        tables = [(targets[t][0], t) for t in TABLE_BASED if t in targets]
        best_score, best = min(tables) if tables else (None, None)
        vs_handler_for = dispatch[0] / handler_for[0] if handler_for else None
        vs_best = dispatch[0] / best_score if best else None
        missed = [f"{ratio:.2f}× {name}" for ratio, name in ((vs_handler_for, "handlerFor"),
                                                            (vs_best, NAMES[best] if best else None))
                  if ratio is not None and ratio > 1.0]
        print(f"| {key[0]} | {key[1]} | {ns(dispatch[0])} ± {ns(dispatch[1])} "
              f"| {ns(handler_for[0]) + ' ± ' + ns(handler_for[1]) if handler_for else '–'} "
              f"| {ratio_text(vs_handler_for)} | {NAMES[best] if best else '–'} "
              f"| {ns(best_score) + ' ± ' + ns(targets[best][1]) if best else '–'} | {ratio_text(vs_best)} "
              f"| {'; '.join(missed) or 'none'} |")
    print()


def print_methods(dynamic):
    rows = [key for key in sorted(dynamic, key=case_order) if "SWITCHBOARD_METHOD_DISPATCH" in dynamic[key]]
    if not rows:
        return
    print(f"### handler methods against handler classes (≤ {MAX_METHOD_RATIO})\n")
    print("| case | N | dispatch, class | dispatch, method | method ÷ class | handlerFor, class | handlerFor, method "
          "| method ÷ class | method B/op | missed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for key in rows:
        targets = dynamic[key]
        pairs = [(targets.get(cls), targets.get(method)) for cls, method in (
            ("SWITCHBOARD_DISPATCH", "SWITCHBOARD_METHOD_DISPATCH"),
            ("SWITCHBOARD_HANDLER_FOR", "SWITCHBOARD_METHOD_HANDLER_FOR"))]
        cells, missed = [], []
        for name, (cls, method) in zip(("dispatch", "handlerFor"), pairs):
            ratio = method[0] / cls[0] if cls and method else None
            cells.append(f"{ns(cls[0]) if cls else '–'} | {ns(method[0]) if method else '–'} | {ratio_text(ratio)}")
            if ratio is not None and ratio > MAX_METHOD_RATIO:
                missed.append(f"{name} {ratio:.2f}×")
        allocated = targets["SWITCHBOARD_METHOD_DISPATCH"][2]
        if allocated is not None and allocated > MAX_ZERO_ALLOCATION:
            missed.append(f"{allocated:.1f} B/op")
        print(f"| {key[0]} | {key[1]} | {' | '.join(cells)} | {bytes_text(allocated)} | {'; '.join(missed) or 'none'} |")
    print()


def print_typed(typed):
    if not typed:
        return
    print(f"### typed dispatch(E) against the held direct call (≤ {MAX_TYPED_RATIO})\n")
    # The held direct call (the handler in another object's field, one dependent load more) is the
    # limit of any typed path whose handler lives in the dispatcher, so the target is set against it;
    # the bare direct call, the physical limit, is shown beside it.
    print("| N | handler | direct ns | held direct ns | typed dispatch ns | typed ÷ direct | typed ÷ held direct "
          "| typed B/op | missed |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---|")
    for n, kind in ((n, kind) for n in sorted(typed) for kind in ("class", "method")):
        names = ("direct", "heldDirect", "typedDispatch") if kind == "class" \
            else ("methodDirect", "methodHeldDirect", "methodTypedDispatch")
        direct, held, dispatch = (typed[n].get(method) for method in names)
        if not direct or not dispatch:
            continue
        ratio = dispatch[0] / direct[0]
        held_ratio = dispatch[0] / held[0] if held else None
        missed = [f"{held_ratio:.2f}× held" if held_ratio else "no held direct call measured"] \
            if held_ratio is None or held_ratio > MAX_TYPED_RATIO else []
        if dispatch[2] is not None and dispatch[2] > MAX_ZERO_ALLOCATION:
            missed.append(f"{dispatch[2]:.1f} B/op")
        print(f"| {n} | {kind} | {ns(direct[0])} ± {ns(direct[1])} "
              f"| {ns(held[0]) + ' ± ' + ns(held[1]) if held else '–'} | {ns(dispatch[0])} ± {ns(dispatch[1])} "
              f"| {ratio_text(ratio)} "
              f"| {ratio_text(held_ratio) if held else '–'} | {bytes_text(dispatch[2])} "
              f"| {'; '.join(missed) or 'none'} |")
    print()


def print_every_row(dynamic):
    print("<details><summary>Every row</summary>\n")
    print("| case | N | target | ns/op | ± error | × fastest | B/op |")
    print("|---|---:|---|---:|---:|---:|---:|")
    for key in sorted(dynamic, key=case_order):
        targets = dynamic[key]
        fastest = min(result[0] for result in targets.values())
        for target in NAMES:
            if target in targets:
                score, error, allocated = targets[target]
                name = f"**{NAMES[target]}**" if target.startswith("SWITCHBOARD") else NAMES[target]
                print(f"| {key[0]} | {key[1]} | {name} | {ns(score)} | {ns(error)} | {ratio_text(score / fastest)} "
                      f"| {bytes_text(allocated)} |")
    print("\n</details>")


def ns(value):
    if value is None or value != value:  # NaN: a single iteration has no error
        return "–"
    return f"{value:,.2f}"


def ratio_text(value, digits=2):
    return "–" if value is None else f"{value:.{digits}f}"


def bytes_text(value):
    if value is None:
        return "–"
    return "≈ 0" if value < 0.01 else f"{value:.2f}"


if __name__ == "__main__":
    main(sys.argv[1:])
