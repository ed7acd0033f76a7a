package catalog

import "unicode/utf8"

// InvalidUTF8 returns the offset of the first byte of src that is not
// UTF-8, or -1.
func InvalidUTF8(src []byte) int {
	if utf8.Valid(src) {
		return -1 // without a copy of src as a string
	}
	return invalidUTF8(string(src))
}
