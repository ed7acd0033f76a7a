#!/usr/bin/env bash
# bench/build.sh [BASE_REV] [ROUNDS]   (REBUILDS=8: rounds of the rebuild benchmark)
#                                      (ART=0: without the art game)
#
# Times the full build of the default game (`cardpress build -q` into a
# fresh folder) at BASE_REV (default: main) against the working tree, in
# one run: the two binaries take turns, ROUNDS times (default 15), so that
# the noise of a shared machine hits both alike; prints each one's median
# wall time and the ratio working tree / base. A third command takes turns
# with them: the working tree building the default game with the cards at
# 29 × 17 mm (the size before they grew to 87 × 51 mm, a ninth of the card
# pixels; the layout scaled to it), which tells what the bigger cards cost.
#
# Then the art game (bench/artgame: the default game with 20 cards showing
# 6000 × 4000 px JPEGs, written into ARTGAME, default
# $TMPDIR/cardpress-artgame, once and again whenever games/windia-war
# changed): its first build (no art cache), by the base
# too (their ratio), a build in a new process with the art cache of the
# one before, and the rebuild of watch and serve after renaming one card,
# by the base too (their ratio).
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-main}
rounds=${2:-15}
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/src" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT

git worktree add --detach "$tmp/src" "$base" >/dev/null 2>&1
(cd "$tmp/src" && go build -o "$tmp/base" ./cmd/cardpress)
go build -o "$tmp/head" ./cmd/cardpress

# run builds the default game (or the game folder $3) once with binary $1
# into a fresh folder and appends its wall and CPU (user + system) seconds
# to file $2.
run() {
	rm -rf "$tmp/run" && mkdir "$tmp/run"
	(cd "$tmp/run" && /usr/bin/time -f "%e %U %S" -a -o "$2" "$1" build -q ${3:+"$3"} >/dev/null)
}
small=$tmp/small
cp -r games/windia-war "$small"
sed -i -e 's/^card_size = { width = 87, height = 51 }/card_size = { width = 29, height = 17 }/' \
	-e 's/^\[layouts.default\]$/[layouts.default]\ndesign = [87, 51]/' "$small/catalog.toml"
# median FIELD FILE: the median of a column, in ms.
median() { awk -v f="$1" '{print (f == "cpu") ? ($2 + $3) * 1000 : $1 * 1000}' "$2" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

run "$tmp/base" /dev/null # warm the page cache
for ((i = 0; i < rounds; i++)); do
	run "$tmp/base" "$tmp/b"
	run "$tmp/head" "$tmp/h"
	run "$tmp/head" "$tmp/s" "$small"
done
for what in wall cpu; do
	b=$(median $what "$tmp/b")
	h=$(median $what "$tmp/h")
	sm=$(median $what "$tmp/s")
	awk -v w="$what" -v b="$b" -v h="$h" -v s="$sm" -v r="$rounds" -v base="$base" \
		'BEGIN {printf "full default build, %s time, median of %d: base (%s) %d ms, working tree %d ms, ratio %.2f; with 29 × 17 mm cards %d ms, ratio to base %.2f\n", w, r, base, b, h, h / b, s, s / b}'
done

# The rebuild of watch and serve after renaming one card, against a clean
# build of the same game, both in the working tree and in one run
# (build.BenchmarkRebuildOneCard, BenchmarkRebuildFull); cards-ms is the
# time until the new card images are written, which serve shows first.
go test -run '^$' -bench 'Rebuild(OneCard|Full)$' -benchtime "${REBUILDS:-8}x" ./build | awk '
	/^BenchmarkRebuildOneCard/ { one = $3; for (i = 4; i <= NF; i++) if ($(i+1) == "cards-ms") cards = $i }
	/^BenchmarkRebuildFull/ { full = $3 }
	END { printf "one-card rebuild: %.0f ms (new card images after %s ms), clean build %.0f ms, ratio %.2f\n", one / 1e6, cards, full / 1e6, one / full }'

[ "${ART:-1}" = 0 ] && exit 0
art=${ARTGAME:-${TMPDIR:-/tmp}/cardpress-artgame}
# The art game is written again when the default game changed since.
sum=$(find games/windia-war -type f | LC_ALL=C sort | xargs cat | sha256sum | cut -c1-16)
if [ "$(cat "$art/.source" 2>/dev/null)" != "$sum" ]; then
	rm -rf "$art"
	go run ./bench/artgame "$art"
	echo "$sum" >"$art/.source"
fi
# artrun FILE [keep [BINARY]]: one build of the art game into a fresh
# folder, with the art cache of the build before when keep is given, by
# the working tree's binary unless told.
artrun() {
	rm -rf "$tmp/art" && mkdir -p "$tmp/art"
	[ "${2:-}" = keep ] || rm -rf "$tmp/.art.cache"
	/usr/bin/time -f "%e %U %S" -a -o "$1" "${3:-$tmp/head}" build -q "$art" --out "$tmp/art" >/dev/null
}
for ((i = 0; i < ${ART_ROUNDS:-3}; i++)); do
	artrun "$tmp/basecold" "" "$tmp/base"
	artrun "$tmp/cold"
	artrun "$tmp/cached" keep
	run "$tmp/head" "$tmp/plain"
done
for what in wall cpu; do
	awk -v w="$what" -v c="$(median $what "$tmp/cold")" -v k="$(median $what "$tmp/cached")" -v p="$(median $what "$tmp/plain")" \
		'BEGIN {printf "art game, %s time: first build %d ms, with the art cache %d ms; the default game %d ms (ratios %.2f, %.2f)\n", w, c, k, p, c / p, k / p}'
	awk -v w="$what" -v b="$(median $what "$tmp/basecold")" -v c="$(median $what "$tmp/cold")" -v base="$base" \
		'BEGIN {printf "art game first build, %s time: base (%s) %d ms, working tree %d ms, ratio %.2f\n", w, base, b, c, c / b}'
done
# The art game's one-card rebuild by the base and the working tree, their
# test binaries taking turns (ART_ROUNDS times): median wall and CPU per
# rebuild, and their ratios. The base's binary runs the base's own
# benchmark: before 8102e03 it renamed the card to two names in turn and,
# from the second round on, measured a rebuild that redid less, so the
# ratio is fair only for a base at or after 8102e03. A base that reports
# no cpu-ms gets no CPU ratio.
(cd "$tmp/src" && go test -c -o "$tmp/base.test" ./build) && go test -c -o "$tmp/head.test" ./build
for ((i = 0; i < ${ART_ROUNDS:-3}; i++)); do
	for v in base head; do
		(cd build && CARDPRESS_ART_GAME=$art "$tmp/$v.test" -test.run '^$' -test.bench 'ArtGameRebuildOneCard$' -test.benchtime "${REBUILDS:-8}x") |
			awk '/^BenchmarkArtGameRebuildOneCard/ { for (i = 4; i <= NF; i++) if ($(i+1) == "cpu-ms") cpu = $i; print $3 / 1e6, cpu }' >>"$tmp/warm-$v"
	done
done
# warm FIELD (1 wall, 2 cpu) FILE: the median, in ms.
warm() { awk -v f="$1" '{print $f}' "$2" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for f in 1 2; do
	awk -v w="$([ $f = 1 ] && echo wall || echo cpu)" -v b="$(warm $f "$tmp/warm-base")" -v h="$(warm $f "$tmp/warm-head")" -v base="$base" \
		'BEGIN {r = b > 0 ? sprintf("%.2f", h / b) : "none (no base figure)"; printf "art game one-card rebuild, %s time per rebuild: base (%s) %.0f ms, working tree %.0f ms, ratio %s\n", w, base, b, h, r}'
done
CARDPRESS_ART_GAME=$art go test -run '^$' -bench 'ArtGameRebuildOneCard$|RebuildOneCard$' -benchtime "${REBUILDS:-8}x" ./build | awk '
	/^BenchmarkArtGameRebuildOneCard/ { art = $3; for (i = 4; i <= NF; i++) if ($(i+1) == "cards-ms") cards = $i }
	/^BenchmarkRebuildOneCard/ { one = $3 }
	END { printf "art game one-card rebuild: %.0f ms (new card images after %s ms); the default game'"'"'s %.0f ms, ratio %.2f\n", art / 1e6, cards, one / 1e6, art / one }'
