#!/usr/bin/env bash
# Builds the .deb with CPack and checks it as a user and a distribution would: its control fields and
# dependencies (dpkg-deb -I), the files it installs (dpkg-deb -c), that the binary unpacked from it (dpkg -x) finds
# every library and runs, that its desktop entry, metainfo and man page validate, and lintian's errors.
# usage: check_deb.sh CMAKE BUILD_DIR VERSION
set -euo pipefail
cmake=$1
build=$2
version=$3

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

arch=$(dpkg --print-architecture)
deb=$build/heddle_${version}_${arch}.deb
rm -f "$deb"
"$cmake" --build "$build" --target package >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log" >&2; fail "cmake --build --target package"; }
[ -s "$deb" ] || fail "no $deb after building the package target"
echo "package: $deb, $(stat -c %s "$deb") bytes"

# The control fields.
dpkg-deb -f "$deb" >"$work/control"
field() { sed -n "s/^$1: //p" "$work/control"; }
[ "$(field Package)" = heddle ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', not $version"
[ "$(field Architecture)" = "$arch" ] || fail "Architecture is '$(field Architecture)'"
[[ "$(field Maintainer)" =~ ^[^\<]+\ \<[^@\>]+@[^\>]+\>$ ]] || fail "Maintainer '$(field Maintainer)' is not 'Name <address>'"
[ -n "$(field Description)" ] || fail "no Description"
grep -q '^ Heddle is a desktop workbench' "$work/control" || fail "the Description has no long description"
! grep -q '^Homepage:' "$work/control" || fail "a Homepage names a page that does not exist"
depends=$(field Depends)
echo "Depends: $depends"
printf '%s\n' "$depends" | tr ',' '\n' | sed -e 's/^ *//' -e 's/[ (].*//' >"$work/depends"
# The libraries Heddle links (their package names carry the soname: libgit2-1.5, libqscintilla2-qt6-15) and the Qt
# plugins it loads.
for name in libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6charts6 libqt6concurrent6 'libqscintilla2-qt6-[0-9.]+' \
    'libgit2-[0-9.]+' libc6 'libstdc\+\+6' libqt6sql6-sqlite qt6-qpa-plugins; do
    grep -Eqx -- "$name" "$work/depends" || fail "Depends lacks $name: $depends"
done
# dpkg-shlibdeps writes versioned dependencies: the libraries' minimum versions.
[[ "$depends" == *"libgit2-1.5 (>= "* ]] || fail "Depends names libgit2 without a version: $depends"

# The files.
dpkg-deb -c "$deb" | awk '{ print $NF }' | sed 's|^\./|/|' >"$work/files"
expected=(
    /usr/bin/heddle
    /usr/share/applications/heddle.desktop
    /usr/share/metainfo/io.heddle.Heddle.metainfo.xml
    /usr/share/icons/hicolor/scalable/apps/heddle.svg
    /usr/share/man/man1/heddle.1.gz
    /usr/share/doc/heddle/copyright
    /usr/share/doc/heddle/changelog.gz
)
for size in 16 24 32 48 64 128 256; do
    expected+=("/usr/share/icons/hicolor/${size}x${size}/apps/heddle.png")
done
for file in "${expected[@]}"; do
    grep -qx -- "$file" "$work/files" || fail "the package does not install $file"
done
echo "files: ${#expected[@]} expected ones among $(grep -vc '/$' "$work/files") files"
# Everything goes under /usr; nothing is owned by anyone but root.
if grep -v '^/$' "$work/files" | grep -v '^/usr/' ; then fail "files outside /usr"; fi
if dpkg-deb -c "$deb" | awk '{ print $2 }' | grep -vx 'root/root'; then fail "files not owned by root"; fi

# Unpacked, the binary finds every library and runs.
root=$work/root
dpkg -x "$deb" "$root"
binary=$root/usr/bin/heddle
[ -x "$binary" ] || fail "usr/bin/heddle is not executable"
ldd "$binary" >"$work/ldd"
if grep 'not found' "$work/ldd"; then fail "libraries of usr/bin/heddle not found"; fi
QT_QPA_PLATFORM=offscreen "$binary" --version | grep -qx "heddle $version" || fail "heddle --version does not print $version"
QT_QPA_PLATFORM=offscreen "$binary" --help >"$work/help" || fail "heddle --help exited non-zero"
grep -q '^Verbs:$' "$work/help" || fail "heddle --help lists no verbs"
readelf -S "$binary" | grep -q '\.symtab' && fail "usr/bin/heddle is not stripped"

# The changelog's newest entry is this version, as Debian's tools read it.
changes=$(dpkg-parsechangelog -l "$root/usr/share/doc/heddle/changelog.gz" -S Version 2>/dev/null ||
    zcat "$root/usr/share/doc/heddle/changelog.gz" | sed -n '1s/^heddle (\([^)]*\)).*/\1/p')
[ "$changes" = "$version" ] || fail "the changelog's newest entry is '$changes', not $version"

desktop-file-validate "$root/usr/share/applications/heddle.desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.heddle.Heddle.metainfo.xml" >/dev/null
LC_ALL=C.UTF-8 man --warnings -l "$root/usr/share/man/man1/heddle.1.gz" 2>"$work/man.err" >/dev/null
[ ! -s "$work/man.err" ] || { cat "$work/man.err" >&2; fail "man warns on the installed page"; }

# lintian's errors fail; its warnings are listed.
status=0
lintian --allow-root --tag-display-limit 0 --fail-on error "$deb" >"$work/lintian" 2>&1 || status=$?
cat "$work/lintian"
# 0: no error; 2: errors (--fail-on error); 1 or anything else: lintian itself did not finish.
[ "$status" -eq 0 ] || [ "$status" -eq 2 ] || fail "lintian exited $status"
if [ "$status" -eq 2 ] || grep -q '^E: ' "$work/lintian"; then
    fail "lintian errors: $(grep -c '^E: ' "$work/lintian")"
fi
echo "lintian: no errors, $(grep -c '^W: ' "$work/lintian" || true) warnings"
