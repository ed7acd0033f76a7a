package engine

import (
	"fmt"
	"testing"
)

// A process that reloads a game at every save (watch, serve) makes a new
// dialect, with new forms, at each load: the compiled wordings it keeps
// stay bounded however many loads it makes.
func TestCompiledWordingsAreBounded(t *testing.T) {
	for load := range 2 * maxPhrasebooks {
		forms := make([]*Form, 2*maxPhraseForms/maxPhrasebooks)
		for i := range forms {
			forms[i] = &Form{Kind: StepForm, Key: fmt.Sprintf("step%d", i),
				Say: map[string]Phrases{"en": {Do: []string{fmt.Sprintf("{P} takes step %d of load %d", i, load)}}}}
		}
		phrasebookOf(Dialect{Forms: forms})
		phrasebooksMu.Lock()
		books := len(phrasebooks)
		phrasebooksMu.Unlock()
		phraseCacheMu.Lock()
		compiled := len(phraseCache)
		phraseCacheMu.Unlock()
		if books > maxPhrasebooks || compiled > maxPhraseForms {
			t.Fatalf("after %d loads: %d phrasebooks (at most %d), the wordings of %d forms (at most %d)", load+1, books, maxPhrasebooks, compiled, maxPhraseForms)
		}
	}
}
