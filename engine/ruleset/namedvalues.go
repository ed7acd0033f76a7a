package ruleset

import (
	"fmt"
	"slices"
	"strconv"

	"cardpress/engine"
)

// A whole-number variable may name its values ([vars.NAME] values): the
// steps of a turn, the outcome of a judgement. Value i is the i-th
// wording, one per language, English always; examples set and check the
// variable by those words (階段:回合開始, 完結判定:過關), conditions read
// the number.
//
//	[vars.verdict]
//	type = "int"
//	values = [{ en = "none", zh-Hant = "無" }, { en = "completed", zh-Hant = "過關" }]

// valueNames reads a variable's values at p: each value's wordings.
func (r *reader) valueNames(vm map[string]any, p string, t typ) []map[string]string {
	list, ok := vm["values"].([]any)
	if !ok {
		if _, given := vm["values"]; given {
			r.valueErrorf(p+".values", "values lists the wordings of the values 0, 1, 2, …: [{ en = \"none\" }, { en = \"completed\" }]")
		}
		return nil
	}
	if t != tInt {
		r.errorf(p+".values", "only a whole-number variable (type = \"int\") names its values")
		return nil
	}
	out := make([]map[string]string, len(list))
	for i, v := range list {
		out[i] = r.wordings(v, p+".values."+strconv.Itoa(i))
	}
	return out
}

// valueSlot is the slot of a variable's named values: each English word
// with its words in the other languages.
func valueSlot(values []map[string]string) engine.Slot {
	words := map[string][]string{}
	for _, w := range values {
		for _, lang := range engine.Languages {
			if lang != "en" && w[lang] != "" {
				words[w["en"]] = append(words[w["en"]], w[lang])
			}
		}
		if _, ok := words[w["en"]]; !ok {
			words[w["en"]] = nil
		}
	}
	return engine.Words(words)
}

// namedValues are the English names of the values of the variable an
// example's key names, nil when it names none.
func (g *Game) namedValues(key string) []string {
	var values []map[string]string
	if i := g.varIndex(key); i >= 0 {
		values = g.vars[i].values
	} else if j := g.pvarIndex(key); j >= 0 {
		values = g.pvars[j].values
	}
	if values == nil {
		return nil
	}
	out := make([]string, len(values))
	for i, w := range values {
		out[i] = w["en"]
	}
	return out
}

// valueOf reads a named value: its number.
func valueOf(names []string, text string) (int64, error) {
	if i := slices.Index(names, text); i >= 0 {
		return int64(i), nil
	}
	return 0, fmt.Errorf("%q is not one of the values %v", text, names)
}
