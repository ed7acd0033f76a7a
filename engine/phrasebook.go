package engine

import (
	"slices"
	"sync"
)

// phrasebook is a dialect's wordings compiled once for every vocabulary
// and example that reads it: per kind of statement, the forms and the
// wordings the parser tries, in its order, and the finder of the literal
// words a line must contain for a wording to fit.
type phrasebook struct {
	game  []*Form
	forms [ChoiceForm + 1][]*Form
	// shown are forms without the core forms a game form of the same
	// kind and key replaces: what hints list, each statement once.
	shown   [ChoiceForm + 1][]*Form
	tries   [ChoiceForm + 1][]candidate
	words   *wordFinder
	wordIDs map[string]int32
}

// candidate is a wording to try, with the ids of its literal words.
type candidate struct {
	ph   *phrase
	need []int32
}

// phrasebooks are the dialects' compiled wordings, up to maxPhrasebooks,
// then they start anew (a reload of a data game makes a new dialect).
var (
	phrasebooks   = map[phrasebookKey]*phrasebook{}
	phrasebooksMu sync.Mutex
)

// maxPhrasebooks bounds phrasebooks: a check of a game makes one.
const maxPhrasebooks = 32

// phrasebookKey names a dialect by its forms (the list a game's rules
// hold, shared by every vocabulary of the game).
type phrasebookKey struct {
	first *Form
	n     int
}

// phrasebookOf returns the compiled wordings of dialect d.
func phrasebookOf(d Dialect) *phrasebook {
	key := phrasebookKey{n: len(d.Forms)}
	if len(d.Forms) > 0 {
		key.first = d.Forms[0]
	}
	phrasebooksMu.Lock()
	defer phrasebooksMu.Unlock()
	if pb, ok := phrasebooks[key]; ok && slices.Equal(pb.game, d.Forms) {
		return pb
	}
	pb := newPhrasebook(d.Forms)
	if len(phrasebooks) >= maxPhrasebooks {
		clear(phrasebooks)
	}
	phrasebooks[key] = pb
	return pb
}

func newPhrasebook(game []*Form) *phrasebook {
	pb := &phrasebook{game: game, wordIDs: map[string]int32{}}
	var words []string
	for kind := SettingForm; kind <= ChoiceForm; kind++ {
		pb.forms[kind] = formsOf(game, kind)
		pb.shown[kind] = shownOf(game, pb.forms[kind])
		for _, f := range pb.forms[kind] {
			for _, ph := range f.phrases() {
				if ph.mood != moodDo && kind != StepForm {
					continue
				}
				c := candidate{ph: ph}
				for _, w := range ph.lits {
					id, ok := pb.wordIDs[w]
					if !ok {
						id = int32(len(words))
						pb.wordIDs[w] = id
						words = append(words, w)
					}
					c.need = append(c.need, id)
				}
				pb.tries[kind] = append(pb.tries[kind], c)
			}
		}
	}
	pb.words = newWordFinder(words)
	return pb
}

// formsOf are the forms of a kind the parser tries: the game's first.
func formsOf(game []*Form, kind FormKind) []*Form {
	var out []*Form
	for _, f := range game {
		if f.Kind == kind {
			out = append(out, f)
		}
	}
	if kind == ChoiceForm {
		return append(out, CoreChoices...)
	}
	for _, f := range CoreForms {
		if f.Kind == kind {
			out = append(out, f)
		}
	}
	return out
}

// shownOf is forms without the core forms that a game form of the same
// kind and key replaces.
func shownOf(game, forms []*Form) []*Form {
	var out []*Form
	for _, f := range forms {
		if !slices.Contains(game, f) && slices.ContainsFunc(game, func(g *Form) bool { return g.Kind == f.Kind && g.Key == f.Key }) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// fits reports whether every word of c is among found.
func (c *candidate) fits(found []uint64) bool {
	for _, id := range c.need {
		if found[id/64]&(1<<(id%64)) == 0 {
			return false
		}
	}
	return true
}
