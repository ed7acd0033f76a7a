package ruleset

import (
	"testing"

	"cardpress/engine"
)

// TestTopFaceAgrees reads top(zone) of every zone of the nine data games
// (a shared one, or the player to move's) along random games: its face
// (topFace, in one call) and its number and points (member's tables by
// face) must be what the zone's last card and its face say. Each game is
// played from seeds 1 to 40 with CARDPRESS_LONG (as CI's long run does);
// without it from the five of them whose games together run every
// statement of the module the 40 run (go test -coverpkg, each seed
// alone): an eighth of the play.
func TestTopFaceAgrees(t *testing.T) {
	t.Parallel()
	for _, name := range dataGames {
		deal := dealFor(t, name, loadGame) // topProbes compiles into it
		g := deal(1).g
		probes := topProbes(t, g)
		read, held := 0, 0
		for _, seed := range longSeeds(40, 4, 12, 15, 21, 36) {
			s := deal(seed)
			rng := engine.NewRand(seed)
			var buf []engine.Action
			for steps := 0; !s.over && steps < 300; steps++ {
				x := &ctx{s: s, card: -1, it: -1, actor: int(s.player)}
				for _, p := range probes {
					inst := s.zb[p.z]
					if g.zones[p.z].perPlayer {
						inst += int(s.player)
					}
					want, number, points := int64(-1), int64(-1), int64(-1)
					if cards := s.zones[inst]; len(cards) > 0 {
						want = int64(g.cardFace[cards[len(cards)-1]])
						number, points = g.faces[want].number, g.faces[want].points
						held++
					}
					if got := p.face(x); got != want {
						t.Fatalf("%s seed %d step %d: top(%s) face %d, the zone's last card %d", name, seed, steps, g.zones[p.z].id, got, want)
					}
					if p.number(x) != number || p.points(x) != points {
						t.Fatalf("%s seed %d step %d: top(%s) number %d points %d, want %d %d", name, seed, steps, g.zones[p.z].id, p.number(x), p.points(x), number, points)
					}
					read++
				}
				if buf = s.LegalActions(buf[:0]); len(buf) == 0 {
					break
				}
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if held < read/4 {
			t.Errorf("%s: %d of %d tops read held a card", name, held, read)
		}
	}
}

// topProbe is top(zone) of zone z compiled: its face, number and points.
type topProbe struct {
	z                    int
	face, number, points eval
}

// topProbes compiles top(zone) of every zone of g.
func topProbes(t *testing.T, g *Game) []topProbe {
	var probes []topProbe
	for z := range g.zones {
		cp := &compiler{g: g, lets: map[string]*node{}, letting: map[string]bool{}, phaseSet: map[int]bool{}}
		top := "top(" + g.zones[z].id + ")"
		face := cp.topFace(mustParse(t, top), env{})
		number, _ := cp.expr(mustParse(t, top+".number"), env{})
		points, _ := cp.expr(mustParse(t, top+".points"), env{})
		if face == nil || number == nil || points == nil {
			t.Fatalf("%s: %v", top, cp.errs)
		}
		probes = append(probes, topProbe{z, face, number, points})
	}
	return probes
}

// mustParse is src parsed.
func mustParse(t *testing.T, src string) *node {
	t.Helper()
	n, err := parseExpr(src)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
