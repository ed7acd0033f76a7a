#!/bin/bash
# bench/ladder.sh — the strength ladder of docs/sim.md: head-to-head win
# rates of the policies in every game, seed 1, as a Markdown table.
#
# Each line of the plan runs `cardpress sim GAME -n N --policy A --versus
# B --json` (the A player in every seat in turn) into OUT/GAME.A.B.json,
# its CPU time into OUT/GAME.A.B.cpu. A line is played in SHARDS runs of
# disjoint game ranges (`--from`), JOBS runs at a time, each on one
# worker (the figures depend neither on the workers nor on the shards),
# and the shards are added up by `--merge`. The table is printed from
# those files, so a rerun of a few lines keeps the others.
#
#   bench/ladder.sh              # the whole plan (hours of CPU on data)
#   OUT=/tmp/ladder bench/ladder.sh
#   ONLY=hearts bench/ladder.sh  # the lines of one game
#   ONLY='hearts 400 ismcts:50 greedy' bench/ladder.sh  # one line
#   SHARDS=4 JOBS=2 bench/ladder.sh  # each line in 4 shards, 2 at a time
#   AGAIN=1 bench/ladder.sh      # run the lines again, not only the missing
set -eu
cd "$(dirname "$0")/.."
OUT=${OUT:-/tmp/cardpress-ladder}
SHARDS=${SHARDS:-1}
mkdir -p "$OUT"
bin=$OUT/cardpress
go build -o "$bin" ./cmd/cardpress

# game  games  policy  versus  [flags]
plan='windia-war 1000 greedy random
windia-war 1000 ismcts:200 greedy
windia-war 1000 ismcts:200,learn greedy
windia-war 240 ismcts:200 greedy --match
windia-war 240 ismcts:200,learn greedy --match
blackpoker 1000 greedy random
blackpoker 300 ismcts:50 greedy
blackpoker 60 ismcts:200 greedy
blackpoker 10 ismcts:50 random
world-end 1000 greedy random
world-end 50 ismcts:50 greedy
world-end 10 ismcts:50 random
clamp-in-cardland 1000 greedy random
clamp-in-cardland 60 ismcts:50 greedy
color-shed 1000 greedy random
color-shed 1000 ismcts:200 greedy
color-shed 1000 ismcts:200,learn greedy
color-shed 200 ismcts:1000 greedy
color-shed 50 ismcts:200 random
hearts 1000 greedy random
hearts 400 ismcts:50 greedy
hearts 400 ismcts:200 greedy
hearts 400 ismcts:200,learn greedy
hearts 100 ismcts:200 random
veiled-court 2000 greedy random
veiled-court 2000 ismcts:200 greedy
veiled-court 2000 ismcts:1000 greedy
veiled-court 1000 ismcts:200 random'

# name is a line's files: OUT/GAME.POLICY.VERSUS[.FLAGS], a comma of the
# policy (ismcts:200,learn) written + (--merge takes a list of files
# separated by commas).
name() { p=$3; echo "$OUT/$1.${p//,/+}.$4${5:+.${5#--}}"; }

# One shard: game, games, policy, versus, from, count, flags; skipped when
# its JSON is there.
shard() {
	out=$(name "$1" "$2" "$3" "$4" "${7:-}").from-$5
	[ -s "$out.json" ] && [ -z "${AGAIN:-}" ] && return 0
	echo "$1 --from $5 -n $6 --policy $3 --versus $4 ${7:-}" >&2
	/usr/bin/time -f %U -o "$out.cpu" \
		"$bin" sim "games/$1" -n "$6" --from "$5" --policy "$3" --versus "$4" ${7:-} --workers 1 -q --json >"$out.tmp" &&
		mv "$out.tmp" "$out.json"
}
export OUT bin AGAIN
echo "$plan" | grep -E "^(${ONLY:-[a-z-]+})( |$)" | while read -r game n policy versus flags; do
	for ((k = 0; k < SHARDS; k++)); do
		from=$((k * n / SHARDS)) to=$(((k + 1) * n / SHARDS))
		[ "$to" -gt "$from" ] && echo "$game $n $policy $versus $from $((to - from))${flags:+ $flags}"
	done
done | xargs -r -P "${JOBS:-2}" -L 1 bash -c "$(declare -f name shard); shard \"\$@\"" shard

# Each line's shards added up (--merge), their CPU seconds summed.
echo "$plan" | grep -E "^(${ONLY:-[a-z-]+})( |$)" | while read -r game n policy versus flags; do
	f=$(name "$game" "$n" "$policy" "$versus" "$flags")
	parts=$(ls "$f".from-*.json 2>/dev/null | paste -sd, -) || true
	[ -n "$parts" ] || continue
	"$bin" sim "games/$game" --merge "$parts" --json >"$f.json"
	cat "$f".from-*.cpu | paste -sd+ - | bc >"$f.cpu"
done

# The table: the policy's win rate with its Wilson 95% interval, the rate
# of equal players, the difference in points (the interval's ends less the
# even rate), and CPU seconds per game.
echo "| game | players | policy | versus | games | win rate [95% CI] | even | more than even, points [95% CI] | CPU s per game |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
echo "$plan" | while read -r game n policy versus flags; do
	f=$(name "$game" "$n" "$policy" "$versus" "$flags")
	[ -s "$f.json" ] || continue
	cpu=$(cat "$f.cpu" 2>/dev/null || echo 0)
	jq -r --argjson cpu "$cpu" '
		def one: tostring | if test("[.]") then . else . + ".0" end;
		def pct: . * 1000 | round / 10 | one;
		def pts: (. * 1000 | round / 10) as $x | if $x > 0 then "+\($x|one)" else ($x|one) end;
		.focus as $f |
		"| \(.game)\(if .match then " (matches)" else "" end) | \(.players) | \(.policy) | \(.versus) | \(.games) | \($f.win_rate.value|pct)% [\($f.win_rate.low|pct), \($f.win_rate.high|pct)] | \($f.even|pct)% | \($f.win_rate.value - $f.even|pts) [\($f.win_rate.low - $f.even|pts), \($f.win_rate.high - $f.even|pts)] | \($cpu / .games * 1000 | round / 1000) |"' "$f.json"
done
