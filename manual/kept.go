package manual

import (
	"sync"

	"cardpress/diag"
	"cardpress/engine"
)

// The rule examples of each chapter as last read in this process: watch
// and serve read the manual again after every change, and parsing the
// examples was most of a load. An example is read again unless its
// chapter, line, title and body are those of the last read and its
// vocabulary would read it alike (engine.Reading: the cards it names, the
// game's words and rules). The line is part of the key, so a line added
// above an example reads it again: a cost, not an error. Kept examples
// are shared and read-only (engine.Block.Example).
var (
	keptMu   sync.Mutex
	kept     = map[string]*keptChapter{} // by chapter, as shown
	keptTime uint64                      // counts the reads, for keptChapter.read
)

// keptChapters bounds kept: a process that reads many games (the tests)
// forgets the chapter read longest ago.
const keptChapters = 64

// keptChapter is the examples of a chapter's last read.
type keptChapter struct {
	read     uint64 // keptTime then
	examples map[exampleKey]parsedExample
}

type exampleKey struct {
	line        int
	title, body string
}

// parsedExample is what the example parser gave: the example, or the
// problem as it reported it (before Block.SourcePos moves it), and what
// it read.
type parsedExample struct {
	ex   *engine.Example
	told *telling // the example told in the game's language, when first asked
	err  *diag.Diagnostic
	read *engine.Reading
}

// telling is an example told in the game's language by the vocabulary it
// was read with (engine.Vocabulary.Tell), told when first asked: only the
// typesetter prints it, and telling every example was about 6% of
// validate's CPU for Windia War. It is shared by the reads that keep the
// example, and safe for concurrent use.
type telling struct {
	once  sync.Once
	vocab *engine.Vocabulary
	ex    *engine.Example
	told  *engine.Told // nil when the example cannot be told
}

// get tells the example, once.
func (t *telling) get() *engine.Told {
	if t == nil {
		return nil
	}
	t.once.Do(func() {
		// An example the patterns cannot tell is printed as written.
		t.told, _ = t.vocab.Tell(t.ex, t.vocab.Catalog.Game.Language)
		t.vocab, t.ex = nil, nil
	})
	return t.told
}

// keptExamples returns the examples of the last read of chapter file.
func keptExamples(file string) map[exampleKey]parsedExample {
	keptMu.Lock()
	defer keptMu.Unlock()
	if k := kept[file]; k != nil {
		return k.examples
	}
	return nil
}

// keepExamples keeps the examples of a read of chapter file for the next.
func keepExamples(file string, m map[exampleKey]parsedExample) {
	if len(m) == 0 {
		return // a chapter without examples takes no place of kept
	}
	keptMu.Lock()
	defer keptMu.Unlock()
	if _, ok := kept[file]; !ok && len(kept) >= keptChapters {
		oldest := ""
		for f, k := range kept {
			if oldest == "" || k.read < kept[oldest].read {
				oldest = f
			}
		}
		delete(kept, oldest)
	}
	keptTime++
	kept[file] = &keptChapter{read: keptTime, examples: m}
}

// parse parses an example with r's vocabulary, with its telling to come,
// or returns the parse of the last read when the vocabulary reads it
// alike. The problem is the caller's own copy.
func (r *exampleReading) parse(at diag.Pos, title, body string) (*engine.Example, *telling, *diag.Diagnostic) {
	k := exampleKey{line: at.Line, title: title, body: body}
	p, ok := r.last[k]
	if !ok || !p.read.Same(r.vocab) {
		ex, read, err := r.vocab.ParseReading(r.file, at.Line, title, body)
		p = parsedExample{ex: ex, read: read}
		if err != nil {
			d := *asDiagnostic(err, at)
			p.ex, p.err = nil, &d
		} else {
			p.told = &telling{vocab: r.vocab, ex: ex}
		}
	}
	r.next[k] = p
	if p.err != nil {
		d := *p.err
		return nil, nil, &d
	}
	return p.ex, p.told, nil
}
