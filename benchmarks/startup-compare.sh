#!/usr/bin/env bash
# Start-up of this checkout's dispatcher beside an older commit's: StartupCpuTime (cpu-time/) run in a
# fresh JVM per run, interleaved (base, this, base, this, ...), at 1,024 and 10,000 event types, with the
# event and handler classes preloaded (what the dispatcher itself costs) and cold. It prints one line a
# run, then the median of each step per row (ms, wall) and of the heap kept per type, side by side.
#   benchmarks/startup-compare.sh BASE_JAR [runs]     default 3 runs; JAVA_HOME selects the JDK
# BASE_JAR is a benchmarks jar of the older commit (compare-commits.sh keeps one as
# benchmarks/results/base-<commit>.jar); this checkout's is benchmarks/target/benchmarks.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -lt 1 || ! -f "$1" ]]; then
  echo "usage: $0 BASE_JAR [runs]   (a benchmarks jar of the commit to compare with)" >&2
  exit 2
fi
base_jar="$1"
runs="${2:-3}"
this_jar=benchmarks/target/benchmarks.jar
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
feature="$("${bin}java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
classes="$(mktemp -d)"
for side in base this; do
  jar="$base_jar"
  [[ $side == this ]] && jar="$this_jar"
  "${bin}javac" -cp "$jar" -d "$classes/$side" benchmarks/cpu-time/StartupCpuTime.java
done
results="benchmarks/results/startup-jdk$feature-$(basename "$base_jar" .jar)-$(git rev-parse --short HEAD).txt"
: > "$results"
for run in $(seq 1 "$runs"); do
  for types in 1024 10000; do
    for mode in preloaded cold; do
      for side in base this; do
        jar="$base_jar"
        [[ $side == this ]] && jar="$this_jar"
        arguments=("$types")
        [[ $mode == cold ]] && arguments+=(cold)
        echo "$feature $types $mode $side $("${bin}java" -cp "$classes/$side:$jar" dev.switchboard.benchmarks.StartupCpuTime "${arguments[@]}")" \
          | tee -a "$results"
      done
    done
  done
done
# Lines "feature types mode side step=wall/cpu/allocated ... retained=B (x B per type)": medians per row.
python3 - "$results" <<'SUMMARY'
import re, statistics, sys
from collections import defaultdict
rows = defaultdict(lambda: defaultdict(list))
for line in open(sys.argv[1], encoding="utf-8"):
    feature, types, mode, side, rest = line.split(maxsplit=4)
    for step, wall in re.findall(r"(\w+)=([\d.]+)/", rest):
        rows[(feature, int(types), mode)][(step, side)].append(float(wall))
    rows[(feature, int(types), mode)][("perType", side)].append(float(re.search(r"\(([\d.]+) B per type", rest).group(1)))
steps = ["load", "getMethod", "create", "handlerFor", "dispatch", "total", "perType"]
print("| JDK, N, classes | " + " | ".join(f"{s}, base → this" for s in steps) + " |")
print("|---|" + "---:|" * len(steps))
for (feature, types, mode), figures in sorted(rows.items()):
    cells = [f"{statistics.median(figures[(s, 'base')]):.1f} → {statistics.median(figures[(s, 'this')]):.1f}" for s in steps]
    print(f"| {feature}, {types:,}, {mode} | " + " | ".join(cells) + " |")
SUMMARY
