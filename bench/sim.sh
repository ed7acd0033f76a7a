#!/bin/sh
# bench/sim.sh — self-play speed of the rules engines.
#
# Prints the Go benchmarks — BlackPoker one checked whole game per
# iteration, the data games one random action (ns/action one LegalActions
# + choice + Apply; bench/dataspeed.sh compares Windia War with its
# deleted Go engine) — then `cardpress sim` on 1 worker and on every core.
#
#   bench/sim.sh            # 200000 Windia War rounds, 2000 games of the others
#   N=1000000 bench/sim.sh  # more rounds
#   PROFILE=1 bench/sim.sh  # also a CPU profile of random rounds: top entries
set -eu
cd "$(dirname "$0")/.."
N=${N:-200000}
M=${M:-2000}
CORES=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc)

echo "== go test -bench (one core)"
go test ./engine/blackpoker -run '^$' -bench 'RandomGame' -benchtime 20x -count 1 | grep -E '^(Benchmark|ok)'
go test ./engine/ruleset -run '^$' -bench 'RandomAction' -benchtime 2s -count 1 | grep -E '^(Benchmark|ok)'

bin=$(mktemp -d)/cardpress
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ./cmd/cardpress

for policy in random greedy; do
	echo "== cardpress sim -n $N --players 4 --set expansion --policy $policy"
	for w in 1 "$CORES"; do
		"$bin" sim -n "$N" --players 4 --set expansion --policy "$policy" --workers "$w" -q | sed -n 2p
	done
done
for game in games/world-end games/clamp-in-cardland games/blackpoker; do
	echo "== cardpress sim $game -n $M --check"
	for w in 1 "$CORES"; do
		"$bin" sim "$game" -n "$M" --check --workers "$w" -q | sed -n 2p
	done
done

if [ "${PROFILE:-}" ]; then
	prof=$(dirname "$bin")/cpu.prof
	go test ./engine/ruleset -run '^$' -bench 'RandomActionWindiaData$' -benchtime 3s -cpuprofile "$prof" -o "$(dirname "$bin")/ruleset.test" >/dev/null
	echo "== pprof top (Windia War random actions on data)"
	go tool pprof -top -nodecount 15 "$(dirname "$bin")/ruleset.test" "$prof" 2>/dev/null | tail -16
fi
