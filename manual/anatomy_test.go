package manual

import (
	"slices"
	"testing"
)

// @anatomy draws the card with a callout per part named, its legend in
// the catalog's names, the manual's words or the label given.
func TestAnatomyFigure(t *testing.T) {
	c, _ := windia(t)
	src := "# A\n\n@anatomy bind name=名前 points icon:attack icon:tableau effect\n"
	texts := chapterTexts(t, c, src)
	for _, want := range []string{"Bind", "名前", "ポイント", "攻撃アイコン", "公開アイコン", "カードの効果（カード面）", "5"} {
		if !slices.Contains(texts, want) {
			t.Errorf("page has no %q: %q", want, texts)
		}
	}
	if slices.Contains(texts, "6") || slices.Contains(texts, "カード名") {
		t.Errorf("a sixth callout, or the name's own label: %q", texts)
	}
}
