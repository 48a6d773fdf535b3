#!/usr/bin/env bash
# Reads every translatable string of the window into .ts catalogues: app/ without its command line (the verbs' help
# and output stay English), widgets/ and core/. Arguments go to lupdate after the sources, e.g.
#   translations/lupdate.sh -ts translations/heddle_de.ts translations/heddle_zh_CN.ts
#   translations/lupdate.sh -pluralonly -ts translations/heddle_en.ts
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lupdate=${LUPDATE:-$(command -v lupdate6 || echo /usr/lib/qt6/bin/lupdate)}
cd "$root"
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find app widgets core -path app/cli -prune -o \( -name '*.cpp' -o -name '*.h' \) -print | LC_ALL=C sort >"$list"
exec "$lupdate" -silent -I . -locations none -no-obsolete "@$list" "$@"
