#!/usr/bin/env bash
# What each difference between a generated small dispatcher and the hand-written direct-call chain
# costs at 8 event types (src/cpu-time/java/CallShapes.java says what each shape adds), beside the
# suite's own IF_CHAIN_DIRECT and SWITCHBOARD_DISPATCH targets: thread CPU time per dispatch, the
# least of repetitions of 20 million dispatches, shapes interleaved; per shape the median, least and
# most of the rounds. A round of one shape can take twice what the others take, so compare the least.
#   benchmarks/call-shapes.sh [--rounds N] [--kinds LIST] [--shapes LIST] [--jdk DIR|N]
# Options:
#   --rounds N     rounds of every shape (default 5)
#   --kinds LIST   the cases, comma-separated (default mega,mono; unhandled too)
#   --shapes LIST  the shapes, comma-separated (default every shape)
#   --jdk DIR|N    the JDK, as for run.sh
# shellcheck source=benchmarks/lib.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/lib.sh
common_options "$@"
set -- "${args[@]}"
rounds=5
kinds=mega,mono
shapes=chain,class-checks,bridge,adapter,generated,declared,base-class,generated-base,table-switch,unhandled-direct,instanceof-direct
while (( $# )); do
  case "$1" in
    --rounds) rounds="$(value "$@")"; shift 2 ;;
    --kinds) kinds="$(value "$@")"; shift 2 ;;
    --shapes) shapes="$(value "$@")"; shift 2 ;;
    *) fail "unknown option $1 (see --help)" ;;
  esac
done
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || fail "--rounds: a positive number"

jar=benchmarks/target/benchmarks.jar
build_benchmarks
unzip -l "$jar" dev/switchboard/benchmarks/n8/Event.class > /dev/null \
  || fail "$jar has no 8 event types: build it with -Dbenchmarks.sizes including 8"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"${bin}javac" -cp "$jar" -d "$work" benchmarks/src/cpu-time/java/CallShapes.java \
  benchmarks/src/cpu-time/java/CpuTimePerDispatch.java
java="${bin}java"
echo "call shapes on JDK $feature, $rounds rounds, started $(date -u +%H:%M) UTC, load $(load)"
results="$work/results.txt"
for _ in $(seq "$rounds"); do
  for kind in ${kinds//,/ }; do
    for shape in ${shapes//,/ }; do
      "$java" -cp "$work:$jar" dev.switchboard.benchmarks.CallShapes "$shape" "$kind" >> "$results"
    done
    for target in IF_CHAIN_DIRECT SWITCHBOARD_DISPATCH; do
      "$java" -cp "$work:$jar" dev.switchboard.benchmarks.CpuTimePerDispatch 8 "$target" "$kind" 8 suite \
        | awk '{print $3, $4, $5}' >> "$results"
    done
  done
done
echo "ended $(date -u +%H:%M) UTC, load $(load); ns per dispatch, median of the rounds (least, most):"
awk '{ key = $2 " " $1; values[key] = values[key] " " $3 }
  END { for (key in values) print key, values[key] }' "$results" | sort | while read -r kind shape rest; do
  sorted="$(tr ' ' '\n' <<< "$rest" | sort -g | tr '\n' ' ')"
  read -ra v <<< "$sorted"
  printf '%-5s %-22s %6s (%s, %s)\n' "$kind" "$shape" "${v[$(( ${#v[@]} / 2 ))]}" "${v[0]}" "${v[${#v[@]}-1]}"
done
