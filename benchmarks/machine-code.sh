#!/usr/bin/env bash
# The machine code one benchmark runs: runs one JMH trial with HotSpot printing the compiled code of
# the benchmark's JMH stub (into which C2 inlines the benchmark method and what it calls), and prints
# the last C2 compilation of it, disassembled: what -prof perfasm shows, without the hotness. For
# machines without perf events or HotSpot's hsdis disassembler: HotSpot then prints hex, which
# machine-code.py decodes with binutils' objdump (x86-64).
#   benchmarks/machine-code.sh BENCHMARK [options] [JMH arguments]
#   benchmarks/machine-code.sh TypedCallBenchmark.typedDispatch -p types=64
# BENCHMARK is Class.method; the JMH arguments (-p and the like) pick its parameters.
# Options:
#   --full        keeps oop maps and debug scopes (which bytecode of which inlined method each
#                 safepoint and call belongs to)
#   --jar JAR     another benchmarks jar (an A/B base, say); default this checkout's, built as by run.sh
#   --jdk DIR|N   the JDK, as for run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=benchmarks/lib.sh
source benchmarks/lib.sh
common_options "$@"
set -- "${args[@]}"
jmh=() brief=(--brief)
while (( $# )); do
  case "$1" in
    --jar) jar="$(value "$@")"; shift 2 ;;
    --full) brief=(); shift ;;
    *) jmh+=("$1"); shift ;;
  esac
done
set -- "${jmh[@]}"
[[ "${1:-}" == *.* ]] || fail "which benchmark, as Class.method? (see --help)"
class="${1%%.*}"
method="${1#*.}"
shift
[[ "$jar" != benchmarks/target/benchmarks.jar ]] || build_benchmarks
"${bin}java" -jar "$jar" "\\.${class}\\.${method}\$" "$@" -f 1 -wi 3 -w 500ms -i 1 -r 500ms \
  -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=quiet -XX:CompileCommand=print,*${class}_${method}_jmhTest::${method}_avgt_jmhStub" \
  > "$work/run.txt"
grep -E "^${class}\\.${method} " "$work/run.txt" || true
python3 benchmarks/machine-code.py "$work/run.txt" --last "${brief[@]}"
