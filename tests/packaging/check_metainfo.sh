#!/usr/bin/env bash
# The AppStream metainfo validates (no network) and its newest release is the project's version.
# usage: check_metainfo.sh METAINFO.xml VERSION
set -euo pipefail
metainfo=$1
version=$2

appstreamcli validate --no-net "$metainfo"

newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
if [ "$newest" != "$version" ]; then
    echo "FAIL: the newest release in $metainfo is '$newest', the project's version is $version" >&2
    exit 1
fi
echo "metainfo: valid, newest release $newest"
