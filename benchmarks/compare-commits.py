#!/usr/bin/env python3
"""Summarises compare-commits.sh.

  compare-commits.py RESULT.json...   --measure jmh: JMH's reports
  compare-commits.py --cpu LINES      --measure cpu: lines "side n target case ns"
  compare-commits.py --startup LINES  --measure startup: lines "feature types mode side step=wall/cpu/allocated
                                      ... retained=B (x B per type)"

JMH's reports are files named ...-<side>-<round>.json, side "base" and one or more
others. For each case, every measured iteration of a side over all its rounds is pooled; the table
gives the median and the minimum per side (on a loaded machine, time stolen by other processes only
ever adds, so the minimum is the steadier figure) and each side's ratio to the base. The base's
SWITCHBOARD target (in jars older than the generated dispatch(event)) is handlerFor(event).handle(event): it is compared with both of
the other sides' Switchboard targets."""
import json
import re
import statistics
import sys
from collections import defaultdict

BASE = "base"


def cpu(path):
    """The median over rounds of each side's figure."""
    figures = defaultdict(list)
    for side, n, target, kind, ns in (line.split() for line in open(path, encoding="utf-8")):
        figures[(int(n), kind, target, side)].append(float(ns))
    for key in sorted(figures):
        print(*key, f"{statistics.median(figures[key]):.2f} ns")


def startup(path):
    """The median wall time of each step, and of the heap kept per type, per row and side."""
    rows = defaultdict(lambda: defaultdict(list))
    for line in open(path, encoding="utf-8"):
        feature, types, mode, side, rest = line.split(maxsplit=4)
        for step, wall in re.findall(r"(\w+)=([\d.]+)/", rest):
            rows[(feature, int(types), mode)][(step, side)].append(float(wall))
        per_type = re.search(r"\(([\d.]+) B per type", rest).group(1)
        rows[(feature, int(types), mode)][("perType", side)].append(float(per_type))
    steps = ["load", "getMethod", "create", "handlerFor", "dispatch", "total", "perType"]
    print("| JDK, N, classes | " + " | ".join(f"{s}, base → this" for s in steps) + " |")
    print("|---|" + "---:|" * len(steps))
    for (feature, types, mode), figures in sorted(rows.items()):
        cells = [f"{statistics.median(figures[(s, BASE)]):.1f} → {statistics.median(figures[(s, 'this')]):.1f}"
                 for s in steps]
        print(f"| {feature}, {types:,}, {mode} | " + " | ".join(cells) + " |")


def case_of(result):
    """The case of a JMH result and its params, "target" among them: DispatchBenchmark's methods by
    name and its target; another benchmark's (InterceptorBenchmark's) methods prefixed with its class,
    and its params other than types (wrapping) as the target."""
    benchmark_class, method = result["benchmark"].rsplit(".", 2)[-2:]
    params = dict(result["params"])
    if benchmark_class != "DispatchBenchmark":
        method = f"{benchmark_class}.{method}"
    if "target" not in params:
        params["target"] = ", ".join(f"{key}={value}" for key, value in sorted(params.items())
                                     if key != "types") or "-"
    return method, params


if sys.argv[1:2] == ["--cpu"]:
    cpu(sys.argv[2])
    sys.exit()
if sys.argv[1:2] == ["--startup"]:
    startup(sys.argv[2])
    sys.exit()

samples = defaultdict(list)  # (method, types, target, side) -> [ns]
sides = []
for path in sys.argv[1:]:
    side = re.search(r"-([A-Za-z0-9_]+)-\d+\.json$", path).group(1)
    if side not in sides:
        sides.append(side)
    for result in json.load(open(path, encoding="utf-8")):
        method, params = case_of(result)
        target = params["target"]
        names = ["SWITCHBOARD_HANDLER_FOR", "SWITCHBOARD_DISPATCH"] if target == "SWITCHBOARD" else [target]
        raw = [value for fork in result["primaryMetric"]["rawData"] for value in fork]
        for name in names:
            samples[(method, int(params["types"]), name, side)].extend(raw)

others = [side for side in sides if side != BASE]
header = "| case | N | target | base median / min |"
header += "".join(f" {side} median / min | {side} ÷ base (median / min) |" for side in others)
print(header)
print("|---|---:|---|---:|" + "---:|---:|" * len(others))
for method, types, target in sorted({key[:3] for key in samples}):
    base = samples.get((method, types, target, BASE))
    if not base:
        continue
    row = f"| {method} | {types:,} | {target} | {statistics.median(base):.2f} / {min(base):.2f} |"
    for side in others:
        values = samples.get((method, types, target, side))
        if not values:
            row += " | |"
            continue
        row += (f" {statistics.median(values):.2f} / {min(values):.2f} |"
                f" {statistics.median(values) / statistics.median(base):.2f} / {min(values) / min(base):.2f} |")
    print(row)
