#!/usr/bin/env bash
# Checks that the published jars (annotations, runtime, processor, testing, micrometer,
# spring-boot-starter: main, -sources, -javadoc)
# and the processor's published pom are byte-identical across two builds of the same sources.
#
#   .ci/reproducible.sh          build 1 is what the last `mvn verify` or `mvn package` left in
#                                <module>/target (CI runs it right after `mvn -B verify`); builds
#                                it first if it is missing
#   .ci/reproducible.sh fresh    builds build 1 too
#
# Build 2 is a copy of the sources in another directory (so no path leaks into a jar either),
# packaged without tests. Uses the JDK of JAVA_HOME (else the java on PATH), like Maven.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
modules=(annotations runtime processor testing micrometer spring-boot-starter)
module_list=$(IFS=,; echo "${modules[*]}")
# -Dmaven.test.skip=true: tests do not change the jars; compiling them would only cost time.
build=(mvn -B -q ${MAVEN_ARGS:-} -pl "$module_list" -am package -Dmaven.test.skip=true)

published() {
  local dir=$1 module
  for module in "${modules[@]}"; do
    [[ -d "$dir/$module/target" ]] || continue
    find "$dir/$module/target" -maxdepth 1 -name 'switchboard-*.jar' ! -name 'original-*' | sort
  done
  if [[ -d "$dir/processor/target" ]]; then
    find "$dir/processor/target" -maxdepth 1 -name 'dependency-reduced-pom.xml'
  fi
}

if [[ "${1:-}" == fresh || -z "$(published "$root")" ]]; then
  echo "Reproducible builds: build 1 in $root"
  "${build[@]}"
fi

copy=$(mktemp -d "${TMPDIR:-/tmp}/switchboard-reproducible.XXXXXX")
trap 'rm -rf "$copy"' EXIT
# The sources as they are (committed or not), without build output.
git ls-files -z --cached --others --exclude-standard | tar -C "$root" --null -T - -cf - | tar -C "$copy" -xf -
echo "Reproducible builds: build 2 in $copy"
(cd "$copy" && "${build[@]}")

compared=0
differ=0
while read -r first; do
  second="$copy/${first#"$root"/}"
  compared=$((compared + 1))
  if ! cmp -s "$first" "$second"; then
    differ=$((differ + 1))
    echo "DIFFERS: ${first#"$root"/}"
    if [[ "$first" == *.jar ]]; then
      # Entry by entry, with CRCs and times: which entries differ.
      diff <(unzip -lv "$first" | sed '1d;$d') <(unzip -lv "$second" | sed '1d;$d') | head -n 20 || true
    else
      diff "$first" "$second" | head -n 20 || true
    fi
  fi
done < <(published "$root")

if (( compared == 0 )); then
  echo "Reproducible builds: no published jar found in build 1" >&2
  exit 1
fi
if (( differ > 0 )); then
  echo "Reproducible builds: $differ of $compared published files differ between two builds" >&2
  exit 1
fi
echo "Reproducible builds: $compared published files byte-identical in two builds"
