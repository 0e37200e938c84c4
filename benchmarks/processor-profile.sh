#!/usr/bin/env bash
# Where the CPU that Switchboard's processor adds to javac goes, beyond the floor of processor-cost.sh
# (ReplayProcessor writing Switchboard's output byte for byte). For each N (default 10 and 50) it
# generates the module of processor-cost.sh (GenerateBenchmarkSources.java --plain), records what sb
# generates for the floor to replay, then compiles it with floor and with sb, interleaved, --repeat
# times, each compile three times in a fresh javac, because each instrument costs CPU of its own and
# would blur the others:
#   timed    nothing added: whole-process CPU (user + system, every thread) and wall, GNU time
#   threads  src/processor-profile/java/ThreadCpuAgent.java, which writes at shutdown the CPU of each
#            live thread (/proc/self/task/*/schedstat) and of the process; -Xlog:class+load,gc and
#            -XX:+CITime. The JIT's and GC's threads are not Java threads, so only the kernel's
#            accounting splits them out. Only threads alive at shutdown are seen: on a machine with
#            many cores HotSpot may start and stop extra compiler threads, whose CPU lands in "other".
#   jfr      JFR with nothing but jdk.ExecutionSample, every millisecond, stacks 256 frames deep;
#            src/processor-profile/java/ProfileSummary.java reads the recordings
# It prints, per N, medians over the runs for floor, sb and sb - floor:
#   CPU, wall           timed run: whole-process CPU and wall, ms
#   process CPU         threads run: the process's user + system at shutdown (in clock ticks), ms
#     JIT threads       CPU of the C1 and C2 compiler threads, together and each, ms
#     GC + VM thread    CPU of the GC workers, G1's concurrent threads and the VM thread, ms
#     main thread       CPU of javac's thread (the processor runs on it), ms
#     other             process CPU less the three above: the other JVM threads, the agent's hook,
#                       threads that had exited, ms
#   JIT methods         methods compiled by C1 / by C2 (-XX:+CITime), and C1 + C2 compile time, ms
#   GC pauses           pauses logged by -Xlog:gc
#   classes loaded      -Xlog:class+load lines: all, from outside the CDS archive, Switchboard's
#                       (dev.switchboard, its lambdas included), JavaPoet's
#   class loading       HotSpot's own timers (hsperfdata saved at exit, read with jstat): elapsed,
#                       not CPU, time in loading classes (sun.cls.time), and, each without what it
#                       nested, in linking and verifying them, in static initializers, in defining
#                       classes of class loaders other than the boot loader, ms
#   main samples        jfr run: execution samples of javac's main thread per run (1 ms each; JFR
#                       samples a thread only while it runs Java code, not while the VM loads,
#                       links or compiles for it, so they cover a part of its CPU), and how many have
#                       a Switchboard frame, a JavaPoet frame (with their share of the main thread's)
# then, for sb, over all its jfr runs: the methods most often the innermost Switchboard or JavaPoet
# frame of a main-thread sample (the javac and JDK work they called counted with them; in brackets the
# method they called most often there), the steps of
# the processor by samples (its two outermost frames below process and processRound), and the
# packages with the most classes loaded with sb but not with floor, and the lambda classes of
# Switchboard and JavaPoet (first threads run of each).
#   benchmarks/processor-profile.sh [N...] [options]     default N: 10 50
# Options:
#   --repeat R       runs of each kind and instrument per N (default 5)
#   --processor DIR  the classes of another build of the processor (default this checkout's,
#                    compiled first when older than its sources)
#   --jdk DIR|N      the JDK, as for run.sh
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
# shellcheck source=benchmarks/lib.sh
source benchmarks/lib.sh
common_options "$@"
set -- "${args[@]}"
sizes=() runs=5 processor=
while (( $# )); do
  case "$1" in
    --repeat) runs="$(value "$@")"; shift 2 ;;
    --processor) processor="$(value "$@")"; shift 2 ;;
    [1-9]*) sizes+=("$1"); shift ;;
    *) fail "unknown argument $1 (see --help)" ;;
  esac
done
(( ${#sizes[@]} )) || sizes=(10 50)
processor_setup "$processor"

mkdir -p "$work/floors" "$work/tools"
"${bin}javac" -d "$work/floors" "$src/processor-cost/java/ReplayProcessor.java"
"${bin}javac" -XDstringConcat=inline -d "$work/tools" "$src"/processor-profile/java/*.java
agent_jar ThreadCpuAgent "$work/tools"
cat > "$work/samples.jfc" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<configuration version="2.0" label="samples">
  <event name="jdk.ExecutionSample">
    <setting name="enabled">true</setting>
    <setting name="period">1 ms</setting>
  </event>
</configuration>
EOF

declare -A flags=(
  [floor]="-processorpath $work/floors -processor ReplayProcessor -Areplay.dir=$work/replay"
  [sb]="$(switchboard_flags "$processor_classes")"
)
kinds=(floor sb)
declare -A instruments=(
  [timed]=""
  [threads]="-J-javaagent:$work/ThreadCpuAgent.jar=$work/out/threads -J-Xlog:class+load=info,gc=info:file=$work/out/log -J-XX:+CITime -J-XX:+PerfDataSaveToFile -J-XX:PerfDataSaveFile=$work/out/perf"
  [jfr]="-J-XX:FlightRecorderOptions:stackdepth=256 -J-XX:StartFlightRecording:filename=$work/out/run.jfr,settings=$work/samples.jfc"
)

# One fresh javac of kind $kind into $work/classes, with the instrument $1; what it writes goes to $work/out.
javac_run() {
  rm -rf "$work/classes" "$work/generated" "$work/out" && mkdir -p "$work/classes" "$work/generated" "$work/out"
  # shellcheck disable=SC2086 # the flags are words
  gnu_time -f '%e %U %S' -o "$work/out/time" "${bin}javac" -J-Xmx2g ${instruments[$1]} --release 17 \
    -d "$work/classes" -s "$work/generated" -cp "$classpath" ${flags[$kind]} "@$work/sources" > "$work/out/stdout"
}


# Appends one line of figures of run $2 of kind $kind to $work/$kind.$1 (see the header for each).
measure() {
  javac_run "$1"
  case "$1" in
    timed)
      awk '{ printf "%d %d\n", 1000 * ($2 + $3), 1000 * $1 }' "$work/out/time" >> "$work/$kind.timed" ;;
    threads)
      local ticks; ticks="$(getconf CLK_TCK)"
      awk -F '\t' -v hz="$ticks" '
        $1 == "process-ticks" { process = 1000 * $2 / hz; next }
        $2 ~ /^C1 CompilerThre/ { c1 += $3 / 1e6; next }
        $2 ~ /^C2 CompilerThre/ { c2 += $3 / 1e6; next }
        $2 ~ /^(GC Thread|G1 |VM Thread)/ { gc += $3 / 1e6; next }
        $2 == "javac" || $2 == "java" { main += $3 / 1e6 }
        END { printf "%d %d %d %d %d %d %d ", process, c1 + c2, c1, c2, gc, main, process - c1 - c2 - gc - main }' \
        "$work/out/threads" >> "$work/$kind.threads"
      sed -n 's/^ *C\([12]\) {speed:.*standard: *\([0-9.]*\) s, [0-9]* bytes, \([0-9]*\) methods; osr: *\([0-9.]*\) s, [0-9]* bytes, \([0-9]*\) methods.*/\1 \2 \3 \4 \5/p' \
        "$work/out/stdout" \
        | awk '{ methods[$1] = $3 + $5; ms += 1000 * ($2 + $4) } END { printf "%d %d %d ", methods[1], methods[2], ms }' \
        >> "$work/$kind.threads"
      awk -v sb="$processor_classes" '
        /\[gc *\] GC\(/ && /Pause/ { pauses++ }
        !/\[class,load *\]/ { next }
        { classes++ }
        !/source: shared objects file/ { outside++ }
        $0 ~ /\] dev\.switchboard\./ { switchboard++ }
        $0 ~ /\] com\.palantir\.javapoet\./ { javapoet++ }
        END { printf "%d %d %d %d %d ", pauses, classes, outside, switchboard, javapoet }' \
        "$work/out/log" >> "$work/$kind.threads"
      "${bin}jstat" -J-Djstat.showUnsupported=true -snap "file://$work/out/perf" | awk -F = '
        { v[$1] = $2 }
        END { f = v["sun.os.hrt.frequency"] / 1000
              printf "%d %d %d %d\n", v["sun.cls.time"] / f, v["sun.cls.classLinkedTime.self"] / f,
                v["sun.cls.classInitTime.self"] / f, v["sun.cls.defineAppClassTime.self"] / f }' \
        >> "$work/$kind.threads"
      if (( $2 == 1 )); then
        # Lambda and LambdaForm classes by their host's name, so that the two runs compare.
        sed -n 's/.*\[class,load *\] \([^ ]*\) source.*/\1/p' "$work/out/log" \
          | sed 's/\$\$Lambda.*/$$Lambda/; s:/0x[0-9a-f]*$::' | sort > "$work/$kind.classes"
      fi ;;
    jfr)
      mv "$work/out/run.jfr" "$work/$kind.$2.jfr" ;;
  esac
}

row() { printf '  %-38s %14s %14s %14s\n' "$@"; }
# A row of the medians of column $2 of the files $work/{floor,sb}.$1, and their difference.
figure() {
  local f s; f="$(median "$work/floor.$1" "$2")"; s="$(median "$work/sb.$1" "$2")"
  row "$3" "$f" "$s" "$(( s - f ))"
}

echo "$("${bin}java" -version 2>&1 | head -1); $(nproc) cores; medians of each figure over the runs"
for n in "${sizes[@]}"; do
  rm -f "$work"/*.timed "$work"/*.threads "$work"/*.jfr "$work"/*.classes
  generate_module "$n"
  load_before="$(load)"
  kind=sb javac_run timed  # what Switchboard generates for this module, for the floor to write again
  keep_for_replay
  for run in $(seq "$runs"); do
    for instrument in timed threads jfr; do
      for kind in "${kinds[@]}"; do measure "$instrument" "$run"; done
    done
  done
  for kind in "${kinds[@]}"; do
    "${bin}java" -cp "$work/tools" ProfileSummary 10 "$work/$kind".*.jfr > "$work/$kind.summary"
  done
  echo
  echo "N = $n, $runs runs of each, load (1-minute average) $load_before before, $(load) after"
  row "" floor sb "sb - floor"
  figure timed 1 "CPU ms (timed run)"
  figure timed 2 "wall ms (timed run)"
  figure threads 1 "process CPU ms (threads run)"
  figure threads 2 "  JIT threads (C1 + C2) ms"
  figure threads 3 "    C1 thread ms"
  figure threads 4 "    C2 thread ms"
  figure threads 5 "  GC + VM thread ms"
  figure threads 6 "  main thread ms"
  figure threads 7 "  other ms"
  figure threads 8 "JIT methods by C1"
  figure threads 9 "JIT methods by C2"
  figure threads 10 "JIT compile time (CITime) ms"
  figure threads 11 "GC pauses"
  figure threads 12 "classes loaded"
  figure threads 13 "  not from the CDS archive"
  figure threads 14 "  Switchboard's"
  figure threads 15 "  JavaPoet's"
  figure threads 16 "class loading, VM timer ms"
  figure threads 17 "  linking and verifying (self) ms"
  figure threads 18 "  static initializers (self) ms"
  figure threads 19 "  defining app classes (self) ms"
  declare -A counts=()
  for kind in "${kinds[@]}"; do
    read -r _ all switchboard javapoet either < <(grep '^counts ' "$work/$kind.summary")
    counts[$kind]="$all $switchboard $javapoet $either"
  done
  read -r fa fs fj _ <<< "${counts[floor]}"
  read -r sa ss sj _ <<< "${counts[sb]}"
  per_run() { echo $(( ($1 + runs / 2) / runs )); }
  row "main-thread samples per run (jfr run)" "$(per_run "$fa")" "$(per_run "$sa")" "$(per_run $(( sa - fa )))"
  share() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f %%", b ? 100 * a / b : 0 }'; }
  row "  with a Switchboard frame (share)" "$(per_run "$fs")" "$(per_run "$ss") ($(share "$ss" "$sa"))" \
    "$(per_run $(( ss - fs )))"
  row "  with a JavaPoet frame (share)" "$(per_run "$fj")" "$(per_run "$sj") ($(share "$sj" "$sa"))" \
    "$(per_run $(( sj - fj )))"
  echo "  sb, innermost Switchboard/JavaPoet frame of main-thread samples (samples over $runs runs):"
  sed -n 's/^method \([0-9]*\) \(.*\)/    \1 \2/p' "$work/sb.summary"
  echo "  sb, processor steps (outermost frames below processRound), samples over $runs runs:"
  sed -n 's/^phase \([0-9]*\) \(.*\)/    \1 \2/p' "$work/sb.summary"
  echo "  classes loaded with sb and not with floor, by package (first threads run):"
  comm -13 "$work/floor.classes" "$work/sb.classes" | sed 's/\.[^.]*$//; s/\$\$Lambda.*//' | sort | uniq -c \
    | sort -rn | head -12 | awk '{ printf "    %5d %s\n", $1, $2 }'
  echo "  lambda classes of Switchboard and JavaPoet with sb, by host class (first threads run):"
  { grep -E '^(dev\.switchboard|com\.palantir\.javapoet)\..*\$\$Lambda$' "$work/sb.classes" || true; } \
    | sed 's/\$\$Lambda$//; s/.*\.//' | uniq -c | awk '{ printf "%s%s ", $2, ($1 > 1 ? " x" $1 : "") } END { print "" }' \
    | fold -s -w 96 | sed 's/^/    /'
done
