package ruleset

import (
	"slices"
	"strings"

	"cardpress/catalog"
)

// This file reads who sees a game's or a player's variable (seen) and
// what a player who cannot see it supposes (guess); observe.go hides it.

// varSeen reads a variable's seen key: "all" (the default), "nobody", or
// "owner" for a player's variable.
func (r *reader) varSeen(vm map[string]any, p, where string) string {
	s, ok := r.str(vm, p, "seen")
	if !ok {
		return "all"
	}
	allowed := []string{"all", "nobody"}
	if where == "player_vars" {
		allowed = append(allowed, "owner")
	}
	if !slices.Contains(allowed, s) {
		if s == "owner" {
			r.valueErrorf(p+".seen", "a game's variable has no owner to see it: write seen = \"nobody\", or make it a player's variable ([player_vars])")
		} else {
			r.valueErrorf(p+".seen", "seen must be one of %q, got %q%s", allowed, s, catalog.DidYouMean(s, allowed))
		}
		return "all"
	}
	return s
}

// guesses compiles the guess of every hidden variable, once the lets are
// read: an expression of the variable's type over the determinized state,
// p naming the owner of a player's variable. A number or a card has too
// many values to draw one at random: a hidden one needs its guess.
func (r *reader) guesses(raw map[string]any) {
	g := r.cp.g
	for _, where := range []string{"vars", "player_vars"} {
		list := g.vars
		if where == "player_vars" {
			list = g.pvars
		}
		tm, _ := raw[where].(map[string]any)
		for i := range list {
			v := &list[i]
			p := where + "." + v.id
			vm, _ := tm[v.id].(map[string]any)
			src, ok := r.str(vm, p, "guess")
			switch {
			case ok && v.seen == "all":
				r.errorf(p+".guess", "guess is what a player who cannot see %s supposes; everybody sees it: give it seen = \"nobody\" or \"owner\"", v.id)
			case ok:
				v.guess = r.cp.expression(p+".guess", src, v.t, env{p: where == "player_vars"})
			case v.seen != "all" && (v.t == tInt || v.t == tCard):
				r.errorf(p, "a hidden %s needs guess: the value a player who cannot see it supposes, read from the cards that player believes in (like \"count(hand[p])\")", strings.TrimPrefix(v.t.String(), "a "))
			}
		}
	}
}
