#!/usr/bin/env bash
# The machine code one benchmark runs: runs one JMH trial with HotSpot printing the compiled code of
# the benchmark's JMH stub (into which C2 inlines the benchmark method and what it calls), and prints
# the last C2 compilation of it, disassembled: what -prof perfasm shows, without the hotness. This
# machine has neither perf events nor HotSpot's hsdis disassembler, so HotSpot prints hex, which
# machine-code.py decodes with binutils' objdump (x86-64).
#   benchmarks/machine-code.sh 'TypedCallBenchmark.typedDispatch' -p types=64
#   benchmarks/machine-code.sh 'DispatchBenchmark.monomorphic' -p types=64 -p target=SWITCHBOARD_DISPATCH
# The first argument names one benchmark method (Class.method); any further arguments go to JMH;
# JAVA_HOME selects the JDK; FULL=true keeps oop maps and debug scopes (which bytecode of which
# inlined method each safepoint and call belongs to). JAR names another benchmarks jar (an A/B base):
# benchmarks/target/benchmarks.jar by default.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
benchmark="$1"
shift
class="${benchmark%%.*}"
method="${benchmark#*.}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"${bin}java" -jar "${JAR:-benchmarks/target/benchmarks.jar}" "${class}\\.${method}\$" "$@" -f 1 -wi 3 -w 500ms -i 1 -r 500ms \
  -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=quiet -XX:CompileCommand=print,*${class}_${method}_jmhTest::${method}_avgt_jmhStub" \
  > "$work/run.txt"
grep -E "^${class}\\.${method} " "$work/run.txt" || true
if [ "${FULL:-false}" = true ]; then
  python3 benchmarks/machine-code.py "$work/run.txt" --last
else
  python3 benchmarks/machine-code.py "$work/run.txt" --last --brief
fi
