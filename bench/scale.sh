# bench/scale.sh — sourced by the scaling benchmarks (sets.sh, cards.sh,
# pages.sh), with the benchmark's arguments: they run in the repository's
# root with a temporary folder $tmp (removed at exit) and the binary $bin
# (the first argument, else the working tree's, built into $tmp), and each
# makes game N, Windia War grown N times in its own way, in $tmp/gN.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=${1:-}
if [ -z "$bin" ]; then bin=$tmp/cardpress; go build -o "$bin" ./cmd/cardpress; fi

# windia N: a copy of Windia War in $tmp/gN, for game N to grow.
windia() {
	cp -r games/windia-war "$tmp/g$1"
	echo "$tmp/g$1"
}

# pdfpages FILE: its page count (pdfinfo's, else counted page objects).
pdfpages() {
	if command -v pdfinfo >/dev/null; then
		pdfinfo "$1" | awk '/^Pages:/ {print $2}'
	else
		grep -ac '^/Type /Page$' "$1" || true
	fi
}
