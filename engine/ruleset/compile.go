package ruleset

import (
	"maps"
	"slices"
	"strings"
	"sync"

	"cardpress/catalog"
	"cardpress/diag"
)

// typ is the type of a value of the rules language. Every value is an
// int64 at run time: a bool is 0 or 1, a color, kind, card entry, phase or
// card its index in the game's tables, a player a seat; -1 is none.
type typ uint8

const (
	tBad typ = iota
	tInt
	tBool
	tColor
	tPlayer
	tCard
	tPhase
	tDir
	tKind
	tEntry
	tStr  // a string literal not yet given a meaning
	tNone // the literal none
	tZone // a zone reference (not a value)
	tWord // a word of a card's rules (card.rules.target), its index in Game.ruleWords
)

var typeNames = map[typ]string{tInt: "a number", tBool: "true or false", tColor: "a color", tPlayer: "a player",
	tCard: "a card", tPhase: "a phase", tDir: "a direction", tKind: "a card kind", tEntry: "a card id", tStr: "a string", tNone: "none", tZone: "a zone", tWord: "a word of the cards' rules"}

func (t typ) String() string { return typeNames[t] }

// eval is a compiled expression.
type eval func(c *ctx) int64

// stmt is a compiled effect.
type stmt func(c *ctx)

// ctx is what an expression reads besides the state: the card and choice
// of the action being played, the card an aggregate looks at (it), the
// player first_player tries (p), and the player who acted.
type ctx struct {
	s      *State
	card   int
	choice int64
	it     int
	outer  int // the card of the sum, any or all around the one looking at it
	p      int64
	actor  int
	// tgt is the card the action is aimed at plus one, 0 for none.
	tgt int
	// paid are the cards paid for the action.
	paid []int
	// colors are the colors a step names to pay with, nil for none.
	colors []int
	// memo keeps the values of state-only parts while LegalActions runs
	// (memo.go); nil elsewhere.
	memo *memo
}

// env says which names an expression may use where it stands.
type env struct {
	card   bool // the action's card
	target bool // the card the action is aimed at
	pay    bool // the cards paid
	choice typ  // the action's choice, tBad for none
	it     bool // inside sum/any/all/count of a zone
	outer  bool // inside sum/any/all of a zone inside another: outer names its card
	p      bool // inside first_player
	stmt   bool // an effect (may change the state)
	setup  bool
	// zone is the zone the action's card is picked from plus one (the
	// player's own of a zone of each player's), 0 for none or unknown:
	// any(zone, it == card && …) is then a set of the card's faces
	// (anyof.go).
	zone int
}

// compiler compiles the texts of one rules description, collecting every
// problem with its position.
type compiler struct {
	g    *Game
	doc  *catalog.Located
	errs diag.List
	// path is the TOML path of the text being compiled, for positions.
	path string
	// lets are the named expressions of [let], parsed; letting guards
	// against a let that names itself.
	lets    map[string]*node
	letPath map[string]string
	letting map[string]bool
	// letReads are what each let reads (nameReads) as asked with no let
	// being read or compiled (letting empty): a let's use asks it
	// (letEnv), and each time walked the let and the lets it names.
	letReads map[string]reads
	// ruleVals are the rules keys' values by face read so far (ruleValues).
	ruleVals map[string]keptRule
	// letsDone are the lets compiled so far, by what their value depends
	// on (let).
	letsDone map[letKey]*letDone
	// used records the phases effects set, for the reachability lint.
	phaseSet map[int]bool
	// ruleReads are the card rules keys the expressions read.
	ruleReads []ruleRead
	// readsPaid and readsTarget are set when an expression compiled reads
	// the cards paid or the card aimed at.
	readsPaid, readsTarget bool
	// folding is set while an expression folded into a table by card is
	// compiled (facefold.go): what it holds is not folded again. probe
	// is the card name the fold reads at probeAt instead.
	folding bool
	probe   string
	probeAt *int64
	// probe2 is the second card name a fold by pair of cards reads, at
	// probeAt2 (pairfold.go).
	probe2   string
	probeAt2 *int64
	// faceTables and pairTables are the tables by card and by pair of
	// faces made so far (facefold.go, pairfold.go).
	faceTables map[faceKey]*faceTable
	pairTables map[pairKey]*pairTable
	// attrs are the faces' catalog attributes read so far, by name
	// (member).
	attrs map[string][]int64
	// faceCardList and entryFaceList are faceCards and entryFaces, made
	// at their first ask.
	faceCardList, entryFaceList []int64
	// reading notes what the set of faces being compiled reads from the
	// state (faceset.go); nil when none is.
	reading *setReading
	// setIt is set while a set of the faces of it, the card an any looks
	// at, is compiled, not of the action's card (anyset.go).
	setIt bool
	// anySets are the anys read by sets made so far (anyset.go).
	anySets map[anyKey]*eval
	// readsMemo keeps readsOf's answers by node while sets of faces are
	// compiled, nil otherwise: a set asks what each level of a condition
	// reads, and each answer walked the whole level, lets and all.
	readsMemo map[*node]reads
	// parsed are the texts parsed so far (parse).
	parsed map[parseKey]parsedText
}

// parseKey is a text and whether it was parsed as an effect.
type parseKey struct {
	src  string
	stmt bool
}

// parsedText is a text's tree, or why it does not parse.
type parsedText struct {
	n   *node
	err error
}

// parse is parseExpr of src (parseStatement when stmt), once a compile:
// a condition is parsed where it is compiled and again where it is split
// (checksplit.go), and a description writes many texts more than once
// (Windia War: 464 parses of 249 texts). A tree is read, never changed
// (what changes one makes a copy), so every place of a text shares one,
// as every use of a let does; and a compile shares the trees of the
// compiles before it (parsedTexts).
func (c *compiler) parse(src string, stmt bool) (*node, error) {
	k := parseKey{src, stmt}
	if p, ok := c.parsed[k]; ok {
		return p.n, p.err
	}
	p := parsedTexts.get(k)
	if c.parsed == nil {
		c.parsed = map[parseKey]parsedText{}
	}
	c.parsed[k] = p
	return p.n, p.err
}

// parsedTexts are the texts compiles parsed, up to maxParsedTexts (then
// they start anew): a game's rules are compiled again, mostly unchanged,
// at every reload (watch, serve), and the tests compile the games many
// times (engine/ruleset's 331 compiles of 151 descriptions). Parsing was
// about a seventh of a compile.
var parsedTexts = textTrees{trees: map[parseKey]parsedText{}}

// maxParsedTexts bounds parsedTexts: the nine data games write some
// 2,500 texts.
const maxParsedTexts = 8192

// textTrees are parsed texts, shared by the compiles of a process.
type textTrees struct {
	mu    sync.Mutex
	trees map[parseKey]parsedText
}

// get is the tree of k's text, parsed on the first ask.
func (t *textTrees) get(k parseKey) parsedText {
	t.mu.Lock()
	p, ok := t.trees[k]
	t.mu.Unlock()
	if ok {
		return p
	}
	if k.stmt {
		p.n, p.err = parseStatement(k.src)
	} else {
		p.n, p.err = parseExpr(k.src)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.trees) >= maxParsedTexts {
		clear(t.trees)
	}
	t.trees[k] = p
	return p
}

func (c *compiler) errorf(off int, format string, args ...any) {
	c.errs.Add(c.doc.Inside(c.path, off), format, args...)
}

// expression compiles the text at path as an expression of type want.
func (c *compiler) expression(path, src string, want typ, e env) eval {
	c.path = path
	n, err := c.parse(src, false)
	if err != nil {
		c.syntax(err)
		return nil
	}
	f, t := c.expr(n, e)
	if f == nil {
		return nil
	}
	if f, t = c.convert(n, f, t, want); f != nil && t != want {
		c.errorf(start(n), "%s is wanted here, this is %s", want, t)
		return nil
	}
	return f
}

// statement compiles the text at path as an effect.
func (c *compiler) statement(path, src string, e env) stmt {
	f, _ := c.statementNode(path, src, e)
	return f
}

// statementNode is statement with the parsed statement, nil when it does
// not parse.
func (c *compiler) statementNode(path, src string, e env) (stmt, *node) {
	c.path = path
	n, err := c.parse(src, true)
	if err != nil {
		c.syntax(err)
		return nil, nil
	}
	e.stmt = true
	return c.stmt(n, e), n
}

func (c *compiler) syntax(err error) {
	if se, ok := err.(*syntaxError); ok {
		c.errorf(se.off, "%s", se.msg)
		return
	}
	c.errorf(0, "%v", err)
}

// start is where the text of n begins: its leftmost operand's.
func start(n *node) int {
	for (n.op == "binary" || n.op == "member" || n.op == "index") && len(n.args) > 0 {
		n = n.args[0]
	}
	return n.off
}

// convert gives a string literal or none its meaning where type want is
// expected: a card id, kind, color or phase of the game.
func (c *compiler) convert(n *node, f eval, t, want typ) (eval, typ) {
	switch {
	case t == tNone && (want == tColor || want == tPlayer || want == tCard || want == tWord || want == tEntry):
		return f, want
	case t != tStr:
		return f, t
	}
	var list []string
	switch want {
	case tEntry:
		list = c.g.cat.EntryIDs()
	case tKind:
		list = c.g.cat.KindIDs()
	case tColor:
		list = c.g.colors
	case tPhase:
		list = c.g.phases
	case tWord:
		list = c.g.ruleWords()
	default:
		return f, t
	}
	i := slices.Index(list, n.s)
	if i < 0 {
		c.errorf(n.off, "unknown %s %q%s", strings.TrimPrefix(want.String(), "a "), n.s, catalog.DidYouMean(n.s, list))
		return nil, tBad
	}
	if want == tPhase {
		c.phaseSet[i] = true
	}
	v := int64(i)
	return func(*ctx) int64 { return v }, want
}

// expr compiles an expression node, returning nil after reporting a
// problem; what reads only a card's catalog values is folded into a
// table by card.
func (c *compiler) expr(n *node, e env) (eval, typ) {
	return c.foldedExpr(n, e)
}

// compileExpr compiles an expression node as it stands.
func (c *compiler) compileExpr(n *node, e env) (eval, typ) {
	switch n.op {
	case "int":
		v := n.n
		return func(*ctx) int64 { return v }, tInt
	case "str":
		return func(*ctx) int64 { return -1 }, tStr
	case "name":
		return c.name(n, e)
	case "member":
		return c.member(n, e)
	case "index":
		return c.index(n, e)
	case "call":
		return c.call(n, e)
	case "unary":
		return c.unaryOp(n, e)
	case "binary":
		return c.binaryOp(n, e)
	case "ifexpr":
		return c.ifExpr(n, e)
	case "star":
		c.errorf(n.off, "[*] means every player, only after a player's zone: hand[*]")
	}
	return nil, tBad
}

// ifExpr compiles "if c then a else b": a and b of one type.
func (c *compiler) ifExpr(n *node, e env) (eval, typ) {
	cond := c.typed(n.args[0], e, tBool)
	a, ta := c.expr(n.args[1], e)
	b, tb := c.expr(n.args[2], e)
	if cond == nil || a == nil || b == nil {
		return nil, tBad
	}
	if a, ta = c.convert(n.args[1], a, ta, tb); a == nil {
		return nil, tBad
	}
	if b, tb = c.convert(n.args[2], b, tb, ta); b == nil {
		return nil, tBad
	}
	if ta != tb || ta == tStr {
		c.errorf(n.off, "the values after then and else must be of one type, not %s and %s", ta, tb)
		return nil, tBad
	}
	return func(x *ctx) int64 {
		if cond(x) != 0 {
			return a(x)
		}
		return b(x)
	}, ta
}

func (c *compiler) name(n *node, e env) (eval, typ) {
	g := c.g
	if c.probe != "" && n.s == c.probe {
		at := c.probeAt
		return func(*ctx) int64 { return *at }, tCard
	}
	if c.probe2 != "" && n.s == c.probe2 {
		at := c.probeAt2
		return func(*ctx) int64 { return *at }, tCard
	}
	switch n.s {
	case "true":
		return func(*ctx) int64 { return 1 }, tBool
	case "false":
		return func(*ctx) int64 { return 0 }, tBool
	case "none":
		return func(*ctx) int64 { return -1 }, tNone
	case "player":
		return func(x *ctx) int64 { return x.s.player }, tPlayer
	case "actor":
		return func(x *ctx) int64 { return int64(x.actor) }, tPlayer
	case "players":
		return func(x *ctx) int64 { return int64(x.s.n) }, tInt
	case "phase":
		return func(x *ctx) int64 { return x.s.phase }, tPhase
	case "card":
		if !e.card {
			c.errorf(n.off, "card names the card of a card action (card = \"hand\"); this one has none")
			return nil, tBad
		}
		return func(x *ctx) int64 { return int64(x.card) }, tCard
	case "target":
		if !e.target {
			c.errorf(n.off, "target names the card an action is aimed at (target = { zone = …, which = … }); this one aims at none")
			return nil, tBad
		}
		c.readsTarget = true
		return func(x *ctx) int64 { return int64(x.tgt - 1) }, tCard
	case "choice":
		if e.choice == tBad {
			c.errorf(n.off, "choice names what a choosing action (choose = \"color\", \"player\" or \"card\") chose; this one chooses nothing")
			return nil, tBad
		}
		return func(x *ctx) int64 { return x.choice }, e.choice
	case "it":
		if !e.it {
			c.errorf(n.off, "it names the card looked at inside count, sum, any and all")
			return nil, tBad
		}
		return func(x *ctx) int64 { return int64(x.it) }, tCard
	case "outer":
		return c.outerCard(n, e)
	case "p":
		if e.p {
			return func(x *ctx) int64 { return x.p }, tPlayer
		}
	}
	if i := g.varIndex(n.s); i >= 0 {
		t := g.vars[i].t
		return func(x *ctx) int64 { return x.s.vars[i] }, t
	}
	if _, ok := c.lets[n.s]; ok {
		return c.let(n, e)
	}
	if g.zoneIndex(n.s) >= 0 {
		c.errorf(n.off, "%s is a zone: use it in count(%s), top(%s), move(…, %s) and the like", n.s, n.s, n.s, n.s)
		return nil, tBad
	}
	if g.pvarIndex(n.s) >= 0 {
		c.errorf(n.off, "%s is a player's variable: write %s[player]", n.s, n.s)
		return nil, tBad
	}
	c.errorf(n.off, "unknown name %q%s", n.s, catalog.DidYouMean(n.s, c.names(e)))
	return nil, tBad
}

// let compiles a named expression of [let] where it is used, with the
// names the use may use (card, choice). A let compiled once is reused
// where the same names mean the same (letKey): Windia War uses its lets
// thousands of times, and compiling each use again was half the compile.
func (c *compiler) let(n *node, e env) (eval, typ) {
	if c.letting[n.s] {
		c.errorf(n.off, "%s is defined by itself", n.s)
		return nil, tBad
	}
	k := letKey{n.s, c.letEnv(c.lets[n.s], e), c.folding, c.probe, c.probeAt, c.probe2, c.probeAt2}
	if l, ok := c.letsDone[k]; ok {
		c.errs = append(c.errs, l.errs...)
		c.ruleReads = append(c.ruleReads, l.ruleReads...)
		c.readsPaid = c.readsPaid || l.paid
		c.readsTarget = c.readsTarget || l.target
		return l.f, l.t
	}
	errs, rr := len(c.errs), len(c.ruleReads)
	paid, target := c.readsPaid, c.readsTarget
	c.readsPaid, c.readsTarget = false, false
	c.letting[n.s] = true
	saved := c.path
	c.path = c.letPath[n.s]
	f, t := c.expr(c.lets[n.s], e)
	c.path = saved
	delete(c.letting, n.s)
	if f != nil {
		if c.letsDone == nil {
			c.letsDone = map[letKey]*letDone{}
		}
		c.letsDone[k] = &letDone{f, t, slices.Clone(c.errs[errs:]), slices.Clone(c.ruleReads[rr:]), c.readsPaid, c.readsTarget}
	}
	c.readsPaid, c.readsTarget = paid || c.readsPaid, target || c.readsTarget
	return f, t
}

// letEnv is e with the names that body does not read left out (as
// readsOf says, or more): a let compiles to the same wherever the names
// it reads mean the same.
// Whether it is compiled for an effect or for the set-up is kept, as it
// compiles otherwise there (random, kept).
func (c *compiler) letEnv(body *node, e env) env {
	r := c.readsOf(body)
	keep := func(read reads, v bool) bool { return v && r&read != 0 }
	e.card, e.target, e.pay = keep(rCard, e.card), keep(rTarget, e.target), keep(rPaid, e.pay)
	if !e.card {
		e.zone = 0
	}
	// outer inside most_within or poker_hand (which readsOf does not
	// know to set it) is the card it names outside.
	e.it, e.outer, e.p = keep(rIt|rOuter, e.it), keep(rOuter, e.outer), keep(rP, e.p)
	if r&rChoice == 0 {
		e.choice = tBad
	}
	return e
}

// letKey is what a let's compiled value depends on besides its text:
// the names its use may use, and the compiler's state of folding (what
// a probed card name reads).
type letKey struct {
	name     string
	e        env
	folding  bool
	probe    string
	probeAt  *int64
	probe2   string
	probeAt2 *int64
}

// letDone is a let compiled without a problem: its value and type, and
// what compiling it left in the compiler, left again at each reuse.
type letDone struct {
	f            eval
	t            typ
	errs         diag.List
	ruleReads    []ruleRead
	paid, target bool
}

// names are the names an expression may use, for did-you-mean.
func (c *compiler) names(e env) []string {
	out := []string{"true", "false", "none", "player", "actor", "players", "phase"}
	if e.card {
		out = append(out, "card")
	}
	if e.choice != tBad {
		out = append(out, "choice")
	}
	if e.target {
		out = append(out, "target")
	}
	if e.it {
		out = append(out, "it")
	}
	for _, v := range c.g.vars {
		out = append(out, v.id)
	}
	// Sorted: a message lists them, and one text must give one message.
	return append(out, slices.Sorted(maps.Keys(c.lets))...)
}

// attributes are what an expression reads of a card.
var attributes = []string{"id", "kind", "color", "number", "points", "tableau_points"}

func (c *compiler) member(n *node, e env) (eval, typ) {
	if f, t, ok := c.entryMember(n, e); ok {
		return f, t
	}
	of, t := c.expr(n.args[0], e)
	if of == nil {
		return nil, tBad
	}
	if t != tCard && t != tEntry {
		c.errorf(n.off, "only a card has attributes (.%s); this is %s", n.s, t)
		return nil, tBad
	}
	at, _ := c.faceReader(n.args[0], e, "attributes")
	// get reads attribute n.s, f of the face, from a table by face, not
	// by a call.
	get := func(f func(*face) int64) eval {
		vals := c.attrValues(n.s, f)
		return func(x *ctx) int64 {
			k := at(x)
			if k < 0 {
				return -1
			}
			return vals[k]
		}
	}
	switch n.s {
	case "id":
		if t == tEntry {
			return of, tEntry
		}
		return get(func(f *face) int64 { return f.entry }), tEntry
	case "kind":
		return get(func(f *face) int64 { return f.kind }), tKind
	case "color":
		return get(func(f *face) int64 { return f.color }), tColor
	case "number":
		return get(func(f *face) int64 { return f.number }), tInt
	case "points":
		return get(func(f *face) int64 { return f.points }), tInt
	case "tableau_points":
		return get(func(f *face) int64 { return f.tableauPoints }), tInt
	}
	if i := slices.Index(c.g.stats, n.s); i >= 0 {
		return get(func(f *face) int64 { return f.stats[i] }), tInt
	}
	if i := c.g.cvarIndex(n.s); i >= 0 && t == tCard {
		stride, t := len(c.g.cvars), c.g.cvars[i].t
		return func(x *ctx) int64 {
			k := of(x)
			if k < 0 {
				return c.g.cvars[i].start
			}
			return x.s.cvars[int(k)*stride+i]
		}, t
	}
	known := append(append(append(slices.Clone(attributes), c.g.stats...), c.g.cvarIDs()...), entryTables...)
	c.errorf(n.off, "a card has no attribute %q%s", n.s, catalog.DidYouMean(n.s, known))
	return nil, tBad
}

// attrValues is attribute name of every face, f of the face, made once
// a load.
func (c *compiler) attrValues(name string, f func(*face) int64) []int64 {
	if vals, ok := c.attrs[name]; ok {
		return vals
	}
	vals := make([]int64, len(c.g.faces))
	for k := range vals {
		vals[k] = f(&c.g.faces[k])
	}
	if c.attrs == nil {
		c.attrs = map[string][]int64{}
	}
	c.attrs[name] = vals
	return vals
}

// index compiles score[p]: a player's variable.
func (c *compiler) index(n *node, e env) (eval, typ) {
	base := n.args[0]
	if base.op != "name" {
		c.errorf(n.off, "only a player's variable or zone is indexed by a player")
		return nil, tBad
	}
	i := c.g.pvarIndex(base.s)
	if i < 0 {
		if c.g.zoneIndex(base.s) >= 0 {
			c.errorf(base.off, "%s is a zone: use it in count(…), top(…), move(…)", base.s)
		} else {
			c.errorf(base.off, "unknown player variable %q%s", base.s, catalog.DidYouMean(base.s, c.g.pvarIDs()))
		}
		return nil, tBad
	}
	p := c.player(n.args[1], e)
	if p == nil {
		return nil, tBad
	}
	nv := len(c.g.vars)
	stride := len(c.g.pvars)
	t := c.g.pvars[i].t
	return func(x *ctx) int64 {
		q := p(x)
		if q < 0 {
			return 0
		}
		return x.s.vars[nv+int(q)*stride+i]
	}, t
}

// player compiles an expression that must be a player.
func (c *compiler) player(n *node, e env) eval {
	if n.op == "star" {
		c.errorf(n.off, "[*] means every player, only after a zone: hand[*]")
		return nil
	}
	f, t := c.expr(n, e)
	if f == nil {
		return nil
	}
	if t != tPlayer {
		c.errorf(n.off, "a player is wanted here, this is %s", t)
		return nil
	}
	return f
}

func (c *compiler) unaryOp(n *node, e env) (eval, typ) {
	f, t := c.expr(n.args[0], e)
	if f == nil {
		return nil, tBad
	}
	switch {
	case n.s == "!" && t == tBool:
		return func(x *ctx) int64 { return 1 - f(x) }, tBool
	case n.s == "-" && (t == tInt || t == tDir):
		return func(x *ctx) int64 { return -f(x) }, t
	}
	c.errorf(n.off, "%s does not apply to %s", n.s, t)
	return nil, tBad
}

func (c *compiler) binaryOp(n *node, e env) (eval, typ) {
	a, ta := c.expr(n.args[0], e)
	b, tb := c.expr(n.args[1], e)
	if a == nil || b == nil {
		return nil, tBad
	}
	a, ta = c.convert(n.args[0], a, ta, tb)
	b, tb = c.convert(n.args[1], b, tb, ta)
	if a == nil || b == nil {
		return nil, tBad
	}
	switch n.s {
	case "||", "&&":
		if ta != tBool || tb != tBool {
			c.errorf(n.off, "%s joins two conditions, not %s and %s", n.s, ta, tb)
			return nil, tBad
		}
		if n.s == "||" {
			return func(x *ctx) int64 {
				if a(x) != 0 {
					return 1
				}
				return b(x)
			}, tBool
		}
		return func(x *ctx) int64 {
			if a(x) == 0 {
				return 0
			}
			return b(x)
		}, tBool
	case "==", "!=":
		if ta != tb || ta == tStr {
			c.errorf(n.off, "%s compares two values of one type, not %s and %s", n.s, ta, tb)
			return nil, tBad
		}
		if f := c.direct(n, a, b); f != nil {
			return f, tBool
		}
		if n.s == "==" {
			return func(x *ctx) int64 { return b2i(a(x) == b(x)) }, tBool
		}
		return func(x *ctx) int64 { return b2i(a(x) != b(x)) }, tBool
	}
	if ta != tInt || tb != tInt {
		c.errorf(n.off, "%s works on numbers, not %s and %s", n.s, ta, tb)
		return nil, tBad
	}
	if f := c.direct(n, a, b); f != nil {
		if n.s == "+" || n.s == "-" {
			return f, tInt
		}
		return f, tBool
	}
	switch n.s {
	case "<":
		return func(x *ctx) int64 { return b2i(a(x) < b(x)) }, tBool
	case "<=":
		return func(x *ctx) int64 { return b2i(a(x) <= b(x)) }, tBool
	case ">":
		return func(x *ctx) int64 { return b2i(a(x) > b(x)) }, tBool
	case ">=":
		return func(x *ctx) int64 { return b2i(a(x) >= b(x)) }, tBool
	case "+":
		return func(x *ctx) int64 { return a(x) + b(x) }, tInt
	case "-":
		return func(x *ctx) int64 { return a(x) - b(x) }, tInt
	case "*":
		return func(x *ctx) int64 { return a(x) * b(x) }, tInt
	case "/", "%":
		div := n.s == "/"
		return func(x *ctx) int64 {
			d := b(x)
			switch {
			case d == 0:
				return 0
			case div:
				return a(x) / d
			}
			return a(x) % d
		}, tInt
	}
	c.errorf(n.off, "unknown operator %s", n.s)
	return nil, tBad
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
