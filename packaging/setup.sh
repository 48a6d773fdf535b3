#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine for Heddle and then either opens Heddle on its demo dataset (run), runs every
# test (test), runs clang-tidy and clazy over the tree (lint), or builds the fuzz targets of every reader of untrusted
# bytes and runs each for SECONDS (fuzz [SECONDS [TARGET...]], 60 s by default). Safe to run again: only missing packages are
# installed and the build is incremental.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-run}
shift || true

bash "$here/packaging/install-deps.sh" "$mode"

jobs=$(nproc 2>/dev/null || echo 2)
case "$mode" in
run)
    # The same build as test's: after one, the other builds nothing it has built.
    cmake --preset ci -S "$here" >/dev/null
    cmake --build "$here/build/ci" --target heddle -j "$jobs"
    [ $# -eq 0 ] && set -- --demo
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "No display found: starting Heddle under Xvfb (xvfb-run)." >&2
        exec xvfb-run -a "$here/build/ci/app/heddle" "$@"
    fi
    exec "$here/build/ci/app/heddle" "$@"
    ;;
test)
    cmake --preset ci -S "$here" >/dev/null
    cmake --build "$here/build/ci" -j "$jobs"
    cd "$here/build/ci"
    # Widget tests run offscreen (set per test by CMake); no display is needed.
    exec ctest --output-on-failure -j "$jobs" --timeout 900
    ;;
lint)
    # Every finding of either tool fails the build: the tree is kept clean.
    cmake --preset tidy -S "$here" >/dev/null
    cmake --build "$here/build/tidy" -j "$jobs"
    cmake --preset clazy -S "$here" >/dev/null
    cmake --build --preset clazy -j "$jobs"
    ;;
fuzz)
    seconds=${1:-60}
    shift || true
    cmake --preset fuzz -S "$here" >/dev/null
    cmake --build "$here/build/fuzz" --target fuzz_all -j "$jobs"
    exec bash "$here/packaging/fuzz-run.sh" "$here/build/fuzz" "$seconds" "$@"
    ;;
*)
    echo "usage: packaging/setup.sh run [DATASET] | test | lint | fuzz [SECONDS [TARGET...]]" >&2
    exit 2
    ;;
esac
