#!/usr/bin/env bash
# bench/pages.sh [BIN] — CPU, wall and peak memory of `cardpress manual` as
# the manual grows: Windia War's rules and card chapters (manual/[1-5]*.md)
# copied SCALES times (default 1 10 100: some 70, 700 and 6,700 pages),
# each copy's headings numbered so that the contents list them all (as
# build's TestLongManualMemoryPerPage does). Prints per scale the pages,
# CPU seconds (user + system), wall seconds, peak resident memory, and the
# peak memory per page: what the whole document costs to typeset and write
# comes out as a per-page figure that stays flat when memory is linear in
# pages. Needs no farm-bench; 100× takes a minute or two and about 1 GB.
. "$(dirname "$0")/scale.sh"

# game N: Windia War with its chapters N times, in $tmp/gN.
game() {
	local dir
	dir=$(windia "$1")
	for ((i = 1; i < $1; i++)); do
		for ch in games/windia-war/manual/[1-5]*.md; do
			awk -v i="$i" '/^#/ {print $0 " " i; next} {print}' "$ch" >"$dir/manual/$((100 + i))-$(basename "$ch")"
		done
	done
	echo "$dir"
}

for n in ${SCALES:-1 10 100}; do
	dir=$(game "$n")
	rm -rf "$tmp/out"
	if ! /usr/bin/time -f "%U %S %e %M" -o "$tmp/time" "$bin" manual -q "$dir" --out "$tmp/out" >/dev/null 2>"$tmp/err"; then
		head -5 "$tmp/err" >&2
		exit 1
	fi
	read -r u s e m <"$tmp/time"
	pages=$(pdfpages "$tmp/out/manual.pdf")
	printf "%4d×: %5d pages, %6.1f MB PDF: %7.2f s CPU, %6.2f s wall, %5d MB peak, %.3f MB peak a page\n" \
		"$n" "$pages" "$(echo "scale=1; $(stat -c %s "$tmp/out/manual.pdf") / 1048576" | bc)" \
		"$(echo "$u + $s" | bc)" "$e" $((m / 1024)) "$(echo "scale=4; $m / 1024 / $pages" | bc)"
done
