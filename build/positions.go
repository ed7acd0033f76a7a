package build

import (
	"errors"
	"fmt"

	"cardpress/catalog"
	"cardpress/diag"
	"cardpress/output"
)

// located maps an error found after loading back to the source that caused
// it: an image that cannot be decoded (a truncated PNG, an image over the
// budget named by a layout) is reported at the catalog line naming it, as
// a diagnostic like the loader's.
func located(c *catalog.Catalog, err error) error {
	var ie *output.ImageError
	if err == nil || !errors.As(err, &ie) {
		return err
	}
	var list diag.List
	if errors.As(err, &list) {
		return err // already positioned
	}
	pos, what, ok := c.Where(ie.Path)
	if !ok {
		return diag.List{{Pos: diag.Pos{File: ie.Path}, Msg: fmt.Sprintf("the image cannot be read (%v)%s", ie.Err, imageHint(ie.Err))}}
	}
	return diag.List{{Pos: pos, Msg: fmt.Sprintf("%s: %q cannot be read (%v)%s", what, ie.Path, ie.Err, imageHint(ie.Err))}}
}

// imageHint says what to do about an image that cannot be read.
func imageHint(err error) string {
	if errors.As(err, new(*catalog.ImageTooLargeError)) {
		return "; scale it down"
	}
	return "; the file is damaged or cut short: export it again as PNG or JPEG"
}
