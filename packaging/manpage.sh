#!/usr/bin/env bash
# Writes heddle(1) in troff from the built binary's own help: the synopsis and the verb list from `heddle --help`
# (its "Verbs:" section), then a section per verb holding `heddle VERB --help` as printed. Run at build time, so
# the page cannot drift from the verbs.
# usage: manpage.sh HEDDLE_BINARY VERSION OUT.1
set -euo pipefail

binary=$1
version=$2
out=$3

errors=$(mktemp)
trap 'rm -f "$errors" "$out.tmp"' EXIT

# argv[0] is "heddle" so the help that names the program names it as a user types it; offscreen, as the
# screenshot verb needs a platform even for --help and the build machine may have no display.
help() {
    if ! QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 bash -c 'exec -a heddle "$@"' heddle "$binary" "$@" 2>"$errors"; then
        echo "manpage.sh: 'heddle $*' failed:" >&2
        cat "$errors" >&2
        exit 1
    fi
}

# Verbatim text for troff: backslashes, minus signs and control characters at the start of a line escaped, and
# anything beyond ASCII as a named Unicode character (groff reads its input as Latin-1 otherwise).
escape() {
    sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/" |
        perl -CS -pe 's/([^\x00-\x7f])/sprintf("\\[u%04X]", ord($1))/ge'
}

usage=$(help --help)
synopsis=$(printf '%s\n' "$usage" | sed -n '1,/^$/p' | sed -e '/^$/d' -e 's/^Usage: *//' -e 's/^ *//')
verbs=$(printf '%s\n' "$usage" | sed -n '/^Verbs:$/,/^$/p' | sed -n 's/^  \([a-z][a-z0-9-]*\)  *\(.*\)$/\1\t\2/p')
if [ -z "$verbs" ]; then
    echo "manpage.sh: no verbs in the \"Verbs:\" section of 'heddle --help'" >&2
    exit 1
fi

{
    printf '.TH HEDDLE 1 "" "Heddle %s" "User Commands"\n' "$version"
    printf '.SH NAME\nheddle \\- review and repair the tasks of coding\\-agent benchmarks\n'
    printf '.SH SYNOPSIS\n.nf\n'
    printf '%s\n' "$synopsis" | escape
    printf '.fi\n.SH DESCRIPTION\n'
    printf 'Heddle is a desktop workbench for reviewing and repairing the tasks of coding\\-agent benchmarks.\n'
    printf 'Given no verb, it opens a window on a dataset folder, on the last dataset opened, or with\n'
    printf '.B \\-\\-demo\n'
    printf 'on its built\\-in demo dataset.\n'
    printf '.PP\nThe verbs below need no display. Each takes\n.B \\-\\-help\nfor its options.\n'
    while IFS=$'\t' read -r verb summary; do
        printf '.TP\n.B %s\n' "$(printf '%s' "$verb" | escape)"
        printf '%s\n' "$summary" | escape
    done <<<"$verbs"
    printf '.SH VERBS\n'
    while IFS=$'\t' read -r verb summary; do
        printf '.SS "heddle %s"\n' "$(printf '%s' "$verb" | escape)"
        printf '%s\n' "$summary" | escape
        printf '.PP\n.nf\n'
        help "$verb" --help | escape
        printf '.fi\n'
    done <<<"$verbs"
    printf '.SH OPTIONS\n'
    printf '.TP\n.B \\-\\-demo\nopen the built\\-in demo dataset\n'
    printf '.TP\n.B \\-\\-version\nprint the version\n'
    printf '.TP\n.B \\-\\-help\nlist the verbs\n'
} >"$out.tmp"
mv "$out.tmp" "$out"
