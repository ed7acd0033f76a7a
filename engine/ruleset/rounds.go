package ruleset

import (
	"maps"
	"slices"

	"cardpress/engine"
)

// This file deals an example's next round: a game whose description
// words the step ([words] next_round = { en = "next round", ja = "次のラウンド" })
// holds a round that ends in an example until that step deals the next,
// with the settings written after it (the play card, the hands); the
// variables that keep (the scores, the dealer) carry over. Without the
// words, the next round is dealt as soon as one ends, as in self-play.

// nextRoundKey is the step's key.
const nextRoundKey = "next round"

// nextRoundWords reads [words] next_round: in each language the step
// and the words that say there is none, before its reason: { en =
// ["next round", "no next round"], ja = ["次のラウンド", "次のラウンドはない"] }.
func (r *reader) nextRoundWords(v any) {
	const p = "words.next_round"
	m := r.table(v, p, engine.Languages...)
	f := &engine.Form{Kind: engine.StepForm, Key: nextRoundKey, Deals: true, Say: map[string]engine.Phrases{}}
	for _, lang := range slices.Sorted(maps.Keys(m)) {
		list := r.strs(m, p, lang)
		if len(list) != 2 {
			r.valueErrorf(p+"."+lang, "%s.%s lists two wordings: the step, and the words saying there is none before its reason (\"next round\", \"no next round\")", p, lang)
			continue
		}
		sep := ": {reason}"
		if lang != "en" {
			sep = ":{reason}"
		}
		f.Say[lang] = engine.Phrases{Do: list[:1], Cannot: []string{list[1] + sep}}
	}
	if _, ok := f.Say["en"]; !ok {
		r.errorf(p, "%s needs English wordings (en)", p)
	}
	r.cp.g.forms = append(r.cp.g.forms, f)
}

// nextRoundForm is the step that deals an example's next round, nil when
// the description words none.
func (g *Game) nextRoundForm() *engine.Form {
	i := slices.IndexFunc(g.forms, func(f *engine.Form) bool { return f.Deals })
	if i < 0 {
		return nil
	}
	return g.forms[i]
}

// dealNext deals the next round of the example's match as st's settings
// say, once the round is over and the match goes on.
func (t *table) dealNext(s *State, st *engine.Step) error {
	switch {
	case s.over:
		return s.refuse(refusal{"over"}, nil)
	case !s.waiting:
		return s.refuse(refusal{"round-not-over"}, nil)
	}
	s.reset()
	s.waiting = false
	named, err := t.g.lay(s, t.ex, st.Setup, false)
	if err != nil {
		return err
	}
	t.named = named
	return nil
}

// roundEndKeys are the keys of the expectations that the round is over
// and that it goes on: each other's opposite, so that a failure of one
// says the other (「ラウンド終了」 where the example expected the round to go
// on), in the example's language.
const (
	roundOverKey      = "round over"
	roundContinuesKey = "round continues"
)

// gameEndKeys are the keys of the expectations that the game is over and
// that it goes on.
const (
	gameOverKey      = "game over"
	gameContinuesKey = "game continues"
)

// gameWords reads [words] game: the game's own words for a game that
// ends over several rounds (a match), in each language that it is over
// and that it goes on: { en = ["match over", "match continues"], ja =
// ["試合終了", "試合続行"] }; and [words] winner, its winner's: { en =
// "match winner: {who}", ja = "試合の勝者:{who}" }.
func (r *reader) gameWords(m map[string]any) {
	g := r.cp.g
	if v, ok := m["game"]; ok {
		const p = "words.game"
		lm := r.table(v, p, engine.Languages...)
		over := &engine.Form{Kind: engine.ExpectForm, Key: gameOverKey, Say: map[string]engine.Phrases{}}
		goes := &engine.Form{Kind: engine.ExpectForm, Key: gameContinuesKey, Say: map[string]engine.Phrases{}}
		for _, lang := range slices.Sorted(maps.Keys(lm)) {
			list := r.strs(lm, p, lang)
			if len(list) != 2 {
				r.valueErrorf(p+"."+lang, "%s.%s lists two wordings: the game is over, the game goes on (\"match over\", \"match continues\")", p, lang)
				continue
			}
			over.Say[lang] = engine.Phrases{Do: list[:1]}
			goes.Say[lang] = engine.Phrases{Do: list[1:]}
		}
		g.forms = append(g.forms, over, goes)
	}
	if v, ok := m["winner"]; ok {
		w := r.wordings(v, "words.winner")
		r.needSlot("words.winner", w, "{who}")
		g.winnerWords = w
	}
}
