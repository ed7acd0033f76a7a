package output

import "cardpress/fonts"

// The caches of the process keep what they made from a face by the face
// (parsed fonts, glyph masks, font cuts, kept pages): they would keep a
// game font saved again alive until pushed out. When a font's name is
// registered anew, forgetFace forgets what was made from the faces it
// had before; a catalog still drawing with one of them has it made again.
func init() { fonts.OnSupersede(forgetFace) }

// forgetFace forgets everything the caches made from f.
func forgetFace(f *fonts.Face) {
	rasterMu.Lock()
	delete(rasterFonts, f)
	rasterMu.Unlock()
	astralMu.Lock()
	twin := astralTwins[f]
	delete(astralTwins, f)
	astralMu.Unlock()
	glyphs.forgetIf(func(k glyphKey, _ glyph) bool { return k.face == f })
	fonts := map[*byte]bool{}
	for _, data := range f.Made() {
		if len(data) > 0 {
			fonts[&data[0]] = true
		}
	}
	if twin != nil && len(twin.data) > 0 {
		fonts[&twin.data[0]] = true
	}
	cutFonts.forgetIf(func(k cutKey, _ []byte) bool { return fonts[k.font] })
	keptPages.forgetIf(func(_ [32]byte, p *keptPage) bool {
		for _, u := range p.fonts {
			if u.face == f || twin != nil && u.twin == twin {
				return true
			}
		}
		return false
	})
}
