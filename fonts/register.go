package fonts

import (
	"fmt"
	"sync"
)

// A game may ship its own TrueType fonts. Each is registered once as a Style
// of its own, set in that face and falling back, character by character, to
// the embedded style it stands in for.

type gameFont struct {
	face     *Face
	fallback Style
}

var (
	gameMu    sync.RWMutex
	gameFonts = map[Style]gameFont{}
	gameNames = map[string]Style{}
)

// firstGameStyle keeps registered styles clear of the embedded ones.
const firstGameStyle Style = 1000

// Register makes a font file usable as a Style; name must be unique per
// font (the same name, data and fallback give the same Style again: watch
// and serve register a game's fonts on every load, and a change of the
// game's language changes the fallback).
func Register(name string, data []byte, fallback Style) (Style, error) {
	if err := CheckTrueType(data); err != nil {
		return 0, err
	}
	gameMu.Lock()
	defer gameMu.Unlock()
	if s, ok := gameNames[name]; ok && gameFonts[s].fallback == fallback && string(gameFonts[s].face.src) == string(data) {
		return s, nil
	}
	s := firstGameStyle + Style(len(gameFonts))
	f := &Face{Name: name, src: data}
	if err := f.load(); err != nil {
		return 0, fmt.Errorf("%w", err)
	}
	gameFonts[s] = gameFont{face: f, fallback: fallback}
	gameNames[name] = s
	return s, nil
}

func registered(s Style) *gameFont {
	if s < firstGameStyle {
		return nil
	}
	gameMu.RLock()
	defer gameMu.RUnlock()
	g, ok := gameFonts[s]
	if !ok {
		return nil
	}
	return &g
}
