#!/usr/bin/env bash
# Fails, printing each offending line, when a file of the repository speaks of how the work on it
# was organised instead of describing the product: numbered sessions or sittings, helpers or
# parallel workers, run diaries, dates of work, issue numbers as history, "the earlier commit".
# Docs describe the current commit; where a reason needs a source, cite a doc section (contributor
# docs and docs/benchmarks.md may cite a commit hash; user docs may not, see below).
# Case-insensitive, whole words, so that HttpSession, build-helper-maven-plugin, a thread pool's
# workers or "every seventh event" pass. A line may opt out with the marker
# "wording: allowed" (for a date or word that is data, not history).
# Scans every tracked file and every untracked one Git does not ignore (all files outside target/
# when this is not a Git checkout), text files only, this script excepted.
set -euo pipefail
cd "$(dirname "$0")/.."

patterns=(
  '\bsessions?\b'                                   # "the ninth session", "in the same session"
  '\bsittings?\b'
  '\bdiar(y|ies)\b'                                 # "run diary"
  '\b(lab|work) ?(notebook|log)s?\b'
  '\bhelper['\''’]s\b'                              # "the helper's run"
  '\b(parallel|concurrent|other) (helpers|workers|engineers)\b'
  '^#+ .*\b(fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\b'  # "### Ninth ..." headings
  '\bko\b'                                          # "KO" as a name for a line of work
  '\bko-[a-z]'
  '\b20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])\b'  # dates of work
  '\bissues?[- ]#?[0-9]+'                           # "issue 12's target", "before issue 13"
  '\b(earlier|previous) (commits?|runs?)\b'
)
# Lines that are data rather than history.
allowed='wording: allowed|project\.build\.outputTimestamp'

regex="$(IFS='|'; echo "${patterns[*]}")"
if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  list_files() { git ls-files -z --cached --others --exclude-standard; }
else
  list_files() { find . -type f -not -path './.git/*' -not -path '*/target/*' -print0; }
fi
self=.ci/wording.sh
found="$(list_files \
  | { grep -zv -x -e "$self" -e "./$self" || true; } \
  | { xargs -0 -r grep -I -n -i -E -H -e "$regex" -- 2> /dev/null || true; } \
  | { grep -v -i -E "$allowed" || true; })"
if [[ -n "$found" ]]; then
  echo "$found"
  echo "wording: the lines above speak of how the work was organised (sessions, helpers, dates," \
    "issue numbers as history); describe the product and cite a doc section or a commit instead" >&2
  exit 1
fi

# User docs describe the product as it is: no commit ids and no run stamps (load averages, dates,
# times of day, "took 12 s"). Measurements, with the run each comes from, live in docs/benchmarks.md;
# contributor docs (docs/contributing/) may cite commits.
user_docs=(README.md)
for doc in docs/*.md; do
  [[ "$doc" == docs/benchmarks.md ]] || user_docs+=("$doc")
done
stamps="$(perl -ne '
  BEGIN { $hex = qr/\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/ }
  if (defined $prev) { check($prevfile, $prevline, $prev, $_) }
  ($prev, $prevfile, $prevline) = ($_, $ARGV, $.);
  if (eof) { check($prevfile, $prevline, $prev, ""); undef $prev; close ARGV }
  sub check {
    my ($file, $n, $line, $next) = @_;
    return if $line =~ /wording: allowed/;
    my $why;
    my $header = $line =~ /^\s*\|/ && $next =~ /^\s*\|[\s:|-]*-[\s:|-]*$/;
    if ($line =~ /\b(?:commits?|of|in|on|at|against|from|since|before|after)\s+[`*]*$hex/i
        || (($header || $line =~ /^#/) && $line =~ $hex)) { $why = "a commit id" }
    elsif ($line =~ /\bload(?: average)?s?\s+(?:of\s+|was\s+)?[0-9]+(?:\.[0-9]+)?\b|\bload averages?\b/i) { $why = "a load average" }
    elsif ($line =~ /\b[0-2]?[0-9]:[0-5][0-9](?:\s*[–-]\s*[0-2]?[0-9]:[0-5][0-9])?\s*UTC\b/) { $why = "a time of day" }
    elsif ($line =~ /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:[0-9]{1,2},?\s+)?20[0-9]{2}\b/) { $why = "a date" }
    elsif ($line =~ /\b(?:took|takes? about|ran in|runs? in)\s+(?:about\s+|over\s+)?[0-9][0-9.,–-]*\s*(?:s|ms|min|minutes?|seconds?|hours?)\b/i) { $why = "a run time" }
    print "$file:$n: ($why) $line" if $why;
  }
' "${user_docs[@]}")"
if [[ -n "$stamps" ]]; then
  echo "$stamps"
  echo "wording: the lines above are run records in a user doc (a commit id, load average, date or" \
    "run time); describe the product as it is and put measurements in docs/benchmarks.md" >&2
  exit 1
fi
echo "wording: no word of how the work was organised"
