#!/usr/bin/env bash
# Every line of every dictionary in DIR is a comment, blank, or name="value" with only the escapes libFuzzer reads
# (\\, \" and \xAB): a line it cannot read stops its target before the first input.
#   checkdictionaries.sh DIR
set -euo pipefail
shopt -s nullglob
dictionaries=("$1"/*.dict)
[ ${#dictionaries[@]} -gt 0 ] || { echo "no dictionaries in $1" >&2; exit 1; }
entry='^[A-Za-z0-9_]*="([^\\"]|\\\\|\\"|\\x[0-9A-Fa-f]{2})*"[[:space:]]*$'
status=0
for dictionary in "${dictionaries[@]}"; do
    if grep -nvE "$entry|^[[:space:]]*(#.*)?$" "$dictionary" | sed "s|^|$dictionary:|; s|$| (libFuzzer cannot read this line)|" >&2; then
        status=1
    fi
done
exit $status
