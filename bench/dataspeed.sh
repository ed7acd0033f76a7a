#!/bin/bash
# bench/dataspeed.sh — the data rules engine's self-play speed as ratios.
#
# Times one random action (LegalActions, a random choice, Apply) in CPU
# time per action, two benchmarks at a time, interleaved (A B, then B A,
# COUNT times), and prints the median of the ratios of each pair and the
# ratio of the fastest runs:
#
#   Windia War   data at HEAD / the Go engine at GO_REV, the last commit
#                that has engine/windia (it survives the Go engine's
#                deletion: that commit is checked out in a worktree)
#   BlackPoker   data / its Go engine, both at HEAD (while it has one)
#   with BASE=<rev>, also each data game at HEAD / the same at BASE
#                (Windia War, CLAMP in CARDLAND, World End, BlackPoker,
#                Hearts, Color Shed)
#
#   bench/dataspeed.sh                  # COUNT=5, BENCHTIME=1s
#   BASE=main~3 COUNT=7 bench/dataspeed.sh
#   GO_REV=780bb16 bench/dataspeed.sh   # the Go engine of a given commit
#
# Last measured (6 December 2026, eff59bf, load about 30 on two cores):
# Windia War data/Go 7.2x median, fastest 862 / 118 ns; the figures and
# their history are in docs/sim.md, "The data engine against the Go
# engines".
#
# Plain bash and go; runs under nice. Needs a git checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${COUNT:-5}
BENCHTIME=${BENCHTIME:-1s}
tmp=$(mktemp -d)
cleanup() {
	rm -rf "$tmp"
	git worktree prune # the worktrees checkout added under $tmp
}
trap cleanup EXIT

# checkout REV prints a directory holding commit REV's tree: this one for
# HEAD (with what is not committed), else a detached worktree under $tmp.
checkout() {
	if [ "$(git rev-parse "$1^{commit}")" = "$(git rev-parse HEAD)" ]; then
		pwd
		return
	fi
	local dir=$tmp/wt-$(git rev-parse --short "$1")
	if [ ! -d "$dir" ]; then
		git worktree add -q --detach "$dir" "$1" >&2
	fi
	echo "$dir"
}

# build DIR NAME compiles engine/ruleset's tests of the tree in DIR.
build() {
	(cd "$1" && nice -n 19 go test -c -o "$tmp/$2.test" ./engine/ruleset)
}

# has NAME BENCH reports whether test binary NAME has benchmark BENCH
# (its top-level name).
has() { "$tmp/$1.test" -test.list "^Benchmark${2%%/*}\$" | grep -q .; }

# run DIR NAME BENCH runs benchmark BENCH of binary NAME in DIR's
# engine/ruleset (its tests read the games by relative paths) and prints
# its CPU time per action.
run() {
	(cd "$1/engine/ruleset" && nice -n 19 "$tmp/$2.test" -test.run '^$' -test.bench "^Benchmark${3//\//\$/^}\$" \
		-test.benchtime "$BENCHTIME" -test.count 1) |
		awk '/^Benchmark/ { for (i = 2; i < NF; i++) if ($(i+1) ~ /^cpu-ns\//) { print $i; exit } }'
}

# versus LABEL DIR_A NAME_A BENCH_A DIR_B NAME_B BENCH_B prints A's time
# over B's, interleaved COUNT times.
versus() {
	local a b ratios=() as=() bs=()
	for i in $(seq "$COUNT"); do
		if [ $((i % 2)) = 1 ]; then
			a=$(run "$2" "$3" "$4")
			b=$(run "$5" "$6" "$7")
		else
			b=$(run "$5" "$6" "$7")
			a=$(run "$2" "$3" "$4")
		fi
		if [ -z "$a" ] || [ -z "$b" ]; then
			echo "$1: no cpu-ns metric from $4 or $7" >&2
			return 1
		fi
		as+=("$a")
		bs+=("$b")
		ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", a / b }')")
	done
	local med mina minb
	med=$(printf '%s\n' "${ratios[@]}" | sort -g | awk '{ r[NR] = $1 } END { print r[int((NR + 1) / 2)] }')
	mina=$(printf '%s\n' "${as[@]}" | sort -g | head -1)
	minb=$(printf '%s\n' "${bs[@]}" | sort -g | head -1)
	printf '%-34s %6.2fx median (%s), fastest %.0f / %.0f cpu-ns = %.2fx\n' "$1" "$med" "${ratios[*]}" "$mina" "$minb" \
		"$(awk -v a="$mina" -v b="$minb" 'BEGIN { print a / b }')"
}

head=$(pwd)
build "$head" head

GO_REV=${GO_REV:-$(git log -1 --format=%H -- engine/windia)}
if ! git cat-file -e "$GO_REV:engine/windia" 2>/dev/null; then
	GO_REV=$(git rev-parse "$GO_REV^") # the commit that deleted it: its parent has it
fi
godir=$(checkout "$GO_REV")
[ "$godir" = "$head" ] || build "$godir" go
goname=go
[ "$godir" = "$head" ] && goname=head
echo "== data at HEAD ($(git rev-parse --short HEAD)) / Go engine at $(git rev-parse --short "$GO_REV"), cpu-ns per random action, $COUNT interleaved runs of $BENCHTIME"
versus "Windia War data/Go" "$head" head RandomActionWindiaData "$godir" "$goname" RandomActionWindia/go
if has head RandomActionBlackPoker; then
	versus "BlackPoker data/Go" "$head" head RandomActionBlackPoker/data "$head" head RandomActionBlackPoker/go
fi

if [ -n "${BASE:-}" ]; then
	basedir=$(checkout "$BASE")
	build "$basedir" base
	echo "== data at HEAD / data at $(git rev-parse --short "$BASE")"
	windia=RandomActionWindiaData
	has base "$windia" || windia=RandomActionWindia/data
	versus "Windia War HEAD/BASE" "$head" head RandomActionWindiaData "$basedir" base "$windia"
	for b in RandomActionClampData RandomActionWorldEndData RandomActionBlackPoker/data \
		RandomActionHeartsData RandomActionColorShedData; do
		if has base "$b" && has head "$b"; then
			versus "${b#RandomAction} HEAD/BASE" "$head" head "$b" "$basedir" base "$b"
		fi
	done
fi
