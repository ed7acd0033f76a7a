package xlsx

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"strings"
)

// Limits bound what reading a workbook may cost, whatever the file says of
// itself: a zip bomb of a few kilobytes could otherwise unpack to
// gigabytes, and a sheet of a few far-off cells stand for billions. A zero
// field takes its value from DefaultLimits.
type Limits struct {
	Unpacked int64 // bytes unpacked from the archive in all (only the parts read are unpacked)
	Part     int64 // bytes one part may unpack to
	Entries  int   // entries of the archive
	Cells    int   // cells of a sheet, each row counted to its last cell
}

// DefaultLimits are far beyond a workbook of card data (thousands of
// cells, a few hundred kilobytes of XML) and far below what would strain
// a small machine.
var DefaultLimits = Limits{Unpacked: 64 << 20, Part: 64 << 20, Entries: 10_000, Cells: 1 << 20}

func (l Limits) withDefaults() Limits {
	if l.Unpacked <= 0 {
		l.Unpacked = DefaultLimits.Unpacked
	}
	if l.Part <= 0 {
		l.Part = DefaultLimits.Part
	}
	if l.Entries <= 0 {
		l.Entries = DefaultLimits.Entries
	}
	if l.Cells <= 0 {
		l.Cells = DefaultLimits.Cells
	}
	return l
}

// archive is a workbook's zip file, unpacked part by part on demand.
type archive struct {
	limits   Limits
	entries  map[string]*zip.File // by name, as stored
	folded   map[string]*zip.File // by lower-case name: OPC part names ignore case
	unpacked int64
}

func openArchive(src []byte, limits Limits) (*archive, error) {
	z, err := zip.NewReader(bytes.NewReader(src), int64(len(src)))
	if err != nil {
		return nil, &Error{Err: fmt.Errorf("not a zip archive (%v)", err)}
	}
	if len(z.File) > limits.Entries {
		return nil, &Error{Err: fmt.Errorf("the archive has %d entries, over the limit of %d", len(z.File), limits.Entries)}
	}
	a := &archive{limits: limits, entries: map[string]*zip.File{}, folded: map[string]*zip.File{}}
	for _, f := range z.File {
		if _, ok := a.entries[f.Name]; !ok {
			a.entries[f.Name] = f
		}
		if low := strings.ToLower(f.Name); a.folded[low] == nil {
			a.folded[low] = f
		}
	}
	return a, nil
}

// has tells whether the archive holds the part named.
func (a *archive) has(name string) bool {
	return a.entry(name) != nil
}

func (a *archive) entry(name string) *zip.File {
	if f := a.entries[name]; f != nil {
		return f
	}
	return a.folded[strings.ToLower(name)]
}

// read unpacks one part, within the limits: its declared size is checked
// before unpacking and its real size while unpacking, since a zip entry's
// header may lie.
func (a *archive) read(name string) ([]byte, error) {
	f := a.entry(name)
	if f == nil {
		return nil, &Error{Part: name, Err: fmt.Errorf("the archive has no such part")}
	}
	limit := min(a.limits.Part, a.limits.Unpacked-a.unpacked)
	if f.UncompressedSize64 > uint64(limit) {
		return nil, a.tooBig(name, f.UncompressedSize64)
	}
	r, err := f.Open()
	if err != nil {
		return nil, &Error{Part: name, Err: err}
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, &Error{Part: name, Err: fmt.Errorf("cannot unpack it (%v)", err)}
	}
	if int64(len(data)) > limit {
		return nil, a.tooBig(name, uint64(len(data)))
	}
	a.unpacked += int64(len(data))
	return data, nil
}

// tooBig names the limit a part passes: its own or the archive's.
func (a *archive) tooBig(name string, size uint64) error {
	if size > uint64(a.limits.Part) {
		return &Error{Part: name, Err: fmt.Errorf("it unpacks to over %s, the limit of one part", bytesText(a.limits.Part))}
	}
	return &Error{Part: name, Err: fmt.Errorf("the parts read unpack to over %s, the limit of a workbook", bytesText(a.limits.Unpacked))}
}

// bytesText is a size as people read it: 64 MB, 512 KB, 100 bytes.
func bytesText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
