package ruleset

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// This file reads the text of one condition or effect into a syntax tree;
// compile.go types it and turns it into Go closures. The language is small
// on purpose: literals, names, card attributes (card.color), indexing by
// player (score[p], hand[*]), calls of the built-in functions, the usual
// operators, and the statements "x = e", "x += e", "x -= e", a call, and
// "if e then s [else s]".

// node is one piece of a parsed expression or statement; off is its byte
// offset in the source text, for positioned errors.
type node struct {
	op   string // "int", "str", "name", "call", "member", "index", "star", "unary", "binary", "assign", "if"
	s    string // the name, operator, string or member
	n    int64
	args []*node
	off  int
}

// syntaxError is a problem at byte off of the text.
type syntaxError struct {
	off int
	msg string
}

func (e *syntaxError) Error() string { return e.msg }

type token struct {
	kind string // "int", "str", "name", "op", "end"
	s    string
	n    int64
	off  int
}

// lex splits src into tokens, appended to out.
func lex(src string, out []token) ([]token, error) {
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(src) && src[j] >= '0' && src[j] <= '9' {
				j++
			}
			n, err := strconv.ParseInt(src[i:j], 10, 64)
			if err != nil {
				return nil, &syntaxError{i, fmt.Sprintf("number %s is too large", src[i:j])}
			}
			out = append(out, token{kind: "int", s: src[i:j], n: n, off: i})
			i = j
		case isNameStart(c):
			j := i
			for j < len(src) && (isNameStart(src[j]) || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			out = append(out, token{kind: "name", s: src[i:j], off: i})
			i = j
		case c == '\'' || c == '"':
			j := strings.IndexByte(src[i+1:], c)
			if j < 0 {
				return nil, &syntaxError{i, "this string has no closing quote"}
			}
			out = append(out, token{kind: "str", s: src[i+1 : i+1+j], off: i})
			i += j + 2
		default:
			op := ""
			for _, o := range []string{"||", "&&", "==", "!=", "<=", ">=", "+=", "-=", "<", ">", "+", "-", "*", "/", "%", "!", "(", ")", "[", "]", ",", ".", "="} {
				if strings.HasPrefix(src[i:], o) {
					op = o
					break
				}
			}
			if op == "" {
				return nil, &syntaxError{i, fmt.Sprintf("unexpected character %q", src[i:i+1])}
			}
			out = append(out, token{kind: "op", s: op, off: i})
			i += len(op)
		}
	}
	return append(out, token{kind: "end", off: len(src)}), nil
}

func isNameStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// parser reads tokens into nodes.
type parser struct {
	toks []token
	i    int
	buf  *[]token // where toks came from, for done
}

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) next() token { t := p.toks[p.i]; p.i++; return t }

func (p *parser) is(s string) bool {
	t := p.peek()
	return (t.kind == "op" || t.kind == "name") && t.s == s
}

func (p *parser) expect(s string) error {
	if !p.is(s) {
		return p.unexpected("expected " + strconv.Quote(s))
	}
	p.i++
	return nil
}

func (p *parser) unexpected(what string) error {
	t := p.peek()
	if t.kind == "end" {
		return &syntaxError{t.off, what + " at the end"}
	}
	return &syntaxError{t.off, fmt.Sprintf("%s, found %q", what, t.s)}
}

// tokenBufs holds the token slices of parsers done with them: a game's
// load parses some thousand texts, and lexing each into a new slice grown
// by appends was a tenth of the bytes the load made. Nothing parsed keeps
// a token (a node copies the strings it needs).
var tokenBufs = sync.Pool{New: func() any { return new([]token) }}

// tokensOf is a parser of src's tokens, in a slice from tokenBufs, or
// why src does not lex.
func tokensOf(src string) (*parser, error) {
	buf := tokenBufs.Get().(*[]token)
	toks, err := lex(src, (*buf)[:0])
	if err != nil {
		clear((*buf)[:cap(*buf)])
		tokenBufs.Put(buf)
		return nil, err
	}
	return &parser{toks: toks, buf: buf}, nil
}

// done gives p's tokens back to tokenBufs, cleared so that the pool
// holds no text alive.
func (p *parser) done() {
	clear(p.toks)
	*p.buf = p.toks[:0]
	tokenBufs.Put(p.buf)
	p.toks, p.buf = nil, nil
}

// parseExpr reads a whole expression.
func parseExpr(src string) (*node, error) {
	p, err := tokensOf(src)
	if err != nil {
		return nil, err
	}
	defer p.done()
	n, err := p.binary(0)
	if err != nil {
		return nil, err
	}
	if p.peek().kind != "end" {
		return nil, p.unexpected("expected an operator or the end of the expression")
	}
	return n, nil
}

// parseStatement reads a whole effect.
func parseStatement(src string) (*node, error) {
	p, err := tokensOf(src)
	if err != nil {
		return nil, err
	}
	defer p.done()
	n, err := p.statement()
	if err != nil {
		return nil, err
	}
	if p.peek().kind != "end" {
		return nil, p.unexpected("expected the end of the effect")
	}
	return n, nil
}

func (p *parser) statement() (*node, error) {
	if p.is("if") {
		at := p.next().off
		cond, err := p.binary(0)
		if err != nil {
			return nil, err
		}
		if err := p.expect("then"); err != nil {
			return nil, err
		}
		then, err := p.statement()
		if err != nil {
			return nil, err
		}
		n := &node{op: "if", args: []*node{cond, then}, off: at}
		if p.is("else") {
			p.i++
			els, err := p.statement()
			if err != nil {
				return nil, err
			}
			n.args = append(n.args, els)
		}
		return n, nil
	}
	lhs, err := p.postfix()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind == "op" && (t.s == "=" || t.s == "+=" || t.s == "-=") {
		p.i++
		rhs, err := p.binary(0)
		if err != nil {
			return nil, err
		}
		return &node{op: "assign", s: t.s, args: []*node{lhs, rhs}, off: t.off}, nil
	}
	if lhs.op != "call" {
		return nil, p.unexpected("an effect is an assignment (x = …) or a call (move(…))")
	}
	return lhs, nil
}

var precedence = map[string]int{"||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "+": 4, "-": 4, "*": 5, "/": 5, "%": 5}

// binary reads operators of at least precedence min, left to right.
func (p *parser) binary(min int) (*node, error) {
	lhs, err := p.unary()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		prec, ok := precedence[t.s]
		if t.kind != "op" || !ok || prec < min {
			return lhs, nil
		}
		p.i++
		rhs, err := p.binary(prec + 1)
		if err != nil {
			return nil, err
		}
		lhs = &node{op: "binary", s: t.s, args: []*node{lhs, rhs}, off: t.off}
	}
}

func (p *parser) unary() (*node, error) {
	if t := p.peek(); t.kind == "op" && (t.s == "!" || t.s == "-") {
		p.i++
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		return &node{op: "unary", s: t.s, args: []*node{x}, off: t.off}, nil
	}
	return p.postfix()
}

func (p *parser) postfix() (*node, error) {
	n, err := p.primary()
	if err != nil {
		return nil, err
	}
	for {
		switch {
		case p.is("."):
			p.i++
			t := p.next()
			if t.kind != "name" {
				p.i--
				return nil, p.unexpected("expected an attribute name after \".\"")
			}
			n = &node{op: "member", s: t.s, args: []*node{n}, off: t.off}
		case p.is("["):
			at := p.next().off
			var idx *node
			if p.is("*") {
				idx = &node{op: "star", off: p.next().off}
			} else if idx, err = p.binary(0); err != nil {
				return nil, err
			}
			if err := p.expect("]"); err != nil {
				return nil, err
			}
			n = &node{op: "index", args: []*node{n, idx}, off: at}
		default:
			return n, nil
		}
	}
}

func (p *parser) primary() (*node, error) {
	t := p.next()
	switch t.kind {
	case "int":
		return &node{op: "int", n: t.n, off: t.off}, nil
	case "str":
		return &node{op: "str", s: t.s, off: t.off}, nil
	case "name":
		if t.s == "if" {
			return p.ifExpr(t.off)
		}
		if !p.is("(") {
			return &node{op: "name", s: t.s, off: t.off}, nil
		}
		p.i++
		n := &node{op: "call", s: t.s, off: t.off}
		// each_player's argument and each_card's second are effects, the
		// others' values.
		for k := 0; !p.is(")"); k++ {
			arg := p.binary
			if t.s == "each_player" || t.s == "each_card" && k == 1 || effectArg(t.s, k) {
				arg = func(int) (*node, error) { return p.statement() }
			}
			a, err := arg(0)
			if err != nil {
				return nil, err
			}
			n.args = append(n.args, a)
			if !p.is(",") {
				break
			}
			p.i++
		}
		return n, p.expect(")")
	case "op":
		if t.s == "(" {
			n, err := p.binary(0)
			if err != nil {
				return nil, err
			}
			return n, p.expect(")")
		}
	}
	p.i--
	return nil, p.unexpected("expected a value")
}

// ifExpr reads "if c then a else b" as a value (after its "if").
func (p *parser) ifExpr(at int) (*node, error) {
	cond, err := p.binary(0)
	if err != nil {
		return nil, err
	}
	if err := p.expect("then"); err != nil {
		return nil, err
	}
	a, err := p.binary(0)
	if err != nil {
		return nil, err
	}
	if err := p.expect("else"); err != nil {
		return nil, err
	}
	b, err := p.binary(0)
	if err != nil {
		return nil, err
	}
	return &node{op: "ifexpr", args: []*node{cond, a, b}, off: at}, nil
}
