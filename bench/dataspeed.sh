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
#   IR=1 BASE=main bench/dataspeed.sh   # instructions, not time (below)
#
# With IR=1 it counts instructions instead of timing: each benchmark runs
# once under valgrind, IR_ROUNDS rounds or games (default 30; 300 times
# as many where an op is one action), and the instructions run inside its
# loop (the actions and their deals; BlackPoker's timing leaves its deals
# out) over the actions played are the instructions of one action. Runs
# of one binary agree within 1% whatever the load (Windia War's data side
# 0.03%, its Go engine 0.6%), where times swing by 20% and more; but an instruction is not a cycle (an indirect
# call or a missed branch costs more than its count says), so it tells
# the work a change removes, not the time it saves. Needs valgrind; a
# few minutes a benchmark.
#
# Last measured (IR=1, 7 December 2026 12:25 UTC, app37's move_top
# count in line on main 1ca0b9a): Windia War data/Go 2,817 / 979
# instructions per action, 2.88x; BlackPoker data/Go 33,442 / 17,642,
# 1.90x.
# In time (COUNT=5, main 2f2b6f1, 7 December 12:03 UTC): Windia War
# 3.16x median (3.12-3.18; fastest 314 / 99 cpu-ns), BlackPoker 1.10x
# (fastest 2,439 / 2,167, 1.13x); at main 80715bc (10:17 UTC) 3.19x
# median, fastest 314 / 98: the listing's 2% fewer instructions since
# are below what the timing tells. The
# history of the figures, step by step, is in docs/sim.md, "The data
# engine against the Go engines".
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
# HEAD when nothing is left uncommitted, else a detached worktree under
# $tmp (BASE=main on a branch at main with changes not committed yet
# compares them with main, not the tree with itself).
checkout() {
	if [ "$(git rev-parse "$1^{commit}")" = "$(git rev-parse HEAD)" ] && git diff --quiet HEAD; then
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

# perAction DIR NAME BENCH prints the instructions of one action of
# benchmark BENCH of binary NAME: counted by valgrind (callgrind) inside
# the benchmark's loop only (benchRounds, bpBench, randomActions: the
# actions and the deals, not the loading nor the runtime's other threads),
# over the actions played. valgrind 3.19 does not know RDTSCP, which the
# Go runtime runs now and then while it spins for a lock (SIGILL): such a
# run is tried again.
perAction() {
	local n=${IR_ROUNDS:-30} out ir calls actions
	case $3 in
	RandomActionWindia* | RandomActionBlackPoker*) ;; # an op is a round or game
	*) n=$((n * 300)) ;;                              # an op is an action
	esac
	for _ in $(seq 8); do
		out=$(cd "$1/engine/ruleset" && GOGC=off GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 nice -n 19 \
			valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*benchRounds' \
			--toggle-collect='*bpBench' --toggle-collect='*randomActions' --callgrind-out-file="$tmp/callgrind.out" \
			"$tmp/$2.test" -test.run '^$' -test.bench "^Benchmark${3//\//\$/^}\$" -test.benchtime "${n}x" -test.cpu 1 2>&1) || true
		if grep -q '^PASS' <<<"$out"; then
			# An op is an action, or a round or game of actions/round or
			# actions/game actions.
			actions=$(awk -v n="$n" '/^Benchmark/ { a = n; for (i = 2; i < NF; i++) if ($(i+1) ~ /^actions\/(round|game)$/) a = $i * n }
				END { printf "%.0f\n", a }' <<<"$out")
			ir=$(awk -v a="$actions" '/Collected :/ { ir = $NF } END { if (ir > 0 && a > 0) printf "%.0f\n", ir / a }' <<<"$out")
			# A run that passed may still have lost its collection from
			# a point on: it counted next to nothing (BlackPoker gave 34,
			# 36, 133 and 299 instructions an action, against about 17,600
			# and 34,000), or fewer calls of LegalActions in the loop than
			# actions played (one an action). It is tried again. (BlackPoker
			# lost it whenever its games grew the goroutine's stack inside
			# the loop; its benchmark now grows the stack before, growStack.)
			calls=$(callgrind_annotate --inclusive=yes --tree=calling --threshold=100 "$tmp/callgrind.out" 2>/dev/null |
				awk '/\* .*(benchRounds|bpBench|randomActions) \[/ { loop = 1; next }
					/^$/ { loop = 0 }
					loop && /LegalActions \([0-9,]+x\)/ { c = $0; sub(/.*LegalActions \(/, "", c); sub(/x\).*/, "", c); gsub(/,/, "", c); n += c }
					END { print n + 0 }')
			if [ "${ir:-0}" -ge 100 ] && [ "$calls" -ge $((actions - actions / 1000)) ]; then
				echo "$ir"
				return
			fi
			echo "$3: $calls calls of LegalActions counted for $actions actions: counted again" >&2
		fi
	done
	echo "$3: no sound count in 8 runs" >&2
}

# versus LABEL DIR_A NAME_A BENCH_A DIR_B NAME_B BENCH_B prints A's time
# over B's, interleaved COUNT times (with IR=1, A's instructions over B's).
versus() {
	if [ -n "${IR:-}" ]; then
		local a b
		a=$(perAction "$2" "$3" "$4")
		b=$(perAction "$5" "$6" "$7")
		if [ -z "$a" ] || [ -z "$b" ]; then
			# No sound count (perAction): go on with the other games.
			echo "$1: no count from $4 or $7" >&2
			return 0
		fi
		printf '%-34s %6.3fx instructions per action, %d / %d\n' "$1" "$(awk -v a="$a" -v b="$b" 'BEGIN { print a / b }')" "$a" "$b"
		return
	fi
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

if [ -n "${BASE:-}" ] && [ "$(git rev-parse "$BASE^{commit}")" = "$(git rev-parse HEAD)" ] && git diff --quiet HEAD; then
	echo "BASE=$BASE is HEAD, with nothing uncommitted: no change to measure" >&2
	exit 1
fi
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
what="cpu-ns per random action, $COUNT interleaved runs of $BENCHTIME"
[ -n "${IR:-}" ] && what="instructions per random action (valgrind)"
echo "== data at HEAD ($(git rev-parse --short HEAD)) / Go engine at $(git rev-parse --short "$GO_REV"), $what"
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
