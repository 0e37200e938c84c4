#!/usr/bin/env bash
# What the Switchboard processor adds to javac: compiles the generated benchmark sources of N event
# types and handlers (N = 1,000 and 10,000 by default) without and with the processor, each twice in
# a fresh javac, and prints the best CPU times (user + system, all of javac's threads: unlike wall
# time, this does not count waiting for a core on a shared machine) and the processor's share.
#   benchmarks/processor-cost.sh [N...]        (JAVA_HOME selects the JDK; MAVEN_REPO the local repository)
# Needs benchmarks/target/benchmarks.jar (benchmarks/run.sh builds it) and processor/target/classes.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
sizes=("$@")
(( ${#sizes[@]} )) || sizes=(1000 10000)
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
repo="${MAVEN_REPO:-$HOME/.m2/repository}"
javapoet_version="$(sed -n 's:.*<javapoet.version>\(.*\)</javapoet.version>.*:\1:p' pom.xml)"
processor_path="processor/target/classes:annotations/target/classes:$repo/com/palantir/javapoet/javapoet/$javapoet_version/javapoet-$javapoet_version.jar"
classpath=benchmarks/target/benchmarks.jar:annotations/target/classes  # what the handlers use
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Best of two fresh javac runs: CPU milliseconds (user + system).
best_of_two() {
  local best=
  for _ in 1 2; do
    rm -rf "$work/classes" && mkdir -p "$work/classes"
    /usr/bin/time -f '%U %S' -o "$work/time" \
      "${bin}javac" -J-Xmx2g --release 17 -d "$work/classes" -s "$work/classes" -cp "$classpath" "$@" "@$work/sources"
    local took; took="$(awk '{ printf "%d", 1000 * ($1 + $2) }' "$work/time")"
    if [[ -z "$best" || "$took" -lt "$best" ]]; then best="$took"; fi
  done
  echo "$best"
}

printf '%8s %12s %12s %10s %s\n' N javac_cpu_ms with_proc_ms share JDK
for n in "${sizes[@]}"; do
  rm -rf "$work/src"
  "${bin}java" benchmarks/src/generator/java/GenerateBenchmarkSources.java "$work/src" "$work/src21" "$n"
  find "$work/src" -name '*.java' > "$work/sources"
  plain="$(best_of_two -proc:none)"
  with="$(best_of_two -processorpath "$processor_path" -processor dev.switchboard.processor.SwitchboardProcessor)"
  share="$(awk -v w="$with" -v p="$plain" 'BEGIN { printf "%.1f%%", 100 * (w - p) / p }')"
  printf '%8s %12s %12s %10s %s\n' "$n" "$plain" "$with" "$share" "$("${bin}java" -version 2>&1 | head -1)"
done
