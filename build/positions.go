package build

import (
	"errors"

	"cardpress/catalog"
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
	var list catalog.ErrorList
	if errors.As(err, &list) {
		return err // already positioned
	}
	pos, ok := c.Where(ie.Path)
	if !ok {
		pos = catalog.Pos{File: ie.Path}
	}
	return catalog.ErrorList{{Pos: pos, Msg: ie.Error() + imageHint(ie.Err)}}
}

// imageHint says what to do about an image that cannot be read.
func imageHint(err error) string {
	if errors.As(err, new(*catalog.ImageTooLargeError)) {
		return "; scale it down"
	}
	return "; the file is damaged or cut short: export it again as PNG or JPEG"
}
