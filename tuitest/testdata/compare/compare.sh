#!/usr/bin/env bash
# compare.sh: tuitest beside @microsoft/tui-test on one program and one
# scenario: the Bubble Tea program testdata/tui/fruit, driven as
# TestBubbleTea drives it (fruit.test.ts is the same in tui-test). Each is
# run RUNS times, one test after another, on an idle machine and then while
# two processes burn the CPU (sh -c 'while :; do :; done', twice); the
# table gives the failures and the time per test. A measurement for
# people, not a test: CI does not run it.
#
# usage, from anywhere in the repository:
#   tuitest/testdata/compare/compare.sh [RUNS]     (RUNS: 50)
# It needs go, npm (tui-test and node-pty come from the npm registry into
# a temporary directory) and the Go module proxy (Bubble Tea). KEEP=1
# keeps that directory, with each run's log.
set -euo pipefail
runs=${1:-50}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
here="$root/tuitest/testdata/compare"
work=$(mktemp -d)
burners=()
stop() {
	for p in "${burners[@]}"; do kill "$p" 2>/dev/null || true; done
	if [ "${KEEP:-}" = 1 ]; then
		echo "the logs are in $work" >&2
	else
		rm -rf "$work"
	fi
}
trap stop EXIT

echo "building the program, tuitest's test binary and installing tui-test in $work" >&2
(cd "$root/testdata/tui" && GOWORK=off go build -o "$work/fruit" ./fruit)
(cd "$root" && go test -c -o "$work/tuitest.test" ./tuitest)
cp "$here/package.json" "$here/tui-test.config.ts" "$here/fruit.test.ts" "$work/"
(cd "$work" && npm install --no-audit --no-fund --loglevel=error >/dev/null)

# summary NAME LOAD FILE: the failures and times of per-test lines
# "PASS|FAIL SECONDS" in FILE, as a table row.
summary() {
	sort -k2 -g "$3" | awk -v name="$1" -v load="$2" '
		{ n++; t[n] = $2; sum += $2; if ($1 == "FAIL") f++ }
		END {
			med = (n % 2) ? t[(n + 1) / 2] : (t[n / 2] + t[n / 2 + 1]) / 2
			printf "| %s | %s | %d | %d | %.3f s | %.3f s |\n", name, load, n, f, med, sum / n
		}'
}

# seconds: "930ms", "5.4s", "1m 2.3s" or "(0.35s)" as seconds.
seconds() {
	awk '{ s = 0; for (i = 1; i <= NF; i++) { v = $i; gsub(/[()]/, "", v)
		if (v ~ /ms$/) { sub(/ms$/, "", v); s += v / 1000 } else if (v ~ /m$/) { sub(/m$/, "", v); s += v * 60 } else { sub(/s$/, "", v); s += v } }
		print s }'
}

run_tuitest() { # LOAD
	local out="$work/tuitest.${1// /-}"
	(cd "$root/tuitest" && "$work/tuitest.test" -test.run '^TestBubbleTea$' -test.count "$runs" -test.v 2>&1) >"$out.log" || true
	grep -E '^--- (PASS|FAIL): TestBubbleTea ' "$out.log" | while read -r _ status _ time; do
		echo "${status%:} $(echo "$time" | seconds)"
	done >"$out.tsv"
	summary "tuitest (go test)" "$1" "$out.tsv"
}

run_tuitest_js() { # MODE LOAD
	local out="$work/tui-test-$1.${2// /-}"
	rm -rf "$work/__snapshots__"
	(cd "$work" && FRUIT="$work/fruit" RUNS="$runs" MODE="$1" npx --no-install @microsoft/tui-test fruit.test.ts 2>&1) >"$out.log" || true
	sed -n -E 's/^ *(✔|✘) +[0-9]+ .* \(([^)]*)\)$/\1 \2/p' "$out.log" | while read -r mark time; do
		status=PASS
		[ "$mark" = "✘" ] && status=FAIL
		echo "$status $(echo "$time" | seconds)"
	done >"$out.tsv"
	summary "@microsoft/tui-test 0.0.2 ($1 option)" "$2" "$out.tsv"
}

echo "| tool | load | runs | failures | median per test | mean per test |"
echo "| --- | --- | --- | --- | --- | --- |"
for load in idle "2 CPU burners"; do
	if [ "$load" != idle ]; then
		sh -c 'while :; do :; done' & burners+=($!)
		sh -c 'while :; do :; done' & burners+=($!)
	fi
	run_tuitest "$load"
	run_tuitest_js program "$load"
	run_tuitest_js shell "$load"
done
