#!/usr/bin/env bash
# Installs what building, running, testing and packaging Heddle needs on Debian 12 (dpkg-dev reads the .deb's
# dependencies; desktop-file-utils, appstream, lintian, groff-base and man-db check the package in its tests; chromium
# opens the HTML reports in theirs; qt6-translations-l10n and fonts-noto-cjk show the window in German and Chinese);
# with the argument "lint", also what the tidy and clazy presets need (clang-tidy, clazy); with "fuzz", clang and its
# libFuzzer and sanitizer runtimes. qtkeychain-qt6-dev keeps the built-in reviewers' API keys in the desktop's
# keyring; dbus and gnome-keyring give its tests a keyring of their own. python3-venv, python3-pip and the build
# backends (setuptools-scm, hatchling, hatch-vcs, poetry-core) make a Python task's per-run environment: its
# repository installed offline, without build isolation. Only packages that are missing are installed; re-running is
# cheap. mold links the test programs faster than ld.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config git mold
    qt6-base-dev qt6-base-dev-tools qt6-qpa-plugins libqt6sql6-sqlite libsqlite3-dev libgl-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev qt6-charts-dev libqt6opengl6-dev
    libqscintilla2-qt6-dev libgit2-dev nlohmann-json3-dev libsimdjson-dev qtkeychain-qt6-dev
    python3 python3-pytest python3-venv python3-pip bubblewrap docker.io
    python3-setuptools-scm python3-hatchling python3-hatch-vcs python3-poetry-core
    xvfb xauth fonts-dejavu-core fonts-noto-cjk qt6-translations-l10n
    dbus gnome-keyring
    chromium
    slurm-wlm munge
    dpkg-dev desktop-file-utils appstream lintian groff-base man-db
)
if [ "${1:-}" = lint ]; then
    packages+=(clang-tidy clazy)
fi
if [ "${1:-}" = fuzz ]; then
    packages+=(clang libclang-rt-14-dev)
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi

echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
