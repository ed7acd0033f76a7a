package manual

// The built-in fonts, read from the source tree: these tests set or
// measure text, and the test binary does not embed the fonts (see
// internal/fonttest).
import _ "cardpress/internal/fonttest"
