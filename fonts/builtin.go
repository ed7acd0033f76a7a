package fonts

// builtinFiles reads the built-in faces' font files. The package that
// holds them sets it from its init, before any face loads: cardpress/fonts/files,
// which embeds them and which the CLI imports, or, in a test binary,
// internal/fonttest, which reads them from the source tree, so that the
// dozen test binaries that set text do not each link 46 MB of fonts.
var builtinFiles func(file string) ([]byte, error)

// UseBuiltinFiles sets where the built-in faces' font files are read. A
// package holding them calls it from its init; a program has one such
// package, and a second call panics.
func UseBuiltinFiles(read func(file string) ([]byte, error)) {
	if builtinFiles != nil {
		panic("fonts: UseBuiltinFiles called twice")
	}
	builtinFiles = read
}

// builtinFile returns the built-in font file named file. A program built
// without the files panics here: its every text would otherwise read as
// lacking glyphs, a misleading flood of errors for a wiring mistake.
func builtinFile(file string) ([]byte, error) {
	if builtinFiles == nil {
		panic(`fonts: the built-in font files are not in this program: import _ "cardpress/fonts/files" (a test: _ "cardpress/internal/fonttest")`)
	}
	return builtinFiles(file)
}
