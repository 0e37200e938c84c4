#!/usr/bin/env bash
# Copies everything Switchboard generates for this repository's own modules into OUT, so that two
# commits can be compared byte for byte (diff -r): the generated sources of every module that runs the
# processor (samples, tests' fixtures excluded, and the benchmark module at every size it is built
# with), and what lands in its class output under META-INF/switchboard (route reports, diagrams,
# module state, library indexes), plus the routes locks kept in source trees.
#   .ci/generated-sources.sh OUT [MAVEN_ARGS...]     e.g. -o to stay offline
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 OUT [maven args]" >&2; exit 2; }
out=$(mkdir -p "$1" && cd "$1" && pwd)
shift
cd "$(dirname "$0")/.."
mvn -B -q "$@" package -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true
find . -path ./.git -prune -o -type d -path '*/target/generated-sources/annotations' -print \
  | while read -r dir; do
      module=${dir%/target/generated-sources/annotations}
      mkdir -p "$out/$module/generated-sources"
      cp -R "$dir/." "$out/$module/generated-sources/"
    done
find . -path ./.git -prune -o -type d -path '*/target/classes/META-INF/switchboard' -print \
  | while read -r dir; do
      module=${dir%/target/classes/META-INF/switchboard}
      mkdir -p "$out/$module/META-INF-switchboard"
      cp -R "$dir/." "$out/$module/META-INF-switchboard/"
    done
git ls-files '*.lock' | while read -r lock; do
  mkdir -p "$out/$(dirname "$lock")"
  cp "$lock" "$out/$lock"
done
echo "$(find "$out" -type f | wc -l) files in $out"
