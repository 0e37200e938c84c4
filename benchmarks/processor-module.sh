# What processor-cost.sh and processor-profile.sh share (sourced by both from the repository's root):
# the JDK (JAVA_HOME), the processor's classes (PROCESSOR_CLASSES) and JavaPoet (MAVEN_REPO), a work
# directory removed at exit, the generated module and the medians.
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
repo="${MAVEN_REPO:-$HOME/.m2/repository}"
javapoet_version="$(sed -n 's:.*<javapoet.version>\(.*\)</javapoet.version>.*:\1:p' pom.xml)"
javapoet_jar="$repo/com/palantir/javapoet/javapoet/$javapoet_version/javapoet-$javapoet_version.jar"
processor_classes="${PROCESSOR_CLASSES:-processor/target/classes}"
classpath=annotations/target/classes:runtime/target/classes  # what the handlers use
for needed in "$processor_classes" annotations/target/classes runtime/target/classes "$javapoet_jar"; do
  [[ -e "$needed" ]] || { echo "$needed is missing: mvn -pl processor -am compile" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM  # so that the EXIT trap cleans up

# The module of $1 events, $1 handlers and one @EventDispatcher (GenerateBenchmarkSources.java --plain:
# nothing but Switchboard) in $work/src, its file list in $work/sources.
generate_module() {
  rm -rf "$work/src" "$work/src21"
  "${bin}java" benchmarks/src/generator/java/GenerateBenchmarkSources.java --plain "$work/src" "$work/src21" "$1"
  find "$work/src" -name '*.java' > "$work/sources"
}

# Keeps what the last javac generated ($work/generated, and the resources in $work/classes) in
# $work/replay, for ReplayProcessor to write again.
keep_for_replay() {
  rm -rf "$work/replay" && cp -r "$work/generated" "$work/replay"
  (cd "$work/classes" && find . -type f ! -name '*.class' -exec cp --parents {} "$work/replay" \;)
}

# The median of column $2 of file $1.
median() {
  sort -n -k "$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

# The 1-minute load average.
load() { uptime | sed 's/.*load average: //; s/,.*//'; }
