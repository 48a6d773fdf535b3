#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build (packaging/setup.sh fuzz) for SECONDS each, one after another, and
# prints runs, coverage and findings per target. The corpus of each target starts from its seeds (written once per
# variant by the target itself) and its regression inputs, and grows in BUILD/corpus/<target> from run to run.
# Findings (crash-*, timeout-*, oom-*) are kept in BUILD/findings/<target>; a finding that is fixed becomes a
# regression input in tests/data/fuzz/<target>, which ctest replays in the normal build.
#
#   fuzz-run.sh BUILD SECONDS [TARGET...]
set -euo pipefail

build=$1
seconds=$2
shift 2
listing="$build/fuzz-targets.txt"
[ -f "$listing" ] || { echo "no $listing: build the fuzz preset first" >&2; exit 2; }

printf '%-16s %12s %10s %10s %9s\n' target runs coverage features findings
status=0
while IFS=$'\t' read -r name binary seeds dict regressions; do
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then
        continue
    fi
    corpus="$build/corpus/$name"
    findings="$build/findings/$name"
    log="$build/logs/$name.log"
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    if [ -z "$(ls -A "$corpus")" ]; then
        HEDDLE_FUZZ_SEEDS="$seeds" HEDDLE_FUZZ_CORPUS="$corpus" "$binary" >/dev/null
        [ -d "$regressions" ] && cp "$regressions"/* "$corpus"/ 2>/dev/null || true
    fi
    before=$(ls "$findings" | wc -l)
    # Fork mode goes on after a crash, a timeout or running out of memory, so one finding does not end the run.
    ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$binary" "$corpus" -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
        -max_len=131072 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$findings/" >"$log" 2>&1 || true
    after=$(ls "$findings" | wc -l)
    # The last status line of fork mode: "#N: cov: C ft: F corp: ... exec/s: ... oom/timeout/crash: ..."
    last=$(grep -E '^#[0-9]+: cov: ' "$log" | tail -n 1 || true)
    runs=$(sed -nE 's/^#([0-9]+): .*/\1/p' <<<"$last")
    cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
    ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
    printf '%-16s %12s %10s %10s %9s\n' "$name" "${runs:-?}" "${cov:-?}" "${ft:-?}" "$((after - before))"
    if [ -z "$runs" ]; then
        # libFuzzer stopped before its first status line (a dictionary it cannot parse, a crash in set-up).
        status=1
        tail -n 5 "$log" | sed 's/^/    /'
    fi
    if [ "$after" -gt "$before" ]; then
        status=1
        ls -t "$findings" | head -n $((after - before)) | sed "s|^|    $findings/|"
    fi
done <"$listing"
exit $status
