package windia

import (
	"strings"
	"testing"

	"cardpress/engine"
)

// Windia War's rules say ターン and 順番 for whose turn it is (seed 001,
// 基本ルール3: "時計回りに順番で"; seed 000, Skip: "次のプレイヤーのターンを
// 飛ばします"), never 手番: an example writes the rules' word, and the
// retired word is an error at its column naming the new one.
func TestTurnIsWrittenInTheRulesWords(t *testing.T) {
	c := defaultCatalog(t)
	const head = "プレイヤー：アリス、ボブ、キャロル\nプレイ札：赤３\nアリスの手札：赤５・青１・青２\n"
	for _, tt := range []struct{ body, err string }{
		{head + "アリスが赤５を出す\n→ アリスの手札：２枚；ターン：ボブ", ""},
		{head + "アリスが赤５を出す\n→ 順番：ボブ", ""},
		{head + "ターン：ボブ\nボブが引く", ""},
		{head + "アリスが赤５を出す\n→ アリスの手札：２枚；手番：ボブ", `m.md:5:13: Windia War's rules do not say "手番": write "ターン:ボブ"`},
		{head + "手番：ボブ\nボブが引く", `m.md:4:1: Windia War's rules do not say "手番": write "ターン:ボブ"`},
	} {
		ex, err := engine.ParseExample(c, Engine, "m.md", 0, "t", tt.body)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%q: error %v, want %s", tt.body, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", tt.body, err)
		}
		g, err := Load(c)
		if err != nil {
			t.Fatal(err)
		}
		if r := engine.Run(g, ex); !r.Passed {
			t.Errorf("%q: %+v", tt.body, r.Failure)
		}
	}
}

// An English example moved to Japanese writes ターン, the rules' word.
func TestTurnFormatsAsTurnInJapanese(t *testing.T) {
	c := defaultCatalog(t)
	ex, err := engine.ParseExample(c, Engine, "m.md", 0, "t", "players: Alice, Bob\nturn: Bob\nBob draws\n→ turn: Bob")
	if err != nil {
		t.Fatal(err)
	}
	v := engine.NewVocabulary(c, Engine)
	lines, err := v.Format(ex, engine.FormatOptions{Lang: "ja", Names: map[string]string{"Alice": "アリス", "Bob": "ボブ"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines[2] + "|" + lines[4]; !strings.Contains(got, "ターン：ボブ|") || !strings.Contains(lines[4], "ターン：ボブ") {
		t.Errorf("formatted %v", lines)
	}
}
