# What the benchmark scripts share; each sources it first, from the repository's root. The scripts
# take options only (no environment variables), and a script's header comment is its --help.

# The header comment of the running script, from its first comment line to the first line that is
# not one.
usage() {
  sed -n '2,/^[^#]/{/^#/!q; s/^# \{0,1\}//p}' "$0"
}

fail() {
  echo "$(basename "$0"): $*" >&2
  exit 2
}

# The feature release (17, 25, ...) of the JDK in directory $1, from its release file.
jdk_feature() {
  local version
  version="$(sed -n 's/^JAVA_VERSION="\([^"]*\)"/\1/p' "$1/release" 2>/dev/null)"
  version="${version#1.}"
  echo "${version%%[.+-]*}"
}

# --jdk DIR or --jdk FEATURE: runs Java and Maven on that JDK. A feature release is looked for where
# JDKs are usually installed; JAVA_HOME, else the java on PATH, is the default.
use_jdk() {
  local home candidate
  if [[ -x "$1/bin/javac" ]]; then
    home="$1"
  elif [[ "$1" =~ ^[0-9]+$ ]]; then
    for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* \
      "$HOME"/.jdks/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
      if [[ -x "$candidate/bin/javac" && "$(jdk_feature "$candidate")" == "$1" ]]; then
        home="$candidate"
        break
      fi
    done
    [[ -n "${home:-}" ]] || fail "no JDK $1 found; give its directory: --jdk DIR"
  else
    fail "--jdk $1: neither a JDK directory nor a feature release"
  fi
  export JAVA_HOME="$home" PATH="$home/bin:$PATH"
}

# Takes the options every script knows (--help, --jdk) out of "$@"; the rest, in order, go to $args.
args=()
common_options() {
  while (( $# )); do
    case "$1" in
      -h|--help) usage; exit 0 ;;
      --jdk) (( $# > 1 )) || fail "--jdk needs a value"; use_jdk "$2"; shift 2 ;;
      *) args+=("$1"); shift ;;
    esac
  done
  bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
  feature="$("${bin}java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
}

# The value of option $1, given as its next argument $2.
value() {
  [[ -n "${2:-}" && "$2" != --* ]] || fail "$1 needs a value"
  echo "$2"
}

# Whether $1 is missing, or older than a file of the sources that go into it (directories $2...).
stale() {
  local target="$1"
  shift
  [[ ! -e "$target" ]] || [[ -n "$(find "$@" pom.xml -newer "$target" -type f -print -quit)" ]]
}

jar=benchmarks/target/benchmarks.jar

# Builds $jar when it is missing, older than its sources, or built on another JDK (which decides
# whether it holds the pattern-switch target). The processor is an annotationProcessorPath of the
# benchmarks, not a dependency: naming it makes the reactor build it, so that the dispatchers come
# from this checkout and nothing is installed into the local repository.
build_benchmarks() {
  local built_on
  built_on=
  if [[ -f "$jar" ]]; then
    built_on="$(unzip -p "$jar" META-INF/MANIFEST.MF | sed -n 's/^Build-Jdk-Spec: *//p' | tr -d '\r')"
  fi
  if [[ "$built_on" != "$feature" ]] || stale "$jar" annotations/src runtime/src processor/src benchmarks/src benchmarks/pom.xml; then
    echo "building $jar on JDK $feature" >&2
    mvn -B -q -pl processor,benchmarks -am package -DskipTests
    touch "$jar"
  fi
}

# Compiles the processor and what it needs when their classes are missing or older than the sources.
build_processor() {
  if stale processor/target/classes annotations/src runtime/src processor/src; then
    echo "compiling the processor on JDK $feature" >&2
    mvn -B -q -pl processor -am compile
    touch processor/target/classes  # compiling touches the class files only, not the directory
  fi
}

# A scratch directory, removed at exit (an interrupt exits, so that it is removed then too).
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# GNU time, for the whole-process CPU of one command (the shell's time keyword reports no more than
# the shell's children as a whole).
gnu_time() {
  local command
  command="$(type -P time)" || fail "needs GNU time (package time)"
  "$command" "$@"
}

# The 1-minute load average, stated beside every measurement: a busy machine spoils one.
load() { uptime | sed 's/.*load average: //; s/,.*//'; }

# The median of column $2 of file $1.
median() {
  sort -n -k "$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

# The helper Java of the scripts: benchmarks/src/<tool>/java/<Class>.java.
src=benchmarks/src

# A Java agent jar ($work/$1.jar) of the class $1 (with its nested classes) from the classes in $2.
agent_jar() {
  printf 'Premain-Class: %s\n' "$1" > "$work/$1.mf"
  (cd "$2" && shopt -s nullglob && "${bin}jar" --create --file "$work/$1.jar" --manifest "$work/$1.mf" "$1".class "$1"\$*.class)
}

# For processor-cost.sh and processor-profile.sh: the processor's classes ($1, default this
# checkout's, compiled when stale), JavaPoet from the local Maven repository (the one of
# ~/.m2/settings.xml, if it names one), and the class path of the generated module's handlers.
processor_setup() {
  local repo needed
  processor_classes="${1:-processor/target/classes}"
  [[ -n "${1:-}" ]] || build_processor
  repo=
  if [[ -f "$HOME/.m2/settings.xml" ]]; then
    repo="$(sed -n 's:.*<localRepository>\(.*\)</localRepository>.*:\1:p' "$HOME/.m2/settings.xml")"
  fi
  repo="${repo:-$HOME/.m2/repository}"
  javapoet_version="$(sed -n 's:.*<javapoet.version>\(.*\)</javapoet.version>.*:\1:p' pom.xml)"
  javapoet_jar="$repo/com/palantir/javapoet/javapoet/$javapoet_version/javapoet-$javapoet_version.jar"
  classpath=annotations/target/classes:runtime/target/classes
  for needed in "$processor_classes" annotations/target/classes runtime/target/classes "$javapoet_jar"; do
    [[ -e "$needed" ]] || fail "$needed is missing"
  done
}

# The javac options that run Switchboard's processor from the classes in $1.
switchboard_flags() {
  echo "-processorpath $1:annotations/target/classes:$javapoet_jar -processor dev.switchboard.processor.SwitchboardProcessor"
}

# The module of $1 events, $1 handlers and one @EventDispatcher (GenerateBenchmarkSources.java --plain:
# nothing but Switchboard) in $work/src, its file list in $work/sources. With $2 = methods, the
# handlers are methods, eight per class (--plain-methods).
generate_module() {
  local shape=--plain
  [[ "${2:-}" != methods ]] || shape=--plain-methods
  rm -rf "$work/src" "$work/src21"
  "${bin}java" "$src/generator/java/GenerateBenchmarkSources.java" "$shape" "$work/src" "$work/src21" "$1"
  find "$work/src" -name '*.java' > "$work/sources"
}

# Keeps what the last javac generated ($work/generated, and the resources in $work/classes) in
# $work/replay, for ReplayProcessor to write again.
keep_for_replay() {
  rm -rf "$work/replay" && cp -r "$work/generated" "$work/replay"
  (cd "$work/classes" && find . -type f ! -name '*.class' -exec cp --parents {} "$work/replay" \;)
}
