#!/usr/bin/env bash
# bench/svg.sh [ROUNDS]
#
# Times `cardpress build --png -q` of the showcase game with Sunrise
# Herald's art as an SVG drawing (testdata/svgart/dawn.svg, drawn as
# vectors in the PDFs, rasterized for the PNGs) against the same game with
# the same art as a PNG (the drawing rasterized at 1488 × 2079 px, 600 ppi
# on the 63 × 88 mm card), in one run: the two take turns ROUNDS times
# (default 11), each into a fresh folder and a fresh process (no art
# cache); prints each one's median wall time and the ratio SVG / PNG.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-11}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/cardpress" ./cmd/cardpress

# game ART NAME: the showcase game with ART as the Herald's art, in $tmp/NAME.
game() {
	cp -r testdata/showcase "$tmp/$2"
	cp "$1" "$tmp/$2/art/"
	sed -i "s#art/sky.png#art/$(basename "$1")#" "$tmp/$2/cards.csv"
}
game testdata/svgart/dawn.svg svg
go run ./bench/svgpng testdata/svgart/dawn.svg 1488 2079 >"$tmp/dawn.png"
game "$tmp/dawn.png" png

run() {
	rm -rf "$tmp/out"
	/usr/bin/time -f "%e" -a -o "$tmp/$1.times" "$tmp/cardpress" build "$tmp/$1" --out "$tmp/out" --png -q >/dev/null 2>&1
}
run svg && run png # warm up
rm -f "$tmp"/*.times
for ((i = 0; i < rounds; i++)); do
	run svg
	run png
done
median() { sort -n "$1" | awk '{a[NR]=$1 * 1000} END {print a[int((NR+1)/2)]}'; }
s=$(median "$tmp/svg.times")
p=$(median "$tmp/png.times")
awk -v s="$s" -v p="$p" -v r="$rounds" 'BEGIN {printf "showcase build --png, median of %d: SVG art %d ms, the same art as PNG %d ms, ratio SVG / PNG %.2f\n", r, s, p, s / p}'
