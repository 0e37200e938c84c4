#!/usr/bin/env bash
# Where one benchmark's time goes: runs one JMH trial under Java Flight Recorder, sampling every
# millisecond, and prints the share of execution samples per top frame (method and line; frames the
# JIT inlined are named by their own method and line), most frequent first. For machines without
# perf events (no -prof perfasm): JFR's samples are good enough to tell the table probe from the
# switch from the handler.
#   benchmarks/profile.sh BENCHMARK [options] [JMH arguments]
#   benchmarks/profile.sh DispatchBenchmark.monomorphic -p types=1024 -p target=SWITCHBOARD_DISPATCH
# BENCHMARK is Class.method; the JMH arguments (-p and the like) pick its parameters.
# Options:
#   --jar JAR     another benchmarks jar (an A/B base, say); default this checkout's, built as by run.sh
#   --jdk DIR|N   the JDK, as for run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=benchmarks/lib.sh
source benchmarks/lib.sh
common_options "$@"
set -- "${args[@]}"
jmh=()
while (( $# )); do
  case "$1" in
    --jar) jar="$(value "$@")"; shift 2 ;;
    *) jmh+=("$1"); shift ;;
  esac
done
set -- "${jmh[@]}"
[[ "${1:-}" == *.* ]] || fail "which benchmark, as Class.method? (see --help)"
benchmark="$1"
shift
[[ "$jar" != benchmarks/target/benchmarks.jar ]] || build_benchmarks
# The "profile" settings of the JDK, with Java samples every millisecond instead of every 10 or 20.
sed -E 's#(control="method-sampling-java-interval">)[^<]*<#\11 ms<#' \
  "$("${bin}java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.home = //p')/lib/jfr/profile.jfc" \
  > "$work/samples.jfc"
"${bin}java" -jar "$jar" "\\.${benchmark}\$" "$@" -f 1 -wi 3 -w 500ms -i 3 -r 1s \
  -jvmArgsAppend "-XX:StartFlightRecording:filename=$work/run.jfr,settings=$work/samples.jfc" \
  | grep -E "^(Benchmark|${benchmark%%.*}\\.)" || true
"${bin}jfr" print --events jdk.ExecutionSample --stack-depth 1 "$work/run.jfr" \
  | sed -n 's/^ *\([a-zA-Z_$][^ ]*(.*)\) *line: \([0-9]*\).*/\1 line \2/p' \
  | sed 's/(InfraControl[^)]*)/(...)/' \
  | sort | uniq -c | sort -rn \
  | awk '{ counts[NR] = $1; $1 = ""; lines[NR] = $0; total += counts[NR] }
         END { printf "%d samples\n", total; for (i = 1; i <= NR && i <= 15; i++) printf "%5.1f %%%s\n", 100 * counts[i] / total, lines[i] }'
