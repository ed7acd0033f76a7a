package fonts

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"weak"
)

// A game may ship its own TrueType fonts. Each is registered once as a Style
// of its own, set in that face and falling back, character by character, to
// the embedded style it stands in for.
//
// watch and serve register a game's fonts on every load, and a font saved
// again is a new Style (the cards' drawing keys name styles, so a new font
// must not look like the old one). The registry holds the latest face of
// each name; the older ones it holds weakly, for as long as a catalog
// that uses them (the page serve shows while a new load fails) keeps them,
// and the caches of what is made from them are told to forget it
// (OnSupersede): a 50 MB font saved a dozen times is not held a dozen
// times.

type gameFont struct {
	face     weak.Pointer[Face]
	fallback Style
}

var (
	gameMu    sync.RWMutex
	gameFonts = map[Style]gameFont{}
	gameNames = map[string]*nameFaces{}
	nextStyle = firstGameStyle
	// supersede are the callbacks of OnSupersede.
	supersede []func(*Face)
)

// nameFaces are the registrations of one name: the latest, held, and the
// styles of the older ones, whose faces may be gone.
type nameFaces struct {
	latest *Face
	style  Style
	older  []Style
}

// firstGameStyle keeps registered styles clear of the embedded ones.
const firstGameStyle Style = 1000

// Register makes a font file usable as a Style; name must be unique per
// font (the same name, data and fallback give the same Style again: watch
// and serve register a game's fonts on every load, and a change of the
// game's language changes the fallback). The face of an earlier
// registration of the name stays usable while something holds it (a
// catalog holds its fonts' faces: Style.Primary).
func Register(name string, data []byte, fallback Style) (Style, error) {
	if err := CheckTrueType(data); err != nil {
		return 0, err
	}
	gameMu.Lock()
	n := gameNames[name]
	if n != nil && gameFonts[n.style].fallback == fallback && string(n.latest.src) == string(data) {
		gameMu.Unlock()
		return n.style, nil
	}
	f := &Face{Name: name, src: data}
	if err := f.load(); err != nil {
		gameMu.Unlock()
		// The cause without the face's internal name, which the designer
		// never wrote.
		return 0, fmt.Errorf("its tables cannot be read (%w); the file may be cut short or damaged: copy it again from where it came", errors.Unwrap(err))
	}
	s := nextStyle
	nextStyle++
	gameFonts[s] = gameFont{face: weak.Make(f), fallback: fallback}
	runtime.AddCleanup(f, forget, s)
	var old []*Face
	if n == nil {
		n = &nameFaces{}
		gameNames[name] = n
	} else {
		n.older = append(n.older, n.style)
		live := n.older[:0]
		for _, st := range n.older {
			if g, ok := gameFonts[st]; ok {
				if face := g.face.Value(); face != nil {
					live = append(live, st)
					old = append(old, face)
				}
			}
		}
		n.older = live
	}
	n.latest, n.style = f, s
	hooks := supersede
	gameMu.Unlock()
	for _, face := range old {
		for _, h := range hooks {
			h(face)
		}
	}
	return s, nil
}

// forget drops the style of a face no one holds any more.
func forget(s Style) {
	gameMu.Lock()
	delete(gameFonts, s)
	gameMu.Unlock()
}

// OnSupersede has f called with every face of a name registered anew: a
// cache of things made from faces forgets those made from it, which no
// longer keeps it alive (the face itself stays usable; what is forgotten
// is made again if it is used again).
func OnSupersede(f func(*Face)) {
	gameMu.Lock()
	supersede = append(supersede, f)
	gameMu.Unlock()
}

// registered is the face and fallback of a registered style, or a nil
// face.
func registered(s Style) (*Face, Style) {
	if s < firstGameStyle {
		return nil, 0
	}
	gameMu.RLock()
	g, ok := gameFonts[s]
	gameMu.RUnlock()
	if !ok {
		return nil, 0
	}
	return g.face.Value(), g.fallback
}
