#!/usr/bin/env bash
# The dispatch benchmarks (JMH) and the start-up of a generated dispatcher.
#   benchmarks/run.sh smoke     every target at 8 event types, one short iteration, no fork: checks that
#                               the suite runs (CI); measures nothing worth reading
#   benchmarks/run.sh quick     every target at N = 8, 64, 1,024 and 10,000 (where it fits): 1 fork,
#                               2 x 0.5 s warm-up, 3 x 0.5 s measurement, -prof gc; then startup; a first look
#   benchmarks/run.sh full      the same with 2 forks, 5 x 1 s warm-up, 5 x 1 s measurement (unattended)
#   benchmarks/run.sh startup   StartupTime, three runs each cold and preloaded, at 1,024 event types;
#                               then CreatePhases (create()'s steps) at 1,024 and 10,000
# Options:
#   --events LIST   the megamorphic cycles of quick and full: 1024, 16384 or 1024,16384 (default)
#   --jdk DIR|N     the JDK (a directory, or a feature release such as 25 to look for); default
#                   JAVA_HOME, else the java on PATH
# Every script here builds benchmarks/target/benchmarks.jar (a reactor build of the processor and the
# benchmarks; nothing is installed) when it is missing, older than the sources or built on another JDK.
# quick and full print the number of trials and an estimate of the time first, and write JSON, logs, the
# start-up runs and ratios.py's table to benchmarks/results/jdk<feature>-<mode>-*; a failing target
# does not stop the others, and the script exits non-zero if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=benchmarks/lib.sh
source benchmarks/lib.sh
common_options "$@"
set -- "${args[@]}"
mode=smoke
events=1024,16384
while (( $# )); do
  case "$1" in
    smoke|quick|full|startup) mode="$1"; shift ;;
    --events) events="$(value "$@")"; shift 2 ;;
    *) fail "unknown argument $1 (see --help)" ;;
  esac
done
[[ "$events" =~ ^(1024|16384)(,(1024|16384))?$ ]] || fail "--events: 1024, 16384 or both"
java="${bin}java"
build_benchmarks

# Code lookups cannot hold 10,000 types in one method (javac: code too large): not generated there.
large_targets=SWITCHBOARD_DISPATCH,SWITCHBOARD_HANDLER_FOR,SWITCHBOARD_METHOD_DISPATCH,SWITCHBOARD_METHOD_HANDLER_FOR
large_targets+=,VISITOR,IDENTITY_HASH_MAP,CLASS_VALUE,GUAVA_EVENT_BUS,GREENROBOT_EVENT_BUS,SPRING_EVENT_LISTENER
targets="$large_targets,IF_CHAIN,IF_CHAIN_DIRECT,IF_CHAIN_METHODS"
# The pattern-switch target exists only when the jar was built, and is run, on JDK 21+.
if (( feature >= 21 )) && [[ "$(unzip -l "$jar")" == *n8/PatternSwitch.class* ]]; then
  targets+=,PATTERN_SWITCH
fi
count() { tr ',' '\n' <<<"$1" | wc -l; }

dispatch='\.DispatchBenchmark\.'
typed='\.TypedCallBenchmark\.'
new_classes='\.NewClassesBenchmark\.'
learned='\.LearnedClassBenchmark\.'

# StartupTime cold and preloaded, then CreatePhases (compiled against the jar: it reaches the
# generated code's nested classes by reflection) at the sizes whose dispatcher has nested classes.
startup() {
  for _ in 1 2 3; do
    "$java" -cp "$jar" dev.switchboard.benchmarks.StartupTime 1024
    "$java" -cp "$jar" dev.switchboard.benchmarks.StartupTime 1024 preloaded
  done
  "${bin}javac" -cp "$jar" -d "$work/phases" "$src/cpu-time/java/CreatePhases.java"
  for types in 1024 10000; do
    "$java" -cp "$work/phases:$jar" dev.switchboard.benchmarks.CreatePhases "$types"
  done
}

case "$mode" in
  smoke)
    "$java" -jar "$jar" "$dispatch" -f 0 -wi 0 -i 1 -r 50ms -p types=8 -p events=1024 -p target="$targets" \
      -prof gc -foe true
    "$java" -jar "$jar" "$typed" -f 0 -wi 0 -i 1 -r 50ms -p types=8 -prof gc -foe true
    "$java" -jar "$jar" "$new_classes" -f 0 -wi 0 -i 1 -r 50ms -p types=8 -prof gc -foe true
    "$java" -jar "$jar" "$learned" -f 0 -wi 0 -i 1 -r 50ms -p types=8 -prof gc -foe true
    exit
    ;;
  startup)
    startup
    exit
    ;;
  quick) forks=1 warmups=2 warmup_s=0.5 iterations=3 iteration_s=0.5 ;;
  full) forks=2 warmups=5 warmup_s=1 iterations=5 iteration_s=1 ;;
esac

# One trial per benchmark method, parameter combination and fork: 2 megamorphic cycles (or 1), the
# monomorphic and the unhandled case; N = 8, 64 and 1,024 for every target, 10,000 for those that fit;
# the typed path's 6 methods at 4 sizes; the first dispatch of new classes for 4 learners at 2 sizes;
# a learned class held by itself or weakly, 2 targets at 2 sizes. A fork also starts a JVM and sets
# the target up: the estimate counts 2 s for that, 8 s at 10,000 types (20,000 classes, Spring's
# 10,000 beans).
cases=$(( $(count "$events") + 2 ))
small_trials=$(( 3 * $(count "$targets") * cases ))
large_trials=$(( $(count "$large_targets") * cases ))
typed_trials=24
new_class_trials=8
learned_trials=8
short_trials=$((small_trials + typed_trials + new_class_trials + learned_trials))
per_trial="$(awk -v w="$warmups" -v ws="$warmup_s" -v i="$iterations" -v is="$iteration_s" 'BEGIN { print w * ws + i * is }')"
estimate="$(awk -v f="$forks" -v p="$per_trial" -v s="$short_trials" -v l="$large_trials" \
  'BEGIN { printf "%d", f * (s * (p + 2) + l * (p + 8)) / 60 + 1 }')"
echo "run.sh $mode on JDK $feature: $((short_trials + large_trials)) trials × $forks fork(s) × ${per_trial} s" \
  "measured, about $estimate minutes in all; started $(date -u +%H:%M) UTC, load $(load)"

out=benchmarks/results
mkdir -p "$out"
stamp="jdk$feature-$mode"
# Unattended: a target that fails does not stop the others; failures are counted at the end.
# JMH takes whole time units only: 0.5 s is written 500ms.
millis() { awk -v s="$1" 'BEGIN { printf "%dms", s * 1000 }'; }
options=(-f "$forks" -wi "$warmups" -w "$(millis "$warmup_s")" -i "$iterations" -r "$(millis "$iteration_s")" -prof gc -foe false)
"$java" -jar "$jar" "$dispatch" -p types=8,64,1024 -p events="$events" -p target="$targets" "${options[@]}" \
  -rf json -rff "$out/$stamp-small.json" 2>&1 | tee "$out/$stamp-small.log"
"$java" -jar "$jar" "$dispatch" -p types=10000 -p events="$events" -p target="$large_targets" "${options[@]}" \
  -rf json -rff "$out/$stamp-large.json" 2>&1 | tee "$out/$stamp-large.log"
"$java" -jar "$jar" "$typed" -p types=8,64,1024,10000 "${options[@]}" \
  -rf json -rff "$out/$stamp-typed.json" 2>&1 | tee "$out/$stamp-typed.log"
"$java" -jar "$jar" "$new_classes" -p types=8,10000 "${options[@]}" \
  -rf json -rff "$out/$stamp-new-classes.json" 2>&1 | tee "$out/$stamp-new-classes.log"
"$java" -jar "$jar" "$learned" "${options[@]}" \
  -rf json -rff "$out/$stamp-learned.json" 2>&1 | tee "$out/$stamp-learned.log"
startup | tee "$out/$stamp-startup.txt"
python3 benchmarks/ratios.py "$out/$stamp-small.json" "$out/$stamp-large.json" "$out/$stamp-typed.json" \
  | tee "$out/$stamp-ratios.md"
failures="$(cat "$out/$stamp"-{small,large,typed,new-classes,learned}.log | grep -c '<failure>' || true)"
echo "finished $(date -u +%H:%M) UTC; ratio table in $out/$stamp-ratios.md; $failures benchmark(s) failed" \
  "(see <failure> in $out/$stamp-*.log)"
(( failures == 0 ))
