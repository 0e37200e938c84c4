#!/usr/bin/env bash
# What the Switchboard processor adds to javac. For each N (default 10, 50, 1,000 and 10,000) it
# generates a module of N events, N handlers and one @EventDispatcher (GenerateBenchmarkSources.java
# --plain: nothing but Switchboard), and compiles it in a fresh javac three ways, interleaved, REPEAT
# times (default 5; 3 at N >= 10,000):
#   none    -proc:none
#   no-op   a trivial processor that does nothing (src/processor-cost/java/NoOpProcessor.java): the
#           floor any processor pays (discovery, class loading, the round machinery)
#   sb      Switchboard's processor
# It prints the median whole-process CPU (user + system, every javac thread) and wall time of each,
# and the ratios sb ÷ none and sb ÷ no-op side by side, with issue 13's targets: sb ÷ no-op ≤ 1.15 at
# N ≤ 50, sb ÷ none ≤ 1.25 at N = 10,000. CPU is the steadier measure on a shared machine.
#   benchmarks/processor-cost.sh [N...]     (JAVA_HOME selects the JDK; MAVEN_REPO the local repository;
#                                           PROCESSOR_CLASSES another build of the processor, to compare)
# Needs the processor built: mvn -pl processor -am compile (or package).
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
sizes=("$@")
(( ${#sizes[@]} )) || sizes=(10 50 1000 10000)
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
repo="${MAVEN_REPO:-$HOME/.m2/repository}"
javapoet_version="$(sed -n 's:.*<javapoet.version>\(.*\)</javapoet.version>.*:\1:p' pom.xml)"
processor_classes="${PROCESSOR_CLASSES:-processor/target/classes}"
processor_path="$processor_classes:annotations/target/classes:$repo/com/palantir/javapoet/javapoet/$javapoet_version/javapoet-$javapoet_version.jar"
classpath=annotations/target/classes:runtime/target/classes  # what the handlers use
for needed in "$processor_classes" annotations/target/classes runtime/target/classes; do
  [[ -d "$needed" ]] || { echo "$needed is missing: mvn -pl processor -am compile" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM  # so that the EXIT trap cleans up

mkdir -p "$work/noop"
"${bin}javac" -d "$work/noop" benchmarks/src/processor-cost/java/NoOpProcessor.java

declare -A flags=(
  [none]="-proc:none"
  [noop]="-processorpath $work/noop -processor NoOpProcessor"
  [sb]="-processorpath $processor_path -processor dev.switchboard.processor.SwitchboardProcessor"
)

# One fresh javac; appends "wall_ms cpu_ms" to $work/$1.times.
compile() {
  rm -rf "$work/classes" && mkdir -p "$work/classes"
  # shellcheck disable=SC2086 # the flags are words
  /usr/bin/time -f '%e %U %S' -o "$work/time" \
    "${bin}javac" -J-Xmx2g --release 17 -d "$work/classes" -s "$work/classes" -cp "$classpath" ${flags[$1]} \
    "@$work/sources"
  awk '{ printf "%d %d\n", 1000 * $1, 1000 * ($2 + $3) }' "$work/time" >> "$work/$1.times"
}

# The median of column $2 of file $1.
median() {
  sort -n -k "$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "$("${bin}java" -version 2>&1 | head -1); $(nproc) cores; load: $(uptime | sed 's/.*load average: //')"
printf '%7s %6s | %15s %15s %15s | %16s %16s | %s\n' N runs "none cpu/wall" "no-op cpu/wall" "sb cpu/wall" \
  "sb÷none cpu/wall" "sb÷no-op cpu/wall" target
for n in "${sizes[@]}"; do
  rm -rf "$work/src" "$work"/*.times
  "${bin}java" benchmarks/src/generator/java/GenerateBenchmarkSources.java --plain "$work/src" "$work/src21" "$n"
  find "$work/src" -name '*.java' > "$work/sources"
  runs="${REPEAT:-$(( n >= 10000 ? 3 : 5 ))}"
  for _ in $(seq "$runs"); do
    for kind in none noop sb; do compile "$kind"; done
  done
  declare -A cpu=() wall=()
  for kind in none noop sb; do
    wall[$kind]="$(median "$work/$kind.times" 1)"
    cpu[$kind]="$(median "$work/$kind.times" 2)"
  done
  if (( n <= 50 )); then
    target="sb÷no-op ≤ 1.15: $(ratio "${cpu[sb]}" "${cpu[noop]}") cpu, $(ratio "${wall[sb]}" "${wall[noop]}") wall"
  elif (( n >= 10000 )); then
    target="sb÷none ≤ 1.25: $(ratio "${cpu[sb]}" "${cpu[none]}") cpu, $(ratio "${wall[sb]}" "${wall[none]}") wall"
  else
    target="-"
  fi
  printf '%7s %6s | %15s %15s %15s | %16s %16s | %s\n' "$n" "$runs" \
    "${cpu[none]}/${wall[none]} ms" "${cpu[noop]}/${wall[noop]} ms" "${cpu[sb]}/${wall[sb]} ms" \
    "$(ratio "${cpu[sb]}" "${cpu[none]}")/$(ratio "${wall[sb]}" "${wall[none]}")" \
    "$(ratio "${cpu[sb]}" "${cpu[noop]}")/$(ratio "${wall[sb]}" "${wall[noop]}")" "$target"
done
