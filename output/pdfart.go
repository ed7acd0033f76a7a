package output

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
	"image"
	"image/draw"
	"math"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"codeberg.org/go-pdf/fpdf"

	"cardpress/layout"
)

// fpdf takes a picture as a PNG file, which it reads whole, copies, hashes
// and copies again into its output: for the sheets of a game with big art,
// megabytes a PDF, every rebuild. So a Document gives fpdf a stand-in PNG
// of the picture's header and a short token for data, and Write puts the
// picture's rows in place of the token after fpdf is done. fpdf names each
// picture by a SHA-1 of its data and header (its generateImageID); the
// name of the stand-in is replaced by the picture's, which this file
// computes as fpdf does (and Write checks that the stand-in's name is
// where it must be, so that another fpdf fails loudly, never quietly).
// The file is the same bytes as with the picture given to fpdf. Pictures
// fpdf rewrites (with alpha or a palette) are given to it as they are.

// artStream is a picture encoded for PDFs: the zlib stream of its PNG
// rows and the header fields fpdf reads from the PNG.
type artStream struct {
	png   []byte // the whole PNG, for pictures fpdf must read itself
	data  []byte // the rows' zlib stream (the PNG's IDAT data); nil: use png
	w, h  int
	gray  bool     // DeviceGray, else DeviceRGB
	state []byte   // SHA-1 state after data: fpdf's name, given the rest
	sum   [32]byte // of data: the token's content
}

// newArtStream reads the PNG encoding of a picture.
func newArtStream(png []byte) *artStream {
	a := &artStream{png: png}
	w, h, ct, data, ok := plainPNG(png)
	if !ok {
		return a
	}
	a.w, a.h, a.gray, a.data = w, h, ct == 0, data
	s := sha1.New()
	s.Write(data)
	a.state, _ = s.(encoding.BinaryMarshaler).MarshalBinary() // sha1 marshals
	a.sum = sha256.Sum256(data)
	return a
}

// plainPNG reads the header and rows of an 8-bit gray or RGB PNG without
// interlacing, palette or transparency: one fpdf embeds as it is.
func plainPNG(png []byte) (w, h int, ct byte, data []byte, ok bool) {
	const sig = "\x89PNG\r\n\x1a\n"
	if !bytes.HasPrefix(png, []byte(sig)) {
		return 0, 0, 0, nil, false
	}
	rest := png[len(sig):]
	first := true
	for len(rest) >= 12 {
		n := int(binary.BigEndian.Uint32(rest))
		if n > len(rest)-12 {
			return 0, 0, 0, nil, false
		}
		kind, body := string(rest[4:8]), rest[8:8+n]
		rest = rest[12+n:]
		switch {
		case first:
			if kind != "IHDR" || n != 13 || body[8] != 8 || body[10] != 0 || body[11] != 0 || body[12] != 0 || body[9] != 0 && body[9] != 2 {
				return 0, 0, 0, nil, false
			}
			w, h, ct = int(binary.BigEndian.Uint32(body)), int(binary.BigEndian.Uint32(body[4:])), body[9]
			first = false
		case kind == "IDAT":
			if data == nil {
				data = body
			} else {
				data = append(bytes.Clone(data), body...)
			}
		case kind == "IEND":
			return w, h, ct, data, data != nil && w > 0 && h > 0
		default:
			return 0, 0, 0, nil, false
		}
	}
	return 0, 0, 0, nil, false
}

// colors is what fpdf writes for the picture's color space.
func (a *artStream) colors() (space string, n int) {
	if a.gray {
		return "DeviceGray", 1
	}
	return "DeviceRGB", 3
}

// token is the stand-in data: it names the picture's content.
func (a *artStream) token() []byte {
	return []byte("%cardpress art " + hex.EncodeToString(a.sum[:]))
}

// standIn is a PNG of the picture's header whose data is the token.
func (a *artStream) standIn() []byte {
	ct := byte(2)
	if a.gray {
		ct = 0
	}
	b := []byte("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, uint32(a.w)), uint32(a.h))
	b = appendChunk(b, "IHDR", append(ihdr, 8, ct, 0, 0, 0))
	b = appendChunk(b, "IDAT", a.token())
	return appendChunk(b, "IEND", nil)
}

// appendChunk appends a PNG chunk; fpdf does not read the checksum.
func appendChunk(b []byte, kind string, data []byte) []byte {
	b = binary.BigEndian.AppendUint32(b, uint32(len(data)))
	b = append(append(b, kind...), data...)
	return append(b, 0, 0, 0, 0)
}

// name is fpdf's name for a picture of data whose SHA-1 state after the
// data is h, in a document of scale k (points per unit): generateImageID
// hashes the data, the soft mask (none), the object number (0 when
// registered), the size, color space, palette (none), bits per component,
// filter, decode parameters, transparency (none), scale, resolution (72)
// and the name (empty then).
func (a *artStream) name(h hash.Hash, k float64) string {
	space, n := a.colors()
	var b []byte
	num := func(v float64) { b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v)) }
	b = binary.LittleEndian.AppendUint64(b, 0)
	num(float64(a.w))
	num(float64(a.h))
	b = append(b, space...)
	b = binary.LittleEndian.AppendUint64(b, 8)
	b = append(b, "FlateDecode"...)
	b = append(b, a.decodeParms(n)...)
	num(k)
	num(72)
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

func (a *artStream) decodeParms(colors int) string {
	return "/Predictor 15 /Colors " + strconv.Itoa(colors) + " /BitsPerComponent 8 /Columns " + strconv.Itoa(a.w)
}

// realName is fpdf's name for the picture in a document of scale k.
func (a *artStream) realName(k float64) string {
	h := sha1.New()
	h.(encoding.BinaryUnmarshaler).UnmarshalBinary(a.state) // made by MarshalBinary
	return a.name(h, k)
}

// standInName is fpdf's name for the stand-in.
func (a *artStream) standInName(k float64) string {
	h := sha1.New()
	h.Write(a.token())
	return a.name(h, k)
}

// splice is a picture of a Document given to fpdf as a stand-in.
type splice struct {
	art           *artStream
	token         string // the stand-in's data
	standIn, real string // fpdf's names of the stand-in and the picture
	named         bool   // the stand-in's name was found in the file
}

// registerImage embeds img under key, once. fpdf writes the images ordered
// by width alone, picked from a map: two images of one width would come out
// in a random order and the file would differ run to run. So every image
// gets a width of its own: one already taken is widened by repeating its
// last column (drawn in the same box, a squeeze of a pixel).
func (d *Document) registerImage(key string, img image.Image) error {
	if _, ok := d.images[key]; ok {
		return nil
	}
	if d.widths == nil {
		d.widths = map[int]bool{}
	}
	w := takeWidth(d.widths, img.Bounds().Dx())
	a, err := encodedArt.get(streamKey{key, w}, func() (*artStream, int64, error) {
		return encodeArtStream(img, w)
	})
	if err != nil {
		return err
	}
	d.images[key] = w
	return d.embed(key, a)
}

// embed gives fpdf the picture a under key: a stand-in when Write can put
// the picture in its place.
func (d *Document) embed(key string, a *artStream) error {
	png := a.png
	if a.data != nil {
		k := d.pdf.GetConversionRatio()
		s := &splice{art: a, token: string(a.token()), standIn: a.standInName(k), real: a.realName(k)}
		if d.splices == nil {
			d.splices, d.standIns = map[string]*splice{}, map[string]*splice{}
		}
		d.splices[s.token], d.standIns[s.standIn] = s, s
		png = a.standIn()
	}
	d.pdf.RegisterImageOptionsReader(key, fpdf.ImageOptions{ImageType: "PNG"}, bytes.NewReader(png))
	return d.pdf.Error()
}

// takeWidth is the first width from w up not in taken, which it takes:
// the width registerImage gives a picture w pixels wide.
func takeWidth(taken map[int]bool, w int) int {
	for taken[w] {
		w++
	}
	taken[w] = true
	return w
}

// encodeArt encodes the pictures of a PDF (pictures, in drawing order) on
// all cores, at the widths registerImage will give them (it registers
// them in this order), so that drawing the pages one after the other
// finds them encoded. A width foreseen wrong only costs an encoding when
// the page is drawn.
func encodeArt(pics []layout.Image, imgs *Images) {
	type todo struct {
		img image.Image
		key streamKey
	}
	var all []todo
	seen, widths := map[string]bool{}, map[int]bool{}
	for _, x := range pics {
		img, key, err := imgs.Placed(x)
		if err != nil || seen[key] {
			continue
		}
		seen[key] = true
		all = append(all, todo{img, streamKey{key, takeWidth(widths, img.Bounds().Dx())}})
	}
	Parallel(len(all), func(i int) error {
		encodedArt.get(all[i].key, func() (*artStream, int64, error) {
			return encodeArtStream(all[i].img, all[i].key.w)
		})
		return nil
	})
}

// artEncoded counts the pictures encoded for PDFs, for tests.
var artEncoded atomic.Int64

// encodeArtStream encodes img for a PDF at width w.
func encodeArtStream(img image.Image, w int) (*artStream, int64, error) {
	artEncoded.Add(1)
	data, err := encodeWidened(img, w)
	return newArtStream(data), int64(len(data)), err
}

// streamKey names an artStream: a placed picture (its key names its
// content, see Images.Placed) encoded at a width.
type streamKey struct {
	key string
	w   int
}

// encodedArt keeps the streams of placed pictures from PDF to PDF, so that a
// rebuild does not encode every picture again.
var encodedArt = newBudgeted[streamKey, *artStream](64 << 20)

// encodeWidened encodes img as PNG, widened to w pixels by repeating its
// last column.
func encodeWidened(img image.Image, w int) ([]byte, error) {
	b := img.Bounds()
	if w != b.Dx() {
		wide := image.NewRGBA(image.Rect(0, 0, w, b.Dy()))
		draw.Draw(wide, wide.Bounds(), img, b.Min, draw.Src)
		for x := b.Dx(); x < w; x++ {
			draw.Draw(wide, image.Rect(x, 0, x+1, b.Dy()), img, image.Pt(b.Max.X-1, b.Min.Y), draw.Src)
		}
		img = wide
	}
	return EncodePNG(img)
}

// renames puts the pictures' names in place of their stand-ins' in obj
// (a page's content, the resources), in place: the names are as long.
// fpdf lists the pictures in the resources by name: the list is put in
// the order of the new names.
func (d *Document) renames(obj []byte) {
	if len(d.splices) == 0 {
		return
	}
	renamed := false
	for i := 0; ; {
		j := bytes.Index(obj[i:], []byte("/I"))
		if j < 0 || len(obj)-(i+j+2) < sha1.Size*2 {
			break
		}
		i += j + 2
		name := obj[i : i+sha1.Size*2]
		if s, ok := d.standIns[string(name)]; ok {
			copy(name, s.real)
			s.named, renamed = true, true
		}
	}
	if renamed && bytes.Contains(obj, []byte("/XObject <<\n")) {
		if run := imageList().FindIndex(obj); run != nil {
			lines := bytes.SplitAfter(obj[run[0]:run[1]], []byte("\n"))
			slices.SortFunc(lines, bytes.Compare)
			copy(obj[run[0]:], bytes.Join(lines, nil))
		}
	}
}

// imageList is the list of pictures in a resource dictionary, one a line.
var imageList = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?:/I[0-9a-f]{40} \d+ 0 R\n)+`) })

// spliced is the picture whose stand-in an image object's stream data
// is, or nil.
func (d *Document) spliced(data []byte) *splice {
	if len(d.splices) == 0 {
		return nil
	}
	return d.splices[string(data)]
}

// checkNames fails unless every stand-in's name was found and replaced:
// fpdf names pictures as name computes.
func (d *Document) checkNames() error {
	for _, s := range d.splices {
		if !s.named {
			return fmt.Errorf("output: fpdf did not name a %d × %d picture as expected (%s)", s.art.w, s.art.h, s.standIn)
		}
	}
	return nil
}
