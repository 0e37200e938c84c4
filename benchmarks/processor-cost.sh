#!/usr/bin/env bash
# What the Switchboard processor adds to javac.
#   benchmarks/processor-cost.sh [N...] [options]       default N: 10 50 1000 10000
# For each N it generates a module of N events, N handlers and one @EventDispatcher
# (GenerateBenchmarkSources.java --plain: nothing but Switchboard), and compiles it in a fresh javac
# four ways, interleaved:
#   none    -proc:none
#   no-op   a processor that does nothing (src/processor-cost/java/NoOpProcessor.java): the floor any
#           processor pays (discovery, class loading, the round machinery)
#   floor   a processor that writes, byte for byte, what Switchboard generated for this module in an
#           untimed run before (src/processor-cost/java/ReplayProcessor.java): the floor any processor
#           generating this dispatcher pays (javac's extra round, compiling the generated code)
#   sb      Switchboard's processor
# It prints the median whole-process CPU (user + system, every javac thread) and wall time of each,
# the load average before and after each N, and the ratios side by side, with the target on sb / floor
# (what Switchboard's own work costs; docs/benchmarks.md, "Processor cost"). CPU is the steadier
# measure on a shared machine.
# Options:
#   --repeat R       compiles of each kind per N (default 5; 3 at N >= 10,000)
#   --processor DIR  the classes of another build of the processor (default this checkout's,
#                    compiled first when older than its sources)
#   --baseline DIR   the classes of a second build, compiled interleaved with the others as "base" and
#                    printed as sb / base: before and after a change
#   --jdk DIR|N      the JDK, as for run.sh
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
# shellcheck source=benchmarks/lib.sh
source benchmarks/lib.sh
common_options "$@"
set -- "${args[@]}"
sizes=() repeat= processor= baseline=
while (( $# )); do
  case "$1" in
    --repeat) repeat="$(value "$@")"; shift 2 ;;
    --processor) processor="$(value "$@")"; shift 2 ;;
    --baseline) baseline="$(value "$@")"; shift 2 ;;
    [1-9]*) sizes+=("$1"); shift ;;
    *) fail "unknown argument $1 (see --help)" ;;
  esac
done
(( ${#sizes[@]} )) || sizes=(10 50 1000 10000)
processor_setup "$processor"
mkdir -p "$work/floors"
"${bin}javac" -d "$work/floors" "$src"/processor-cost/java/*.java

declare -A flags=(
  [none]="-proc:none"
  [noop]="-processorpath $work/floors -processor NoOpProcessor"
  [floor]="-processorpath $work/floors -processor ReplayProcessor -Areplay.dir=$work/replay"
  [sb]="$(switchboard_flags "$processor_classes")"
)
kinds=(none noop floor sb)
if [[ -n "$baseline" ]]; then
  flags[base]="$(switchboard_flags "$baseline")"
  kinds+=(base)
fi

# One fresh javac into $work/classes (generated sources into $work/generated).
javac_run() {
  rm -rf "$work/classes" "$work/generated" && mkdir -p "$work/classes" "$work/generated"
  # shellcheck disable=SC2086 # the flags are words
  "$@" "${bin}javac" -J-Xmx2g --release 17 -d "$work/classes" -s "$work/generated" -cp "$classpath" \
    ${flags[$kind]} "@$work/sources"
}

# One timed compile; appends "wall_ms cpu_ms" to $work/$1.times.
compile() {
  kind="$1" javac_run gnu_time -f '%e %U %S' -o "$work/time"
  awk '{ printf "%d %d\n", 1000 * $1, 1000 * ($2 + $3) }' "$work/time" >> "$work/$1.times"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "$("${bin}java" -version 2>&1 | head -1); $(nproc) cores; medians of CPU/wall in ms; load = 1-minute load average before/after"
printf '%6s %4s %11s | %11s %11s %11s %11s | %9s %9s %9s %9s | %s\n' N runs load none no-op floor sb \
  "sb÷none" "sb÷no-op" "fl÷no-op" "sb÷floor" target
for n in "${sizes[@]}"; do
  rm -f "$work"/*.times
  generate_module "$n"
  load_before="$(load)"
  kind=sb javac_run  # what Switchboard generates for this module, for the floor to write again
  keep_for_replay
  runs="${repeat:-$(( n >= 10000 ? 3 : 5 ))}"
  for _ in $(seq "$runs"); do
    for kind in "${kinds[@]}"; do compile "$kind"; done
  done
  declare -A cpu=() wall=()
  for kind in "${kinds[@]}"; do
    wall[$kind]="$(median "$work/$kind.times" 1)"
    cpu[$kind]="$(median "$work/$kind.times" 2)"
  done
  both() { echo "$(ratio "${cpu[$1]}" "${cpu[$2]}")/$(ratio "${wall[$1]}" "${wall[$2]}")"; }
  if (( n <= 50 )); then
    target="sb÷floor ≤ 1.1 (cpu/wall): $(both sb floor)"
  else
    target="sb÷floor ≤ 1.2 (cpu/wall): $(both sb floor)"
  fi
  printf '%6s %4s %11s | %11s %11s %11s %11s | %9s %9s %9s %9s | %s\n' "$n" "$runs" "$load_before/$(load)" \
    "${cpu[none]}/${wall[none]}" "${cpu[noop]}/${wall[noop]}" "${cpu[floor]}/${wall[floor]}" "${cpu[sb]}/${wall[sb]}" \
    "$(both sb none)" "$(both sb noop)" "$(both floor noop)" "$(both sb floor)" "$target"
  if [[ -n "$baseline" ]]; then
    printf '%6s %4s %11s   base %s: %s; sb÷base %s\n' "" "" "" "$baseline" "${cpu[base]}/${wall[base]}" "$(both sb base)"
  fi
done
