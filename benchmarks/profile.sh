#!/usr/bin/env bash
# Where one benchmark's time goes: runs one JMH trial under Java Flight Recorder, sampling every
# millisecond, and prints the share of execution samples per top frame (method and line; frames the
# JIT inlined are named by their own method and line), most frequent first. This machine has no perf
# events (so no -prof perfasm); JFR's samples are taken at safepoint-free points of compiled code,
# good enough to tell the table probe from the switch from the handler.
#   benchmarks/profile.sh 'DispatchBenchmark.monomorphic' -p types=1024 -p target=SWITCHBOARD_DISPATCH
# Any further arguments go to JMH; JAVA_HOME selects the JDK. Needs benchmarks/target/benchmarks.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The "profile" settings of the JDK, with Java samples every millisecond instead of every 10 or 20.
sed -E 's#(control="method-sampling-java-interval">)[^<]*<#\11 ms<#' \
  "$("${bin}java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.home = //p')/lib/jfr/profile.jfc" \
  > "$work/samples.jfc"
"${bin}java" -jar benchmarks/target/benchmarks.jar "$@" -f 1 -wi 3 -w 500ms -i 3 -r 1s \
  -jvmArgsAppend "-XX:StartFlightRecording:filename=$work/run.jfr,settings=$work/samples.jfc" \
  | grep -E '^(Benchmark|DispatchBenchmark|TypedCallBenchmark|NewClassesBenchmark)' || true
"${bin}jfr" print --events jdk.ExecutionSample --stack-depth 1 "$work/run.jfr" \
  | sed -n 's/^ *\([a-zA-Z_$][^ ]*(.*)\) *line: \([0-9]*\).*/\1 line \2/p' \
  | sed 's/(InfraControl[^)]*)/(...)/' \
  | sort | uniq -c | sort -rn \
  | awk '{ counts[NR] = $1; $1 = ""; lines[NR] = $0; total += counts[NR] }
         END { printf "%d samples\n", total; for (i = 1; i <= NR && i <= 15; i++) printf "%5.1f %%%s\n", 100 * counts[i] / total, lines[i] }'
