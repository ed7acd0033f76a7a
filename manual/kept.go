package manual

import (
	"sync"

	"cardpress/diag"
	"cardpress/engine"
)

// The rule examples of each chapter as last read in this process: watch
// and serve read the manual again after every change, and parsing the
// examples was most of a load. An example is read again unless its
// chapter, line, title, body and vocabulary (engine.VocabularyKey: the
// card and color names, the game's rules) are those of the last read.
var (
	keptMu sync.Mutex
	kept   = map[string]map[exampleKey]parsedExample{} // by chapter, as shown
)

// keptChapters bounds kept: a process that reads many games (the tests)
// starts over past it.
const keptChapters = 64

type exampleKey struct {
	vocab       engine.VocabularyKey
	line        int
	title, body string
}

// parsedExample is what the example parser gave: the example, or the
// problem as it reported it (before Block.SourcePos moves it).
type parsedExample struct {
	ex  *engine.Example
	err *diag.Diagnostic
}

// keptExamples returns the examples of the last read of chapter file.
func keptExamples(file string) map[exampleKey]parsedExample {
	keptMu.Lock()
	defer keptMu.Unlock()
	return kept[file]
}

// keepExamples keeps the examples of a read of chapter file for the next.
func keepExamples(file string, m map[exampleKey]parsedExample) {
	keptMu.Lock()
	defer keptMu.Unlock()
	if _, ok := kept[file]; !ok && len(kept) >= keptChapters {
		clear(kept)
	}
	kept[file] = m
}

// parse parses an example with r's vocabulary, or returns the parse of
// the last read when nothing it depends on changed. The problem is the
// caller's own copy.
func (r *exampleReading) parse(at diag.Pos, title, body string) (*engine.Example, *diag.Diagnostic) {
	k := exampleKey{vocab: r.vocab.Key(), line: at.Line, title: title, body: body}
	p, ok := r.last[k]
	if !ok {
		ex, err := r.vocab.Parse(r.file, at.Line, title, body)
		p = parsedExample{ex: ex}
		if err != nil {
			d := *asDiagnostic(err, at)
			p = parsedExample{err: &d}
		}
	}
	r.next[k] = p
	if p.err != nil {
		d := *p.err
		return nil, &d
	}
	return p.ex, nil
}
