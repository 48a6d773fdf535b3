#!/usr/bin/env bash
# heddle(1) renders without a warning from man or groff and has a section for every verb that `heddle --help` lists,
# holding every line of that verb's own --help.
# usage: check_manpage.sh HEDDLE_BINARY HEDDLE.1.gz
set -euo pipefail
binary=$1
page=$2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[ -s "$page" ] || { echo "FAIL: $page is missing" >&2; exit 1; }
gzip -t "$page"

# man-db's own check, as lintian runs it: any warning fails.
LC_ALL=C.UTF-8 MANWIDTH=120 man --warnings -E UTF-8 -l "$page" >"$work/man.txt" 2>"$work/man.err"
if [ -s "$work/man.err" ]; then
    echo "FAIL: man warns on $page:" >&2
    cat "$work/man.err" >&2
    exit 1
fi
zcat "$page" | groff -man -Tutf8 -ww -z 2>"$work/groff.err"
if [ -s "$work/groff.err" ]; then
    echo "FAIL: groff warns on $page:" >&2
    cat "$work/groff.err" >&2
    exit 1
fi

for section in NAME SYNOPSIS DESCRIPTION VERBS; do
    grep -q "^$section\$" "$work/man.txt" || { echo "FAIL: no $section section in $page" >&2; exit 1; }
done
grep -q '^       heddle - ' "$work/man.txt" || { echo "FAIL: no whatis line (heddle - ...) in NAME" >&2; exit 1; }

# As the page's generator runs it: argv[0] "heddle", as a user types it, since some help names the program.
heddle() { (QT_QPA_PLATFORM=offscreen exec -a heddle "$binary" "$@"); }

verbs=$(heddle --help 2>/dev/null | sed -n '/^Verbs:$/,/^$/p' |
    sed -n 's/^  \([a-z][a-z0-9-]*\)  .*$/\1/p')
count=$(printf '%s\n' "$verbs" | grep -c .)
[ "$count" -ge 10 ] || { echo "FAIL: only $count verbs read from 'heddle --help'" >&2; exit 1; }

for verb in $verbs; do
    # The subsection of the verb, up to the next one.
    sed -n "/^   heddle $verb\$/,/^   heddle [a-z-]*\$/p" "$work/man.txt" >"$work/section.txt"
    if [ ! -s "$work/section.txt" ]; then
        echo "FAIL: no section 'heddle $verb' in $page" >&2
        exit 1
    fi
    # Every line of the verb's --help is in its section, as printed (the page only indents it).
    heddle "$verb" --help 2>/dev/null | sed -e 's/^ *//' -e 's/ *$//' | grep . >"$work/help.txt" ||
        { echo "FAIL: 'heddle $verb --help' printed nothing" >&2; exit 1; }
    while IFS= read -r line; do
        grep -qF -- "$line" "$work/section.txt" ||
            { echo "FAIL: '$line' of 'heddle $verb --help' is not in its section of $page" >&2; exit 1; }
    done <"$work/help.txt"
    echo "section heddle $verb: $(wc -l <"$work/help.txt") lines of help"
done
echo "man page: $count verbs, $(wc -l <"$work/man.txt") lines rendered"
