package catalog

// InvalidUTF8 returns the offset of the first byte of src that is not
// UTF-8, or -1.
func InvalidUTF8(src []byte) int { return invalidUTF8(string(src)) }
