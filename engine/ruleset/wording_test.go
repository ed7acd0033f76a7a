package ruleset_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"cardpress/engine"
	"cardpress/internal/gametest"
)

// names are the players of the examples in Japanese and Chinese.
var names = map[string]map[string]string{
	"ja":      {"Alice": "アリス", "Bob": "ボブ", "Carol": "キャロル", "Dave": "デイブ"},
	"zh-Hant": {"Alice": "愛麗絲", "Bob": "鮑伯", "Carol": "卡蘿", "Dave": "戴夫"},
}

// TestWordingsInEveryLanguage writes each game's examples in Japanese and
// Chinese with the words its description gives (say), in a copy of the
// game whose manual is in that language, and plays them: every wording of
// the description reads back as what it printed.
func TestWordingsInEveryLanguage(t *testing.T) {
	t.Parallel()
	for _, g := range games {
		for _, lang := range []string{"ja", "zh-Hant"} {
			t.Run(g.name+"/"+lang, func(t *testing.T) {
				gm, err := loadShared("../../games/" + g.name)
				if err != nil {
					t.Fatal(err)
				}
				v := engine.NewVocabulary(gm.Catalog, gm.Rules)
				var b strings.Builder
				b.WriteString("# " + lang + "\n\n")
				for _, blk := range gm.Examples() {
					lines, err := v.Format(blk.Example, engine.FormatOptions{Lang: lang, Names: names[lang]})
					if err != nil {
						t.Fatalf("%s: %v", blk.Pos, err)
					}
					nums := make([]int, 0, len(lines))
					for n := range lines {
						nums = append(nums, n)
					}
					sort.Ints(nums)
					fmt.Fprintf(&b, "```example %s\n", blk.Title)
					for _, n := range nums {
						b.WriteString(lines[n] + "\n")
					}
					b.WriteString("```\n\n")
				}
				dir := gametest.Copy(t, g.name)
				gametest.Edit(t, filepath.Join(dir, "catalog.toml"), `language = "en"`, `language = "`+lang+`"`)
				if err := os.WriteFile(filepath.Join(dir, "manual", "10-rules.md"), []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				rep := check(t, dir)
				for _, r := range rep.Results {
					if !r.Passed {
						t.Errorf("%s %s: %+v", r.Pos, r.Title, r.Failure)
					}
				}
				if rep.Passed < 15 {
					t.Errorf("%d passed, %d failed\n%s", rep.Passed, rep.Failed, b.String()[:min(2000, b.Len())])
				}
			})
		}
	}
}
