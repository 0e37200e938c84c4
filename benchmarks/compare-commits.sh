#!/usr/bin/env bash
# A/B of the dispatch hot path: the benchmarks of a base commit against this checkout's, run
# interleaved (base, this, base, this, ...) in one invocation, so that load on the machine hits
# both alike. Run once per JDK (JAVA_HOME selects it).
#   benchmarks/compare-commits.sh [base-commit [rounds]]      default: a9050f9 (before the learning table), 3 rounds
# Environment: TYPES (default 8,64,1024,10000), EVENTS (megamorphic cycle, default 1024),
#   BENCH (JMH regex, default every DispatchBenchmark case), TARGETS (the targets of both jars, default
#   the generated dispatcher's dispatch and handlerFor), SKIP_BUILD=true reuses the two jars.
#   HASHES=default keeps HotSpot's identity hashes, which are the same in every run of the same code:
#   then one class's place in the route table (first in its probe, or one slot on: about 1.4 ns more)
#   is fixed per jar, and a row compares the two jars' luck as much as their code. By default each
#   JVM runs the hash-seed agent (hash-seed/HashSeed.java), which moves the hash sequence of every
#   thread started after it to a random point, so rounds sample both places; read the median over
#   enough rounds, and the least. (-XX:hashCode=1 does not do this: it mixes addresses with a
#   generator of fixed seed, and gives the same hashes in every run.)
#   Both modes below use it (each MODE=cpu run is its own JVM).
#   MODE=cpu measures thread CPU time per dispatch instead (cpu-time/CpuTimePerDispatch.java: the
#   least of 20 million-dispatch repetitions; mono, unhandled and mega cases), for a busy machine,
#   where JMH's wall-clock figures swing with the load; it prints the median over rounds per side.
# The base jar is built in a temporary git worktree and kept as benchmarks/results/base-<commit>.jar;
# the JSON of each run and the table (median score per side, ratio this ÷ base) go to benchmarks/results/.
# One trial is 1 fork, 2 × 500 ms warm-up, 3 × 500 ms measurement: a few minutes per round.
set -euo pipefail
cd "$(dirname "$0")/.."
base="$(git rev-parse --short "${1:-a9050f9}")"
rounds="${2:-3}"
types="${TYPES:-8,64,1024,10000}"
events="${EVENTS:-1024}"
bench="${BENCH:-DispatchBenchmark\.(megamorphic|monomorphic|unhandled)}"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
out=benchmarks/results
mkdir -p "$out"
base_jar="$out/base-$base.jar"
this_jar=benchmarks/target/benchmarks.jar

if [[ "${SKIP_BUILD:-false}" != true || ! -f "$base_jar" ]]; then
  tree="$(mktemp -d)/base"
  git worktree add --detach "$tree" "$base" >/dev/null
  (cd "$tree" && mvn -B -q ${MAVEN_ARGS:-} -pl processor,benchmarks -am package -DskipTests)
  cp "$tree/benchmarks/target/benchmarks.jar" "$base_jar"
  git worktree remove --force "$tree"
fi
if [[ "${SKIP_BUILD:-false}" != true || ! -f "$this_jar" ]]; then
  mvn -B -q ${MAVEN_ARGS:-} -pl processor,benchmarks -am package -DskipTests
fi

# In jars older than the generated dispatch(event) the dispatcher's target is SWITCHBOARD (handlerFor(event).handle(event)).
targets_of() {
  if unzip -p "$1" dev/switchboard/benchmarks/Target.class | grep -aq SWITCHBOARD_HANDLER_FOR; then
    echo SWITCHBOARD_HANDLER_FOR,SWITCHBOARD_DISPATCH
  else
    echo SWITCHBOARD
  fi
}

feature="$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
random_hashes=()
if [[ "${HASHES:-random}" != default ]]; then
  agent_dir="$(mktemp -d)"
  "${JAVA_HOME:+$JAVA_HOME/bin/}javac" -d "$agent_dir" benchmarks/hash-seed/HashSeed.java
  printf 'Premain-Class: HashSeed\n' > "$agent_dir/MANIFEST.MF"
  "${JAVA_HOME:+$JAVA_HOME/bin/}jar" cfm "$agent_dir/hash-seed.jar" "$agent_dir/MANIFEST.MF" -C "$agent_dir" HashSeed.class
  random_hashes=("-javaagent:$agent_dir/hash-seed.jar")
fi
if [[ "${MODE:-jmh}" == cpu ]]; then
  classes="$(mktemp -d)"
  "${JAVA_HOME:+$JAVA_HOME/bin/}javac" -cp "$this_jar" -d "$classes" benchmarks/cpu-time/CpuTimePerDispatch.java
  results="$out/cpu-jdk$feature-$base.txt"
  : > "$results"
  echo "CPU-time A/B on JDK $feature: $base against $(git rev-parse --short HEAD), hashes ${HASHES:-random}, $rounds rounds, $(uptime | sed 's/.*load/load/')"
  for round in $(seq 1 "$rounds"); do
    for n in ${types//,/ }; do
      for kind in mono unhandled mega; do
        for side in base this; do
          jar="$base_jar"
          [[ $side == this ]] && jar="$this_jar"
          for target in $(targets_of "$jar" | tr ',' ' '); do
            "$java" "${random_hashes[@]}" -cp "$classes:$jar" dev.switchboard.benchmarks.CpuTimePerDispatch "$n" "$target" "$kind" 8 "$side" \
              | tee -a "$results"
          done
        done
      done
    done
  done
  # Lines "side n target case ns": the median over rounds of each side's figure.
  python3 - "$results" <<'SUMMARY'
import statistics, sys
from collections import defaultdict
figures = defaultdict(list)
for side, n, target, kind, ns in (line.split() for line in open(sys.argv[1], encoding="utf-8")):
    figures[(int(n), kind, target, side)].append(float(ns))
for key in sorted(figures):
    print(*key, f"{statistics.median(figures[key]):.2f} ns")
SUMMARY
  exit
fi
stamp="ab-jdk$feature-$base"
echo "A/B on JDK $feature: $base against $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo '+changes'), hashes ${HASHES:-random}," \
  "$rounds rounds, started $(date -u +%H:%M) UTC, $(uptime | sed 's/.*load/load/')"
hash_args=()
(( ${#random_hashes[@]} )) && hash_args=(-jvmArgsAppend "${random_hashes[*]}")
# Runs of an earlier A/B with more rounds would otherwise be read as this one's.
rm -f "$out/$stamp"-*.json "$out/$stamp"-*.log
for round in $(seq 1 "$rounds"); do
  for side in base this; do
    jar="$base_jar"
    [[ $side == this ]] && jar="$this_jar"
    echo "round $round, $side: $(uptime | sed 's/.*load/load/')"
    "$java" -jar "$jar" "$bench" -f 1 -wi 2 -w 500ms -i 3 -r 500ms -p types="$types" -p events="$events" \
      "${hash_args[@]}" -p target="${TARGETS:-$(targets_of "$jar")}" -rf json -rff "$out/$stamp-$side-$round.json" > "$out/$stamp-$side-$round.log"
    # JMH exits 0 when a fork fails (a jar built by a newer JDK, say): an empty report must stop the A/B.
    if ! grep -q primaryMetric "$out/$stamp-$side-$round.json" || grep -q '<failure>' "$out/$stamp-$side-$round.log"; then
      echo "no results from $jar on JDK $feature: see $out/$stamp-$side-$round.log" >&2
      exit 1
    fi
  done
done
python3 benchmarks/compare-commits.py "$out/$stamp"-*.json | tee "$out/$stamp.md"
