#!/usr/bin/env bash
# bench/cards.sh [BIN] — CPU, wall and memory of `cardpress cards --png`
# (the sheets and a PNG per design) as a game's cards grow: Windia War's
# 35 card designs copied SCALES times (default 1 10 100) into a set "bulk"
# of their own, each copy a design of its own (id "5-b2", the same name and
# text), one card per colour. (`build` would also play the rule examples,
# and the rules engine takes at most 255 entries a set.) Prints per scale
# the cards, sheet pages and PNGs, CPU seconds (user + system), wall
# seconds, peak resident memory, and CPU and memory per card against the
# first scale: linear in cards is a flat ratio.
# Needs no farm-bench; at 100× it takes a few minutes and about 1 GB.
. "$(dirname "$0")/scale.sh"

# game N: Windia War with N times its card designs, in $tmp/gN.
game() {
	local dir
	dir=$(windia "$1")
	if (($1 > 0)); then
		printf '\n[sets.bulk]\nname = "Bulk"\n' >>"$dir/catalog.toml"
		awk -v n="$1" '
			/^\[\[card\]\]/ { in_card = 1; blocks[++b] = ""; }
			/^\[/ && !/^\[\[card\]\]/ { in_card = 0 }
			in_card { blocks[b] = blocks[b] $0 "\n" }
			END {
				for (k = 1; k <= n; k++)
					for (i = 1; i <= b; i++) {
						s = blocks[i]
						sub(/\nid = "[^"]*/, "&-b" k, s)
						sub(/\nset = "[^"]*"/, "\nset = \"bulk\"", s)
						sub(/\ncopies = \{[^}]*\}/, "\ncopies = 1", s) # counts by set name the old sets
						printf "\n%s", s
					}
			}' "$dir/catalog.toml" >>"$dir/catalog.toml.more"
		cat "$dir/catalog.toml.more" >>"$dir/catalog.toml"
		rm "$dir/catalog.toml.more"
	fi
	echo "$dir"
}

base_cpu= base_mem= base_cards=
for n in ${SCALES:-1 10 100}; do
	dir=$(game "$n")
	rm -rf "$tmp/out"
	if ! /usr/bin/time -f "%U %S %e %M" -o "$tmp/time" "$bin" cards -q "$dir" --set bulk --png --out "$tmp/out" >/dev/null 2>"$tmp/err"; then
		head -5 "$tmp/err" >&2
		exit 1
	fi
	read -r u s e m <"$tmp/time"
	cpu=$(echo "$u + $s" | bc)
	cards=$("$bin" validate "$dir" 2>/dev/null | awk '$1 == "Bulk" {print $2}')
	# cards-bulk.pdf and png-bulk/, or cards.pdf and png/ once the bulk is
	# the game's largest set, its default.
	pngs=$(ls "$tmp"/out/png* | wc -l)
	pages=0
	for f in "$tmp"/out/cards*.pdf; do pages=$((pages + $(pdfpages "$f"))); done
	[ -n "$base_cpu" ] || { base_cpu=$cpu; base_mem=$m; base_cards=$cards; }
	printf "%4d×: %6d cards, %5d sheet pages, %5d PNGs: %7.2f s CPU, %6.2f s wall, %5d MB peak; per card against 1×: CPU ×%.2f, memory ×%.2f\n" \
		"$n" "$cards" "$pages" "$pngs" "$cpu" "$e" $((m / 1024)) \
		"$(echo "scale=4; ($cpu / $cards) / ($base_cpu / $base_cards)" | bc)" \
		"$(echo "scale=4; ($m / $cards) / ($base_mem / $base_cards)" | bc)"
done
