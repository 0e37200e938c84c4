#!/usr/bin/env bash
# What the Switchboard processor adds to javac. For each N (default 10, 50, 1,000 and 10,000) it
# generates a module of N events, N handlers and one @EventDispatcher (GenerateBenchmarkSources.java
# --plain: nothing but Switchboard), and compiles it in a fresh javac four ways, interleaved, REPEAT
# times (default 5; 3 at N >= 10,000):
#   none    -proc:none
#   no-op   a trivial processor that does nothing (src/processor-cost/java/NoOpProcessor.java): the
#           floor any processor pays (discovery, class loading, the round machinery)
#   floor   a processor that writes, byte for byte, what Switchboard generated for this module in an
#           untimed run before (src/processor-cost/java/ReplayProcessor.java): the floor any processor
#           generating this dispatcher pays (javac's extra round, compiling the generated code)
#   sb      Switchboard's processor
# It prints the median whole-process CPU (user + system, every javac thread) and wall time of each,
# the load average before and after each N, and the ratios side by side, with the target on sb÷floor
# (what Switchboard's own work costs): <= 1.1 at N <= 50, <= 1.2 above (docs/benchmarks.md, "Processor
# cost"). CPU is the steadier measure on a shared machine.
#   benchmarks/processor-cost.sh [N...]     (JAVA_HOME selects the JDK; MAVEN_REPO the local repository;
#                                           PROCESSOR_CLASSES another build of the processor; BASELINE_CLASSES
#                                           the classes of a second build, run interleaved with the others
#                                           as "base" and printed as sb÷base: before and after a change)
# Needs the processor built: mvn -pl processor -am compile (or package).
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
sizes=("$@")
(( ${#sizes[@]} )) || sizes=(10 50 1000 10000)
# shellcheck source=benchmarks/processor-module.sh
source benchmarks/processor-module.sh  # sets bin, processor_classes, javapoet_jar, classpath and work

mkdir -p "$work/floors"
"${bin}javac" -d "$work/floors" benchmarks/src/processor-cost/java/NoOpProcessor.java \
  benchmarks/src/processor-cost/java/ReplayProcessor.java

sb_flags() {
  echo "-processorpath $1:annotations/target/classes:$javapoet_jar -processor dev.switchboard.processor.SwitchboardProcessor"
}
declare -A flags=(
  [none]="-proc:none"
  [noop]="-processorpath $work/floors -processor NoOpProcessor"
  [floor]="-processorpath $work/floors -processor ReplayProcessor -Areplay.dir=$work/replay"
  [sb]="$(sb_flags "$processor_classes")"
)
kinds=(none noop floor sb)
if [[ -n "${BASELINE_CLASSES:-}" ]]; then
  flags[base]="$(sb_flags "$BASELINE_CLASSES")"
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
  kind="$1" javac_run /usr/bin/time -f '%e %U %S' -o "$work/time"
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
  runs="${REPEAT:-$(( n >= 10000 ? 3 : 5 ))}"
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
  if [[ -n "${BASELINE_CLASSES:-}" ]]; then
    printf '%6s %4s %11s   base %s: %s; sb÷base %s\n' "" "" "" "$BASELINE_CLASSES" "${cpu[base]}/${wall[base]}" "$(both sb base)"
  fi
done
