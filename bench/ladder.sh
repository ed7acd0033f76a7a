#!/bin/bash
# bench/ladder.sh — the strength ladder of docs/sim.md: head-to-head win
# rates of the policies in every game, seed 1, as a Markdown table.
#
# Each line of the plan runs `cardpress sim GAME -n N --policy A --versus
# B --json` (the A player in every seat in turn) into OUT/GAME.A.B.json;
# two runs at a time, each on one worker (the figures do not depend on the
# workers). The table is printed from the JSON files, so a rerun of a few
# lines keeps the others.
#
#   bench/ladder.sh              # the whole plan (about 30 CPU-minutes)
#   OUT=/tmp/ladder bench/ladder.sh
#   ONLY=hearts bench/ladder.sh  # the lines of one game
set -eu
cd "$(dirname "$0")/.."
OUT=${OUT:-/tmp/cardpress-ladder}
mkdir -p "$OUT"
bin=$OUT/cardpress
go build -o "$bin" ./cmd/cardpress

# game  games  policy  versus
plan='windia-war 1000 greedy random
windia-war 200 ismcts:50 greedy
windia-war 200 ismcts:200 greedy
windia-war 100 ismcts:1000 greedy
windia-war 100 ismcts:200 random
blackpoker 1000 greedy random
blackpoker 200 ismcts:50 greedy
blackpoker 100 ismcts:200 greedy
blackpoker 100 ismcts:200 random
world-end 1000 greedy random
world-end 100 ismcts:50 greedy
world-end 40 ismcts:200 greedy
world-end 40 ismcts:200 random
clamp-in-cardland 1000 greedy random
clamp-in-cardland 100 ismcts:50 greedy
clamp-in-cardland 40 ismcts:200 greedy
clamp-in-cardland 40 ismcts:200 random
color-shed 1000 greedy random
color-shed 200 ismcts:200 greedy
color-shed 100 ismcts:1000 greedy
color-shed 100 ismcts:200 random
hearts 1000 greedy random
hearts 200 ismcts:200 greedy
hearts 100 ismcts:1000 greedy
hearts 100 ismcts:200 random
veiled-court 1000 greedy random
veiled-court 400 ismcts:200 greedy
veiled-court 400 ismcts:1000 greedy
veiled-court 200 ismcts:200 random'

# One run: game, games, policy, versus; skipped when its JSON is there.
run() {
	out="$OUT/$1.$3.$4.json"
	[ -s "$out" ] && [ -z "${AGAIN:-}" ] && return 0
	echo "$1 -n $2 --policy $3 --versus $4" >&2
	"$bin" sim "games/$1" -n "$2" --policy "$3" --versus "$4" --workers 1 -q --json >"$out.tmp" && mv "$out.tmp" "$out"
}
export OUT bin AGAIN
echo "$plan" | grep -E "^(${ONLY:-[a-z-]+}) " |
	xargs -P 2 -L 1 bash -c "$(declare -f run); run \"\$@\"" run

echo "| game | players | policy | versus | games | win rate of the policy [95% CI] | even | s per game |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
echo "$plan" | while read -r game n policy versus; do
	f="$OUT/$game.$policy.$versus.json"
	[ -s "$f" ] || continue
	jq -r '"| \(.game) | \(.players) | \(.policy) | \(.versus) | \(.games) | \(.focus.win_rate.value*1000|round/10)% [\(.focus.win_rate.low*1000|round/10), \(.focus.win_rate.high*1000|round/10)] | \(.focus.even*1000|round/10)% | \(.seconds/.games*100|round/100) |"' "$f"
done
