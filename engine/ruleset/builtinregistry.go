package ruleset

// registeredFunctions and registeredEffects are the built-in functions
// and effects compiled in files of their own, each named by what it holds
// (sequence.go, underpile.go, cardcolors.go, rulewords.go): call and
// effectCall look a name up here before they call it unknown.
var (
	registeredFunctions = map[string]func(c *compiler, n *node, e env) (eval, typ){}
	registeredEffects   = map[string]func(c *compiler, n *node, e env) stmt{}
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
