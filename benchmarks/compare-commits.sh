#!/usr/bin/env bash
# A/B: this checkout's benchmarks against those of a base commit, run interleaved (base, this, base,
# this, ...) so that load on the machine hits both alike. Run once per JDK.
#   benchmarks/compare-commits.sh BASE [options]
# BASE is a commit (its benchmarks jar is built in a temporary git worktree and kept as
# benchmarks/results/base-<commit>-jdk<feature>.jar) or such a jar.
# Options:
#   --measure jmh   (default) JMH's DispatchBenchmark cases: 1 fork, 2 x 0.5 s warm-up, 3 x 0.5 s
#                   measurement per side and round; the table gives per case the median and the least
#                   of each side's pooled iterations, and the ratio this / base
#   --measure cpu   thread CPU time per dispatch (src/cpu-time/java/CpuTimePerDispatch.java: the least
#                   of repetitions of 20 million dispatches; mono, unhandled and mega cases), for a busy
#                   machine, where wall-clock figures swing with the load; median over rounds per side
#   --measure startup  StartupCpuTime (src/cpu-time/java) in a fresh JVM per run: the first steps of a
#                   dispatcher in wall time, CPU time and allocation, classes preloaded and cold, and the
#                   heap it keeps; medians per step
#   --rounds N      rounds of both sides (default 3)
#   --types LIST    event types (default 8,64,1024,10000; startup: 1024,10000)
#   --events N      the megamorphic cycle (default 1024)
#   --bench REGEX   the JMH benchmarks (default every DispatchBenchmark case)
#   --targets LIST  the Target values, the same for both jars (default the generated dispatcher's
#                   dispatch and handlerFor, as each jar names them)
#   --fixed-hashes  leaves out the hash-seed agent (src/hash-seed/java/HashSeed.java). HotSpot's
#                   identity hashes are the same in every run of the same code, so a class's place in
#                   the route table, and what a hit costs, is fixed per jar; by default each JVM starts
#                   the agent, which moves every later thread's hash sequence to a random point, so that
#                   rounds sample the places (read the median over enough rounds, and the least).
#                   -XX:hashCode=1 does not do this: its generator has a fixed seed too.
#   --jdk DIR|N     the JDK, as for run.sh
# This checkout's jar is built as by run.sh. Results and the table go to benchmarks/results/.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=benchmarks/lib.sh
source benchmarks/lib.sh
common_options "$@"
set -- "${args[@]}"
base= measure=jmh rounds=3 types= events=1024 targets= random_hashes=true
bench='DispatchBenchmark\.(megamorphic|monomorphic|unhandled)'
while (( $# )); do
  case "$1" in
    --measure) measure="$(value "$@")"; shift 2 ;;
    --rounds) rounds="$(value "$@")"; shift 2 ;;
    --types) types="$(value "$@")"; shift 2 ;;
    --events) events="$(value "$@")"; shift 2 ;;
    --bench) bench="$(value "$@")"; shift 2 ;;
    --targets) targets="$(value "$@")"; shift 2 ;;
    --fixed-hashes) random_hashes=false; shift ;;
    --*) fail "unknown option $1 (see --help)" ;;
    *) [[ -z "$base" ]] || fail "one BASE only"; base="$1"; shift ;;
  esac
done
[[ -n "$base" ]] || fail "which commit, or jar, to compare with? (see --help)"
[[ "$measure" =~ ^(jmh|cpu|startup)$ ]] || fail "--measure: jmh, cpu or startup"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || fail "--rounds: a positive number"
if [[ -z "$types" ]]; then
  types=8,64,1024,10000
  [[ $measure == startup ]] && types=1024,10000
fi
java="${bin}java"
out=benchmarks/results
mkdir -p "$out"

if [[ -f "$base" ]]; then
  base_jar="$base"
  base_name="$(basename "$base" .jar)"
else
  base_name="$(git rev-parse --short --verify --quiet "$base^{commit}")" || fail "$base: neither a commit nor a jar"
  base_jar="$out/base-$base_name-jdk$feature.jar"
  if [[ ! -f "$base_jar" ]]; then
    echo "building the benchmarks of $base_name on JDK $feature" >&2
    tree="$work/base"
    git worktree add --detach "$tree" "$base_name" >/dev/null
    # Removed before the scratch directory, so that git forgets it too.
    trap 'git worktree remove --force "$tree"; rm -rf "$work"' EXIT
    (cd "$tree" && mvn -B -q -pl processor,benchmarks -am package -DskipTests)
    cp "$tree/benchmarks/target/benchmarks.jar" "$base_jar"
  fi
fi
build_benchmarks
this="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo '+changes')"
jar_of() { if [[ $1 == base ]]; then echo "$base_jar"; else echo "$jar"; fi; }

# Jars older than the generated dispatch(event) have one Switchboard target, handlerFor(event).handle(event).
targets_of() {
  if [[ -n "$targets" ]]; then
    echo "$targets"
  elif unzip -p "$1" dev/switchboard/benchmarks/Target.class | grep -aq SWITCHBOARD_HANDLER_FOR; then
    echo SWITCHBOARD_HANDLER_FOR,SWITCHBOARD_DISPATCH
  else
    echo SWITCHBOARD
  fi
}

hash_agent=()
if [[ $random_hashes == true && $measure != startup ]]; then
  "${bin}javac" -d "$work/hash-seed" "$src/hash-seed/java/HashSeed.java"
  agent_jar HashSeed "$work/hash-seed"
  hash_agent=("-javaagent:$work/HashSeed.jar")
fi
hashes=random
[[ $random_hashes == true ]] || hashes=fixed
echo "A/B ($measure) on JDK $feature: $base_name against $this, $hashes hashes, $rounds rounds," \
  "started $(date -u +%H:%M) UTC, load $(load)"

# The helper classes, compiled against each side's jar: they reach the suite's package-private set-up.
if [[ $measure != jmh ]]; then
  class=CpuTimePerDispatch
  [[ $measure == startup ]] && class=StartupCpuTime
  for side in base this; do
    "${bin}javac" -cp "$(jar_of $side)" -d "$work/$side" "$src/cpu-time/java/$class.java"
  done
  results="$out/$measure-jdk$feature-$base_name.txt"
  : > "$results"
  for _ in $(seq "$rounds"); do
    for n in ${types//,/ }; do
      if [[ $measure == cpu ]]; then
        for kind in mono unhandled mega; do
          for side in base this; do
            for target in $(targets_of "$(jar_of $side)" | tr ',' ' '); do
              "$java" "${hash_agent[@]}" -cp "$work/$side:$(jar_of $side)" "dev.switchboard.benchmarks.$class" \
                "$n" "$target" "$kind" 8 "$side" | tee -a "$results"
            done
          done
        done
      else
        for mode in preloaded cold; do
          for side in base this; do
            arguments=("$n")
            [[ $mode == cold ]] && arguments+=(cold)
            echo "$feature $n $mode $side $("$java" -cp "$work/$side:$(jar_of $side)" "dev.switchboard.benchmarks.$class" "${arguments[@]}")" \
              | tee -a "$results"
          done
        done
      fi
    done
  done
  python3 benchmarks/compare-commits.py "--$measure" "$results" | tee "${results%.txt}.md"
  exit
fi

stamp="ab-jdk$feature-$base_name"
jmh_agent=()
(( ${#hash_agent[@]} )) && jmh_agent=(-jvmArgsAppend "${hash_agent[*]}")
# Runs of an earlier A/B with more rounds would otherwise be read as this one's.
rm -f "$out/$stamp"-*.json "$out/$stamp"-*.log
for round in $(seq "$rounds"); do
  for side in base this; do
    echo "round $round, $side: load $(load)"
    "$java" -jar "$(jar_of $side)" "$bench" -f 1 -wi 2 -w 500ms -i 3 -r 500ms -p types="$types" -p events="$events" \
      "${jmh_agent[@]}" -p target="$(targets_of "$(jar_of $side)")" -rf json -rff "$out/$stamp-$side-$round.json" \
      > "$out/$stamp-$side-$round.log"
    # JMH exits 0 when a fork fails (a jar built by a newer JDK, say): an empty report must stop the A/B.
    if ! grep -q primaryMetric "$out/$stamp-$side-$round.json" || grep -q '<failure>' "$out/$stamp-$side-$round.log"; then
      fail "no results from $(jar_of $side) on JDK $feature: see $out/$stamp-$side-$round.log"
    fi
  done
done
python3 benchmarks/compare-commits.py "$out/$stamp"-*.json | tee "$out/$stamp.md"
