package ruleset

// registeredFunctions and registeredEffects are every built-in function
// and effect of the rules language by name: the core ones of builtins.go
// and those compiled in files of their own, each named by what it holds
// (sequence.go, underpile.go, cardcolors.go, rulewords.go). call and
// effectCall compile a name found here and call any other unknown;
// functions and effects list the names in the order declared, for
// did-you-mean.
var (
	registeredFunctions = map[string]func(c *compiler, n *node, e env) (eval, typ){}
	registeredEffects   = map[string]func(c *compiler, n *node, e env) stmt{}
	functions, effects  []string
)

// addFunction declares a built-in function compiled by f.
func addFunction(name string, f func(c *compiler, n *node, e env) (eval, typ)) {
	registeredFunctions[name] = f
	functions = append(functions, name)
}

// addEffect declares a built-in effect compiled by f.
func addEffect(name string, f func(c *compiler, n *node, e env) stmt) {
	registeredEffects[name] = f
	effects = append(effects, name)
}
