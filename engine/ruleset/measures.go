package ruleset

import (
	"maps"
	"slices"
	"sort"

	"cardpress/engine"
)

// A measure ([measures]) is a figure of a finished game that self-play
// reports besides its length and winner (sim's "per game" table): a
// number of the game, or one for each player (each):
//
//	[measures]
//	turns = "turns"
//	"points per player" = { each = "points[p]" }
type measure struct {
	name  string
	value eval // of the game, or of player p when each
	each  bool
}

// measures reads [measures].
func (r *reader) measures(m map[string]any) {
	names := slices.Sorted(maps.Keys(m))
	// In the file's order: the report lists them so.
	sort.SliceStable(names, func(i, j int) bool {
		return r.doc.Key("measures." + names[i]).Before(r.doc.Key("measures." + names[j]))
	})
	for _, name := range names {
		p := "measures." + name
		if src, ok := m[name].(string); ok {
			if f := r.cp.expression(p, src, tInt, env{}); f != nil {
				r.cp.g.measures = append(r.cp.g.measures, measure{name: name, value: f})
			}
			continue
		}
		mm := r.table(m[name], p, "each")
		src, ok := r.str(mm, p, "each")
		if mm == nil || !ok {
			r.errorf(p, "%s is a whole number of the game (\"turns\") or one for each player ({ each = \"points[p]\" })", p)
			continue
		}
		if f := r.cp.expression(p+".each", src, tInt, env{p: true}); f != nil {
			r.cp.g.measures = append(r.cp.g.measures, measure{name: name, value: f, each: true})
		}
	}
}

// Measures are the description's measures of the game as it stands.
func (s *State) Measures() []engine.Measure {
	var out []engine.Measure
	for _, m := range s.g.measures {
		players := 1
		if m.each {
			players = s.n
		}
		for p := range players {
			out = append(out, engine.Measure{Name: m.name, Value: int(m.value(&ctx{s: s, card: -1, it: -1, actor: -1, p: int64(p)}))})
		}
	}
	return out
}
