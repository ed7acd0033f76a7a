package ruleset

import (
	"slices"

	"cardpress/catalog"
)

// This file holds the turn's player of a game whose turn belongs to one
// player while another may be to move ([game] turn_player): CLAMP in
// CARDLAND's active player (主場) while the other joins a challenge,
// BlackPoker's while the other answers on the stage. Self-play counts the
// first turn's player's wins by it, an example's "turn: Bob" checks it,
// and a picture marks it as the current player.

// turnPlayer reads [game] turn_player: the player variable that holds the
// turn.
func (r *reader) turnPlayer(gm map[string]any) {
	g := r.cp.g
	id, ok := r.str(gm, "game", "turn_player")
	if !ok {
		return
	}
	i := g.varIndex(id)
	if i < 0 {
		var players []string
		for _, v := range g.vars {
			if v.t == tPlayer {
				players = append(players, v.id)
			}
		}
		r.valueErrorf("game.turn_player", "turn_player must name a player variable ([vars.NAME] with type = \"player\"); %q is not a variable%s", id, catalog.DidYouMean(id, slices.Sorted(slices.Values(players))))
		return
	}
	if t := g.vars[i].t; t != tPlayer {
		r.valueErrorf("game.turn_player", "turn_player must name a player variable; %s is %s", id, typeNames[t])
		return
	}
	g.turnVar = i
}

// TurnPlayer is the player holding the turn: the variable [game]
// turn_player names while it holds a player, else the player to move
// (a game that names none, or before its set-up sets one).
func (s *State) TurnPlayer() int {
	if v := s.g.turnVar; v >= 0 && !s.over {
		if p := s.vars[v]; p >= 0 && p < int64(s.n) {
			return int(p)
		}
	}
	return s.CurrentPlayer()
}

// Simultaneous reports whether every player chooses at once in the current
// phase ([game] simultaneous).
func (s *State) Simultaneous() bool { return !s.over && s.g.simultaneous[s.phase] }
