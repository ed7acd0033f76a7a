package main

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestSimCLI(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // regexp
		stderr string
	}{
		{name: "table", args: []string{"sim", "-n", "300", "-q", "--check", "--players", "3", "--set", "basic"}, code: 0,
			stdout: `(?s)Windia War · Basic \(116 cards\) · 3 players · random policy · seed 1\n300 rounds in .*invariants checked after every action: no violation.*actions +\d+\.\d.*seat \(1 moves first\).*\n3 +\d+ .*round ends: went out.*\ncard +copies +plays/round`},
		{name: "greedy", args: []string{"sim", "-n", "200", "-q", "--policy", "greedy"}, code: 0, stdout: `greedy policy`},
		{name: "replay", args: []string{"sim", "--players", "2", "--replay", "3"}, code: 0,
			stdout: `(?s)^round 3 of seed 1 \(round seed \d+\): 2 players, set expansion, random policy\n +1  P1  turn .*\nplayer [12] wins \(.*\) after \d+ actions; points \[\d+ \d+\]\n$`},
		{name: "too many players", args: []string{"sim", "--players", "9"}, code: 2, stderr: `--players: Windia War is played by 2 to 8 players, not 9`},
		{name: "unknown policy", args: []string{"sim", "--policy", "smart"}, code: 2, stderr: `unknown policy "smart": want random or greedy`},
		{name: "no rounds", args: []string{"sim", "-n", "0"}, code: 2, stderr: `-n 0: simulate at least one round`},
		{name: "unknown set", args: []string{"sim", "--set", "deluxe"}, code: 2, stderr: `--set "deluxe": the game has no such set`},
		{name: "game without engine", args: []string{"sim", "../../games/clamp-in-cardland"}, code: 1, stderr: `no self-play engine for game`},
		{name: "help", args: []string{"sim", "--help"}, code: 0, stdout: `(?s)usage: cardpress sim \[GAME_DIR\].*-replay`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := cardpress(t, "", tt.args...)
			if r.code != tt.code {
				t.Fatalf("exit code %d, want %d\nstdout: %s\nstderr: %s", r.code, tt.code, r.stdout, r.stderr)
			}
			if tt.stdout != "" && !regexp.MustCompile(tt.stdout).MatchString(r.stdout) {
				t.Errorf("stdout does not match %q:\n%s", tt.stdout, r.stdout)
			}
			if tt.stderr != "" && !regexp.MustCompile(tt.stderr).MatchString(r.stderr) {
				t.Errorf("stderr does not match %q:\n%s", tt.stderr, r.stderr)
			}
		})
	}
}

// --json figures add up, and depend on the seed, not on the workers.
func TestSimJSONIsDeterministic(t *testing.T) {
	run := func(workers string) simReport {
		r := cardpress(t, "", "sim", "-n", "400", "-q", "--json", "--seed", "5", "--workers", workers)
		if r.code != 0 {
			t.Fatalf("exit %d: %s", r.code, r.stderr)
		}
		var rep simReport
		if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
			t.Fatalf("%v\n%s", err, r.stdout)
		}
		return rep
	}
	one, two := run("1"), run("2")
	wins := int64(0)
	for _, s := range one.Seats {
		wins += s.Wins
	}
	if one.Rounds != 400 || wins != 400 || len(one.Seats) != 4 || one.Cards != 128 || len(one.Entries) == 0 || len(one.PerCard) < len(one.Entries) {
		t.Fatalf("report: %+v", one)
	}
	if one.Actions != two.Actions || one.Points != two.Points || one.Seats[0] != two.Seats[0] || one.Entries[0] != two.Entries[0] {
		t.Errorf("1 and 2 workers differ:\n%+v\n%+v", one.Actions, two.Actions)
	}
	copies := 0
	for _, e := range one.Entries {
		copies += e.Copies
	}
	if copies != 128 {
		t.Errorf("entries hold %d copies, the deck 128", copies)
	}
}

// A round that breaks a check is reported with its seed and last actions
// and a command that replays it to the same failure.
func TestSimViolationIsReplayable(t *testing.T) {
	r := cardpress(t, "", "sim", "-n", "100", "-q", "--check", "--max-actions", "30", "--seed", "4")
	if r.code != 1 {
		t.Fatalf("exit %d, want 1\n%s", r.code, r.stderr)
	}
	m := regexp.MustCompile(`(?m)^replay: cardpress sim (.*)$`).FindStringSubmatch(r.stderr)
	if m == nil || !strings.Contains(r.stderr, "the round does not end: still in play after 30 actions") || !strings.Contains(r.stderr, "last actions (step, player, phase, action):\n     1  P1  turn") {
		t.Fatalf("stderr:\n%s", r.stderr)
	}
	first := regexp.MustCompile(`^cardpress sim: game (\d+) \(seed (\d+)\)`).FindStringSubmatch(r.stderr)
	if first == nil {
		t.Fatalf("no game and seed in:\n%s", r.stderr)
	}
	replay := cardpress(t, "", append([]string{"sim"}, strings.Fields(m[1])...)...)
	if replay.code != 1 || !strings.Contains(replay.stderr, "round "+first[1]+" (seed "+first[2]+"): after 30 actions: the round does not end") {
		t.Fatalf("replay: exit %d\n%s", replay.code, replay.stderr)
	}
	if n := strings.Count(replay.stdout, "\n"); n != 31 {
		t.Errorf("replay printed %d lines, want a header and 30 actions:\n%s", n, replay.stdout)
	}
}

func TestSimPlot(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sim.png")
	r := cardpress(t, "", "sim", "-n", "300", "-q", "--plot", file)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() < 1000 || b.Dy() < 600 {
		t.Errorf("chart is %v", b)
	}
}
