#!/usr/bin/env bash
# bench/serve.sh [BIN] — the memory of `cardpress serve` under a sweep.
#
# 1. Pages: serves Windia War, asks for every manual page at every
#    resolution the server takes (30 to 300 dpi, every DPI_STEP, default 5)
#    and prints the server's resident memory (VmRSS) after the sweep and
#    its peak (VmHWM).
# 2. Font re-saves: serves testdata/showcase with its display font
#    replaced by LXGW WenKai (15 MB), saves the font FONT_SAVES times
#    (default 12), each a different file (one more byte), waits for each
#    rebuild, and prints the memory the same way.
# BIN defaults to a fresh build of the working tree. PAGES=0 or FONTS=0
# leave out a part.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
bin=${1:-}
if [ -z "$bin" ]; then bin=$tmp/cardpress; go build -o "$bin" ./cmd/cardpress; fi
step=${DPI_STEP:-5}

# start GAME: serves GAME in the background; sets pid and url.
start() {
	"$bin" serve "$1" --addr 127.0.0.1:0 --out "$tmp/out" -q >"$tmp/serve.out" 2>"$tmp/serve.err" &
	pid=$!
	until url=$(grep -o 'http://[^ ]*/' "$tmp/serve.out" 2>/dev/null); do sleep 0.1; done
}
# version: the state's version once no rebuild is under way.
settled() {
	until s=$(curl -s "${url}api/state") && [ "$(jq -r '.pages | length' <<<"$s")" -gt 0 ] && [ "$(jq -r '.building // ""' <<<"$s")" = "" ]; do sleep 0.2; done
	jq -r .version <<<"$s"
}
mem() { awk '/VmRSS|VmHWM/ {printf "%s %.0f MB  ", $1, $2/1024}' "/proc/$pid/status"; echo; }

if [ "${PAGES:-1}" != 0 ]; then
cp -r games/windia-war "$tmp/game"
start "$tmp/game"
settled >/dev/null
echo "pages: after the first build: $(mem)"
n=0
jq -r '.pages[] | "\(.n) \(.key)"' <<<"$(curl -s "${url}api/state")" >"$tmp/pages"
while read -r p key; do
	for ((dpi = 30; dpi <= 300; dpi += step)); do
		curl -s -o /dev/null "${url}page/$p.png?key=$key&dpi=$dpi"
		n=$((n + 1))
	done
done <"$tmp/pages"
echo "pages: after $n page requests: $(mem)"
kill "$pid"; wait "$pid" 2>/dev/null || true; pid=
fi
[ "${FONTS:-1}" != 0 ] || exit 0

cp -r testdata/showcase "$tmp/show"
cp fonts/files/LXGWWenKai-Regular.ttf "$tmp/show/fonts/DejaVuSerifCondensed-Bold.ttf"
start "$tmp/show"
v=$(settled)
echo "fonts: after the first build: $(mem)"
for ((i = 1; i <= ${FONT_SAVES:-12}; i++)); do
	printf '\0' >>"$tmp/show/fonts/DejaVuSerifCondensed-Bold.ttf"
	until w=$(settled) && [ "$w" -gt "$v" ]; do sleep 0.2; done
	v=$w
done
echo "fonts: after ${FONT_SAVES:-12} saves of a 15 MB font: $(mem)"
grep -v '^$' "$tmp/serve.err" | tail -3 || true
