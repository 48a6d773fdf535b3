#!/usr/bin/env bash
# Each PNG rendered from the SVG is there, is a PNG, and is as large as its folder says.
# usage: check_icons.sh HICOLOR_DIR SIZE...
set -euo pipefail
dir=$1
shift
for size in "$@"; do
    png=$dir/${size}x${size}/apps/heddle.png
    [ -s "$png" ] || { echo "FAIL: $png is missing or empty" >&2; exit 1; }
    # The signature, then the IHDR chunk: width and height as big-endian 32-bit numbers at bytes 16 and 20.
    signature=$(od -An -tx1 -N8 "$png" | tr -d ' \n')
    [ "$signature" = 89504e470d0a1a0a ] || { echo "FAIL: $png is not a PNG" >&2; exit 1; }
    width=$(od -An -tu1 -j16 -N4 "$png" | awk '{ print (($1 * 256 + $2) * 256 + $3) * 256 + $4 }')
    height=$(od -An -tu1 -j20 -N4 "$png" | awk '{ print (($1 * 256 + $2) * 256 + $3) * 256 + $4 }')
    if [ "$width" != "$size" ] || [ "$height" != "$size" ]; then
        echo "FAIL: $png is ${width}x${height}, not ${size}x${size}" >&2
        exit 1
    fi
    echo "icon ${size}x${size}: $(stat -c %s "$png") bytes"
done
