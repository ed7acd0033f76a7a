#!/bin/sh
# bench/sim.sh — self-play speed of the Windia War engine.
#
# Prints the Go benchmarks (one round per iteration: ns/op is a round,
# ns/action one LegalActions + choice + Apply, rounds/s per core, allocations
# per round), then `cardpress sim` on 1 worker and on every core.
#
#   bench/sim.sh            # 4 players, Expansion, 200000 rounds for the CLI runs
#   N=1000000 bench/sim.sh  # more rounds
#   PROFILE=1 bench/sim.sh  # also a CPU profile of random rounds: top entries
set -eu
cd "$(dirname "$0")/.."
N=${N:-200000}
CORES=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc)

echo "== go test -bench (one core; per round and per action)"
go test ./engine/windia -run '^$' -bench 'Round' -benchtime 2s -count 1 | grep -E '^(Benchmark|cpu)'

bin=$(mktemp -d)/cardpress
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ./cmd/cardpress

for policy in random greedy; do
	echo "== cardpress sim -n $N --players 4 --set expansion --policy $policy"
	for w in 1 "$CORES"; do
		"$bin" sim -n "$N" --players 4 --set expansion --policy "$policy" --workers "$w" -q | sed -n 2p
	done
done

if [ "${PROFILE:-}" ]; then
	prof=$(dirname "$bin")/cpu.prof
	go test ./engine/windia -run '^$' -bench 'RandomRound$' -benchtime 3s -cpuprofile "$prof" -o "$(dirname "$bin")/windia.test" >/dev/null
	echo "== pprof top (random rounds)"
	go tool pprof -top -nodecount 15 "$(dirname "$bin")/windia.test" "$prof" 2>/dev/null | tail -16
fi
