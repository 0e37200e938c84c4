#!/usr/bin/env bash
# What Switchboard adds to the edit loop: one file recompiled against the previous build's output, as
# IntelliJ's builder and partial javac builds compile (the output directory on the class path, no
# -sourcepath), with Switchboard on the processor path (sb) and with -proc:none (none).
#   benchmarks/edit-loop.sh [N...] [options]       default N: 100 300 1000
# For each shape and N it generates a module (GenerateBenchmarkSources.java):
#   classes  N events, N handler classes H0.. and one @EventDispatcher (--plain, as processor-cost.sh)
#   methods  N events, N handler methods, eight per class Projection0.., one @EventDispatcher
#            (--plain-methods)
# builds it fully with Switchboard into an output directory (the classes, the generated sources, and
# the module state META-INF/switchboard/module-state.tsv that a partial build merges;
# docs/incremental-builds.md), then compiles one file against a fresh copy of that output, each in
# a fresh javac, so that every repetition is the same edit, sb and none alternating (sb none sb none ...):
#   body  the body of a handler class edited (H(N/2), or the class of M(N/2)'s handler method: each
#         handled++ becomes handled += 2); target sb / none <= 1.2
#   add   at --add-at N only: a new file of one handler and the event it takes (a nested class);
#         target sb / none <= 2
# An untimed compile of each row checks that the partial build regenerates the full build's dispatcher
# (with the added route for add). It prints the medians of whole-process CPU (user + system of javac, every thread, GNU time), sb /
# none and whether the row meets its target. Then, per shape and N, javac's CPU for the generated
# dispatcher's source compiled alone (-proc:none, against the output) beside the edited handler file
# alone (-proc:none), alternating, and the difference per route: the figure to compare when the
# generated code changes.
# Options:
#   --repeat R       pairs per row (default 7)
#   --shapes S       classes, methods or classes,methods (default)
#   --add-at N       the N of the add rows (default 300; 0: none)
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
sizes=() repeat=7 shapes=classes,methods add_at=300 processor=
while (( $# )); do
  case "$1" in
    --repeat) repeat="$(value "$@")"; shift 2 ;;
    --shapes) shapes="$(value "$@")"; shift 2 ;;
    --add-at) add_at="$(value "$@")"; shift 2 ;;
    --processor) processor="$(value "$@")"; shift 2 ;;
    [1-9]*) sizes+=("$1"); shift ;;
    *) fail "unknown argument $1 (see --help)" ;;
  esac
done
(( ${#sizes[@]} )) || sizes=(100 300 1000)
IFS=, read -r -a shapes <<< "$shapes"
for shape in "${shapes[@]}"; do
  [[ "$shape" == classes || "$shape" == methods ]] || fail "--shapes: classes, methods or both, not $shape"
done
processor_setup "$processor"
declare -A flags=([sb]="$(switchboard_flags "$processor_classes")" [none]=-proc:none [dispatcher]=-proc:none [file]=-proc:none)

# One fresh javac of kind $1 on the file $2 into a fresh copy of the full build's classes
# ($work/base), that copy on the class path, generated sources into a fresh copy of the full build's
# ($work/base-generated), as IDEs keep them (javac reads none of them back: no -sourcepath). Copies
# keep the files' times: a processor may tell from them that a generated class was compiled after
# its source was written. Appends its CPU in ms to $work/$1.times.
compile() {
  local kind="$1"
  rm -rf "$work/out" "$work/generated"
  cp -a "$work/base" "$work/out"
  cp -a "$work/base-generated" "$work/generated"
  # shellcheck disable=SC2086 # the flags are words
  gnu_time -f '%U %S' -o "$work/time" "${bin}javac" -J-Xmx2g --release 17 -d "$work/out" -s "$work/generated" \
    -cp "$work/out:$classpath" ${flags[$kind]} "$2" > "$work/javac.log" 2>&1 || { cat "$work/javac.log" >&2; exit 1; }
  if grep -q . "$work/javac.log"; then
    cat "$work/javac.log" >&2
    fail "javac ($kind) reported something: every compile of this script must be clean"
  fi
  awk '{ printf "%d\n", 1000 * ($1 + $2) }' "$work/time" >> "$work/$kind.times"
}

# $repeat pairs of compiles: of kind $1 on file $2, then of kind $3 on file $4. Sets $a and $b to
# their medians and $loads to the load before/after.
pairs() {
  rm -f "$work/$1.times" "$work/$3.times"
  loads="$(load)"
  for _ in $(seq "$repeat"); do
    compile "$1" "$2"
    compile "$3" "$4"
  done
  loads="$loads/$(load)"
  a="$(median "$work/$1.times" 1)"
  b="$(median "$work/$3.times" 1)"
}

# An untimed compile of file $1 with Switchboard, after which the generated dispatcher must be the full
# build's (regenerated from the merged module state, or left as it was when no route changed), or
# with $2 = added, one that also routes the added handler's event.
check_partial() {
  local generated
  compile sb "$1"
  generated="$(find "$work/generated" -name 'Switchboard*.java')"
  [[ -n "$generated" ]] || fail "the partial build left no dispatcher"
  if [[ "${2:-}" == added ]]; then
    grep -q 'Added' "$generated" || fail "the partial build's dispatcher does not route the added handler"
  else
    cmp -s "$generated" "$work/base-generated/${generated#"$work/generated/"}" \
      || fail "the partial build's dispatcher differs from the full build's"
  fi
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v r="$1" -v t="$2" 'BEGIN { print (r <= t) ? "met" : "MISSED" }'; }

# A new handler and the event it takes, in one new file $1 of package $2, for shape $shape.
new_handler() {
  if [[ "$shape" == classes ]]; then
    cat > "$1" <<EOF
package $2;

/** Handles {@link Added}, which it declares. */
@dev.switchboard.annotations.Handles(HAdded.Added.class)
public final class HAdded implements dev.switchboard.Handler<HAdded.Added> {
  /** The new event. */
  public static final class Added implements Event {}

  public long handled;

  @Override
  public void handle(Added event) {
    handled++;
  }
}
EOF
  else
    cat > "$1" <<EOF
package $2;

/** Handles {@link Added}, which it declares, in a handler method. */
public final class ProjectionAdded {
  /** The new event. */
  public static final class Added implements MethodEvent {}

  public long handled;

  @dev.switchboard.annotations.Handles
  public void on(Added event) {
    handled++;
  }
}
EOF
  fi
}

row_format='%-8s %-5s %6s %5s %11s | %8s %8s %8s | %s\n'
# The rows of the dispatcher table, printed at the end.
: > "$work/dispatcher.rows"
dispatcher_format='%-8s %6s %5s %11s | %10s %12s %9s | %s\n'

echo "$("${bin}java" -version 2>&1 | head -1); $(nproc) cores; medians of $repeat pairs of whole-process javac CPU in ms;"
echo "load = 1-minute load average before/after; targets: body rows sb÷none ≤ 1.2, add rows sb÷none ≤ 2"
# shellcheck disable=SC2059 # the format is a variable
printf "$row_format" shape edit N pairs load sb none "sb÷none" target
for shape in "${shapes[@]}"; do
  every_n=("${sizes[@]}")
  if (( add_at > 0 )) && [[ " ${sizes[*]} " != *" $add_at "* ]]; then
    every_n+=("$add_at")
  fi
  for n in "${every_n[@]}"; do
    generate_module "$n" "$shape"
    package_dir="$(dirname "$(head -1 "$work/sources")")"
    package="dev.switchboard.benchmarks.n$n"
    rm -rf "$work/base" "$work/base-generated" && mkdir -p "$work/base" "$work/base-generated"
    # shellcheck disable=SC2086 # the flags are words
    "${bin}javac" -J-Xmx2g --release 17 -d "$work/base" -s "$work/base-generated" -cp "$classpath" ${flags[sb]} \
      "@$work/sources"
    [[ -f "$work/base/META-INF/switchboard/module-state.tsv" ]] || fail "the full build wrote no module state"
    if [[ "$shape" == classes ]]; then
      edited="$package_dir/H$(( n / 2 )).java"
    else
      edited="$package_dir/Projection$(( n / 2 / 8 )).java"
    fi
    # Edited in place: the module state names each handler's source file.
    cp "$edited" "$work/unedited.java"
    sed -i 's/handled++;/handled += 2;/' "$edited"
    if [[ " ${sizes[*]} " == *" $n "* ]]; then
      check_partial "$edited"
      pairs sb "$edited" none "$edited"
      ratio_now="$(ratio "$a" "$b")"
      # shellcheck disable=SC2059
      printf "$row_format" "$shape" body "$n" "$repeat" "$loads" "$a" "$b" "$ratio_now" "≤ 1.2: $(verdict "$ratio_now" 1.2)"
      dispatcher="$(find "$work/base-generated" -name 'Switchboard*.java')"
      [[ "$(wc -l <<< "$dispatcher")" == 1 ]] || fail "expected one generated source, found: $dispatcher"
      pairs dispatcher "$dispatcher" file "$edited"
      # shellcheck disable=SC2059
      printf "$dispatcher_format" "$shape" "$n" "$repeat" "$loads" "$a" "$b" \
        "$(awk -v d="$a" -v f="$b" -v n="$n" 'BEGIN { printf "%.2f", (d - f) / n }')" \
        "$(basename "$dispatcher")" >> "$work/dispatcher.rows"
    fi
    cp "$work/unedited.java" "$edited"
    if (( n == add_at )); then
      added="$package_dir/$([[ "$shape" == classes ]] && echo HAdded || echo ProjectionAdded).java"
      new_handler "$added" "$package"
      check_partial "$added" added
      pairs sb "$added" none "$added"
      rm "$added"
      ratio_now="$(ratio "$a" "$b")"
      # shellcheck disable=SC2059
      printf "$row_format" "$shape" add "$n" "$repeat" "$loads" "$a" "$b" "$ratio_now" "≤ 2: $(verdict "$ratio_now" 2)"
    fi
  done
done
echo
echo "The generated dispatcher's source compiled alone against the output, beside one handler file alone"
echo "(both -proc:none, alternating); per route = (dispatcher - handler file) / N, ms"
# shellcheck disable=SC2059
printf "$dispatcher_format" shape N pairs load dispatcher "handler file" "per route" source
cat "$work/dispatcher.rows"
