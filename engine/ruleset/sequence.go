package ruleset

import "fmt"

// This file holds the effects that order other effects: do(e1, e2, …)
// runs several effects where the language takes one (after then or
// else), and while(condition, effect) runs an effect again as long as a
// condition holds — Windia War's start of a turn, which passes over
// every player who rests or has lost the turn, until one plays.

// maxLoops bounds a while loop, so that a condition nothing makes false
// ends: the most players a turn can pass over, many times over.
const maxLoops = 64

func init() {
	addEffect("do", compileDo)
	addEffect("while", compileWhile)
}

// effectArg reports whether the k-th argument of a call of name is an
// effect (the parser reads it as one): every one of do's, while's second.
func effectArg(name string, k int) bool {
	return name == "do" || name == "while" && k == 1
}

// compileDo compiles do(e1, e2, …): the effects in order.
func compileDo(c *compiler, n *node, e env) stmt {
	if len(n.args) == 0 {
		c.errorf(n.off, "do(effect, effect, …) needs at least one effect")
		return nil
	}
	list := make([]stmt, 0, len(n.args))
	sets, consts := make([]constSet, len(n.args)), make([]bool, len(n.args))
	for i, a := range n.args {
		f := c.stmt(a, e)
		if f == nil {
			return nil
		}
		list = append(list, f)
		sets[i], consts[i] = c.constAssign(a, e)
	}
	list = fuse(list, sets, consts) // construn.go
	if len(list) == 1 {
		return list[0]
	}
	return func(x *ctx) {
		for _, f := range list {
			f(x)
		}
	}
}

// compileWhile compiles while(condition, effect): the effect as long as
// the condition holds, at most maxLoops times, and not after the game is
// over or its round has ended. A loop stopped at maxLoops is a broken
// description: CheckInvariants reports it, naming the while's line.
func compileWhile(c *compiler, n *node, e env) stmt {
	if !c.arity(n, 2, "while(condition, effect)") {
		return nil
	}
	cond := c.typed(n.args[0], e, tBool)
	body := c.stmt(n.args[1], e)
	if cond == nil || body == nil {
		return nil
	}
	runaway := runawayMessage(c, n)
	return func(x *ctx) {
		for range maxLoops {
			if x.s.over || x.s.endRound || cond(x) == 0 {
				return
			}
			body(x)
		}
		if x.s.runaway == "" && !x.s.over && !x.s.endRound && cond(x) != 0 {
			x.s.runaway = runaway
		}
	}
}

// runawayMessage is what CheckInvariants reports of the while n that ran
// maxLoops times, naming its line.
func runawayMessage(c *compiler, n *node) string {
	return fmt.Sprintf("while at %s ran %d times and its condition still holds", c.doc.Inside(c.path, n.off), maxLoops)
}
