#!/usr/bin/env bash
# Runs the dispatch benchmarks on the JDK of JAVA_HOME (else the java on PATH).
#   benchmarks/run.sh smoke   every target at 8 event types, one short iteration, no fork: seconds; checks
#                             that the suite runs (CI), measures nothing worth reading
#   benchmarks/run.sh full    the tables of docs/benchmarks.md, with -prof gc; JSON and log in benchmarks/results/
# Builds benchmarks/target/benchmarks.jar first unless it exists (SKIP_BUILD=false rebuilds).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-smoke}"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
jar=benchmarks/target/benchmarks.jar

if [[ ! -f "$jar" || "${SKIP_BUILD:-true}" == false ]]; then
  # The processor is only an annotationProcessorPath of the benchmarks: name it, so the reactor builds
  # it and the dispatchers come from this checkout, not from whatever processor was installed last.
  mvn -B -q ${MAVEN_ARGS:-} -pl processor,benchmarks -am package -DskipTests
fi

# The pattern-switch target exists only when the jar was built, and is run, on JDK 21+.
targets=SWITCHBOARD,IF_CHAIN,IDENTITY_HASH_MAP,CLASS_VALUE,GUAVA_EVENT_BUS,GREENROBOT_EVENT_BUS
feature="$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
if (( feature >= 21 )) && [[ "$(unzip -l "$jar")" == *n8/PatternSwitch.class* ]]; then
  targets="SWITCHBOARD,IF_CHAIN,PATTERN_SWITCH,IDENTITY_HASH_MAP,CLASS_VALUE,GUAVA_EVENT_BUS,GREENROBOT_EVENT_BUS"
fi
# Code lookups cannot hold 10,000 types in one method (javac: code too large): not generated there.
large_targets=SWITCHBOARD,IDENTITY_HASH_MAP,CLASS_VALUE,GUAVA_EVENT_BUS,GREENROBOT_EVENT_BUS

case "$mode" in
  smoke)
    "$java" -jar "$jar" DispatchBenchmark -f 0 -wi 0 -i 1 -r 50ms -p types=8 -p events=1024 -p target="$targets" \
      -prof gc -foe true
    "$java" -jar "$jar" NewClassesBenchmark -f 0 -wi 0 -i 1 -r 50ms -p types=8 -prof gc -foe true
    ;;
  full)
    out=benchmarks/results
    mkdir -p "$out"
    stamp="jdk$feature"
    "$java" -jar "$jar" DispatchBenchmark -p types=8,64,1024 -p target="$targets" -prof gc -foe true \
      -rf json -rff "$out/$stamp-small.json" 2>&1 | tee "$out/$stamp-small.log"
    "$java" -jar "$jar" DispatchBenchmark -p types=10000 -p target="$large_targets" -prof gc -foe true \
      -rf json -rff "$out/$stamp-large.json" 2>&1 | tee "$out/$stamp-large.log"
    "$java" -jar "$jar" NewClassesBenchmark -prof gc -foe true \
      -rf json -rff "$out/$stamp-new-classes.json" 2>&1 | tee "$out/$stamp-new-classes.log"
    for _ in 1 2 3; do
      "$java" -cp "$jar" dev.switchboard.benchmarks.StartupTime 1024
      "$java" -cp "$jar" dev.switchboard.benchmarks.StartupTime 1024 preloaded
    done | tee "$out/$stamp-startup.txt"
    ;;
  *)
    echo "usage: $0 [smoke|full]" >&2
    exit 2
    ;;
esac
