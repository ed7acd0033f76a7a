#!/usr/bin/env bash
# bench/sets.sh [BIN] — CPU and memory of `cardpress build` as a game's
# sets grow: Windia War with 1, 10 and 100 small sets added (SCALES), each
# its own set of one design in four colours (4 cards, a cards-SET.pdf of
# its own). Prints per scale the CPU seconds (user + system), the peak
# resident memory, and the CPU per set against the first scale: linear in
# sets is a flat last column.
. "$(dirname "$0")/scale.sh"

# game N: Windia War with N sets added, in $tmp/gN.
game() {
	local dir
	dir=$(windia "$1")
	for ((i = 1; i <= $1; i++)); do
		cat >>"$dir/catalog.toml" <<TOML

[sets.extra-$i]
name = "Extra $i"
total = 4

[[card]]
id = "extra-$i"
effect = "数字カード。"
name = "X$i"
kind = "number"
set = "extra-$i"
colors = ["red", "blue", "yellow", "green"]
copies = 1
points = 1
number = 1
text = "追加のカードです。"
TOML
	done
	echo "$dir"
}

base=
for n in ${SCALES:-1 10 100}; do
	dir=$(game "$n")
	rm -rf "$tmp/out"
	/usr/bin/time -f "%U %S %M" -o "$tmp/time" "$bin" build -q "$dir" --out "$tmp/out" >/dev/null
	read -r u s m <"$tmp/time"
	cpu=$(echo "$u + $s" | bc)
	[ -n "$base" ] || base=$cpu
	printf "%4d sets: %6.2f s CPU (x%.1f of the first), %5d MB peak\n" "$n" "$cpu" "$(echo "scale=4; $cpu / $base" | bc)" $((m / 1024))
done
