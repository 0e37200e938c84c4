#!/usr/bin/env python3
"""Summarises compare-commits.sh: for each case, the median score of each side over its rounds, and
this ÷ base. File names end in -base-N.json or -this-N.json. The base's SWITCHBOARD target (before
issue 13) is handlerFor(event).handle(event), compared with both of this side's Switchboard targets."""
import json
import re
import statistics
import sys
from collections import defaultdict

scores = defaultdict(list)  # (method, types, target, side) -> [score]
for path in sys.argv[1:]:
    side = re.search(r"-(base|this)-\d+\.json$", path).group(1)
    for result in json.load(open(path, encoding="utf-8")):
        method = result["benchmark"].rsplit(".", 1)[1]
        params = result["params"]
        target = params["target"]
        targets = ["SWITCHBOARD_HANDLER_FOR", "SWITCHBOARD_DISPATCH"] if target == "SWITCHBOARD" else [target]
        for name in targets:
            scores[(method, int(params["types"]), name, side)].append(result["primaryMetric"]["score"])

print("| case | N | this side's target | base ns | this ns | this ÷ base | rounds |")
print("|---|---:|---|---:|---:|---:|---:|")
for method, types, target in sorted({key[:3] for key in scores}):
    base = scores.get((method, types, target, "base"))
    this = scores.get((method, types, target, "this"))
    if not base or not this:
        continue
    b, t = statistics.median(base), statistics.median(this)
    print(f"| {method} | {types:,} | {target} | {b:.2f} | {t:.2f} | {t / b:.2f} | {min(len(base), len(this))} |")
