package manual

import (
	"slices"
	"testing"
)

// @anatomy draws the card with a callout per part named, its legend in
// the catalog's names, the manual's words or the label given.
func TestAnatomyFigure(t *testing.T) {
	c, _ := windia(t)
	src := "# A\n\n@anatomy bind name points icon:attack icon:tableau effect effect=効果\n"
	texts := chapterTexts(t, c, src)
	for _, want := range []string{"Bind", "カード名", "ポイント", "攻撃アイコン", "公開アイコン", "カードの効果（カード面）", "効果", "6"} {
		if !slices.Contains(texts, want) {
			t.Errorf("page has no %q: %q", want, texts)
		}
	}
	if slices.Contains(texts, "7") {
		t.Errorf("a seventh callout: %q", texts)
	}
}
