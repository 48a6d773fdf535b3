#!/usr/bin/env bash
# Writes a tar archive of a minimal root file system that runs `python3 -m pytest`, assembled from this machine's own
# installed Debian packages (python3-pytest, dash and everything they depend on), for `docker import`. No registry and
# no network: building it takes seconds. Documentation, manuals and translations are left out.
#
#   python-rootfs.sh OUTPUT.tar [PACKAGE...]     (more installed packages to put in, bash and git for example)
set -euo pipefail

out=${1:?usage: python-rootfs.sh OUTPUT.tar [PACKAGE...]}
shift
for tool in dpkg-query tar; do
    command -v "$tool" > /dev/null || { echo "python-rootfs.sh: $tool is missing" >&2; exit 1; }
done

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

# The installed name of a dependency: itself, with its architecture qualifier, or nothing when not installed.
resolve() {
    local name=${1%%:*}
    if installed "$name"; then
        echo "$name"
    elif installed "$name:amd64"; then
        echo "$name:amd64"
    fi
}

declare -A seen=()
queue=(python3-pytest dash "$@")
for p in "${queue[@]}"; do
    installed "$p" || { echo "python-rootfs.sh: $p is not installed (packaging/install-deps.sh installs it)" >&2; exit 1; }
done
while [ ${#queue[@]} -gt 0 ]; do
    p=${queue[0]}
    queue=("${queue[@]:1}")
    [ -n "${seen[$p]:-}" ] && continue
    seen[$p]=1
    deps=$(dpkg-query -W -f='${Depends}, ${Pre-Depends}' "$p" 2>/dev/null || true)
    # Each comma-separated item is a list of alternatives: the first one installed is taken.
    while IFS= read -r item; do
        [ -z "${item// /}" ] && continue
        IFS='|' read -ra alternatives <<< "$item"
        for alt in "${alternatives[@]}"; do
            alt=$(echo "$alt" | sed -e 's/(.*)//' -e 's/[[:space:]]//g')
            [ -z "$alt" ] && continue
            r=$(resolve "$alt")
            if [ -n "$r" ]; then
                [ -z "${seen[$r]:-}" ] && queue+=("$r")
                break
            fi
        done
    done < <(echo "$deps" | tr ',' '\n')
done

list=$(mktemp)
trap 'rm -f "$list" "$list.paths" "$list.folders" "$list.dirs" "$list.top" "$list.more"' EXIT
for p in "${!seen[@]}"; do
    dpkg-query -L "$p" 2>/dev/null || true
done | grep -v -E '^/usr/share/(doc|man|info|locale|lintian|bug|doc-base)(/|$)' | sort -u |
    while IFS= read -r path; do
        # Files and links only: tar makes the folders they are in, and a listed folder would bring all it holds.
        if [ -L "$path" ] || [ -f "$path" ]; then
            echo "$path"
        fi
    done > "$list.paths"
# Each file with its folder resolved, so that /bin/dash is usr/bin/dash where /bin links to usr/bin. A package has
# thousands of files in a few hundred folders: each folder is resolved once, by one realpath for them all.
sed -e 's|/[^/]*$||' -e 's|^$|/|' "$list.paths" | sort -u > "$list.folders"
tr '\n' '\0' < "$list.folders" | xargs -0 realpath -- | paste -d '\t' "$list.folders" - |
    awk -F '\t' 'NR == FNR { real[$1] = $2; next }
                 { n = split($0, part, "/"); dir = substr($0, 1, length($0) - length(part[n]) - 1)
                   r = real[dir == "" ? "/" : dir]
                   if (r == "/" || r == "") next # /bin and the like: the links of the merged /usr, made below
                   print substr(r, 2) "/" part[n] }' - "$list.paths" | sort -u > "$list"
# Every folder above them, parents first, so that the archive unpacks on its own.
awk -F / '{ dir = $1; for (i = 2; i < NF; ++i) { print dir; dir = dir "/" $i } if (NF > 1) print dir }' "$list" |
    sort -u > "$list.dirs"

# The folders a container expects to find, empty.
skel=$(mktemp -d)
chmod 755 "$skel"
mkdir -p "$skel"/{tmp,proc,sys,dev,etc,root,testbed}
chmod 1777 "$skel/tmp"
echo 'root:x:0:0:root:/root:/bin/sh' > "$skel/etc/passwd"
echo 'root:x:0:' > "$skel/etc/group"
# The merged /usr of Debian 12: /bin, /lib and the rest are links into /usr, as on the host.
for top in bin sbin lib lib32 lib64 libx32; do
    if [ -L "/$top" ]; then
        ln -s "$(readlink "/$top")" "$skel/$top"
    fi
done

# Each path once: the archive is refused otherwise.
ls -A "$skel" > "$list.top"
grep -v -x -F -f "$list.top" "$list.dirs" > "$list.more" || true
(cd "$skel" && tar -cf "$out.part" --no-recursion -T "$list.top" $(find etc -mindepth 1))
tar -C / --no-recursion -rf "$out.part" -T "$list.more" -T "$list"
rm -rf "$skel"
mv "$out.part" "$out"
