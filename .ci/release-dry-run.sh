#!/usr/bin/env bash
# The first commands a new user types, and the release dry run of docs/contributing/releasing.md, checked once:
#   mvn -DskipTests install            (samples/inspection's coverage check must skip, not fail)
#   mvn -Dmaven.test.skip=true deploy -DaltDeploymentRepository=local::file://DIR
# Both into throwaway directories: the deploy goes to a temporary file repository, and the install
# into the machine's local repository only for the published modules and that sample.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
modules=annotations,runtime,processor,testing,micrometer,spring-boot-starter,samples/inspection

mvn -B -q ${MAVEN_ARGS:-} -pl "$modules" -am -DskipTests install
mvn -B -q ${MAVEN_ARGS:-} -pl "$modules" -am -Dmaven.test.skip=true deploy \
  -DaltDeploymentRepository="local::file://$out"

missing=0
for artifact in annotations runtime processor testing micrometer spring-boot-starter; do
  for suffix in .pom .jar -sources.jar -javadoc.jar; do
    if ! find "$out/dev/switchboard/switchboard-$artifact" -name "switchboard-$artifact-*$suffix" | grep -q .; then
      echo "release dry run: no switchboard-$artifact$suffix deployed" >&2
      missing=1
    fi
  done
done
if find "$out/dev/switchboard" -maxdepth 1 -name 'switchboard-samples*' -o -maxdepth 1 -name '*inspection*' | grep -q .; then
  echo "release dry run: a sample was deployed" >&2
  missing=1
fi
[[ $missing == 0 ]] || exit 1
echo "Release dry run: skip-tests install and deploy of the six published artifacts (jar, sources, javadoc, pom) passed."
