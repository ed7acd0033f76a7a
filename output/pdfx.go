package output

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"regexp"
	"strconv"
	"sync"

	"cardpress/layout"
)

// PDF/X-1a:2003 (ISO 15930-4), the file most print shops ask for: every
// colour CMYK (or gray), no transparency, every font embedded, a TrimBox
// and a BleedBox on every page, an output intent naming the printing
// condition, the version in the document information and an ID in the
// trailer. fpdf writes RGB; a Document made with Press.PDFX turns what it
// wrote into that as it copies the objects (streams.go): the colour
// operators of the page contents, the pictures (flattened on white before
// they are embedded), the document information, the catalog and the
// trailer.

// Printing condition of the output intent: Coated FOGRA39, the
// characterization offset printers in Europe and most online card
// printers proof against, registered with the ICC, so the file names it
// and needs no embedded profile (ISO 15930-4 allows either).
const (
	pdfxCondition = "FOGRA39"
	pdfxRegistry  = "http://www.color.org"
	pdfxInfo      = "Coated FOGRA39 (ISO 12647-2:2004)"
)

// CMYKOf is the CMYK (0–1 each) an RGB colour prints as in a PDF/X file
// when the catalog gives none: the plain conversion that takes the black
// out as K (K = 1 − max(R, G, B); C = (1 − R − K) / (1 − K), likewise M
// and Y). It is not colour-managed: a bright sRGB colour outside the
// press's gamut comes out duller, and a designer who proofs a colour gives
// its CMYK in the catalog instead ([colors.X] cmyk). Its total ink never
// exceeds 300 %, under FOGRA39's 330 %.
func CMYKOf(c layout.Color) [4]float64 {
	r, g, b := float64(c.R)/255, float64(c.G)/255, float64(c.B)/255
	k := 1 - max(r, g, b)
	if k >= 1 {
		return [4]float64{0, 0, 0, 1}
	}
	return [4]float64{(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k}
}

// pdfxCatalog is the output intent the document catalog gets.
func pdfxCatalog() string {
	return fmt.Sprintf("/OutputIntents [<< /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (%s) /RegistryName (%s) /OutputCondition (%s) /Info (%s) >>]\n",
		pdfxCondition, pdfxRegistry, pdfxInfo, pdfxInfo)
}

// infoStart opens the document information as fpdf writes it.
var infoStart = []byte("<<\n/Producer ")

// addPDFXInfo writes the PDF/X version into the document information
// object obj, and says whether it did; any other object is returned as it is.
func addPDFXInfo(obj []byte) ([]byte, bool) {
	at := bytes.Index(obj, infoStart)
	if at < 0 {
		return obj, false
	}
	at += len("<<\n")
	entries := "/GTS_PDFXVersion (PDF/X-1a:2003)\n/Trapped /False\n"
	return append(append(append(make([]byte, 0, len(obj)+len(entries)), obj[:at]...), entries...), obj[at:]...), true
}

// rgbOperator is an RGB colour operator of a content stream, as fpdf
// writes it: three numbers and rg (fill) or RG (stroke).
var rgbOperator = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(^|\s)([\d.]+) ([\d.]+) ([\d.]+) (rg|RG)\b`) })

// grayOperator is a gray colour operator (fpdf writes an RGB colour whose
// three parts are equal as one number and g or G).
var grayOperator = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(^|\s)([\d.]+) (g|G)\b`) })

// cmykContent is a page's content with its RGB colour operators written
// as CMYK ones (k, K): the catalog's CMYK for its colours, CMYKOf for the
// others. A gray stays gray (PDF/X-1a allows DeviceGray) unless the
// catalog gives its colour a CMYK.
func (p Press) cmykContent(content []byte) []byte {
	if !p.PDFX {
		return content
	}
	if len(p.CMYK) > 0 {
		content = grayOperator().ReplaceAllFunc(content, func(m []byte) []byte {
			s := grayOperator().FindSubmatch(m)
			v := string(s[2])
			cmyk, ok := p.CMYK[v+" "+v+" "+v]
			if !ok {
				return m
			}
			return cmykOperator(s[1], cmyk, string(s[3]) == "G")
		})
	}
	if !bytes.Contains(content, []byte("rg")) && !bytes.Contains(content, []byte("RG")) {
		return content
	}
	return rgbOperator().ReplaceAllFunc(content, func(m []byte) []byte {
		s := rgbOperator().FindSubmatch(m)
		var rgb [3]float64
		for i := range rgb {
			rgb[i], _ = strconv.ParseFloat(string(s[2+i]), 64)
		}
		key := string(s[2]) + " " + string(s[3]) + " " + string(s[4])
		cmyk, ok := p.CMYK[key]
		if !ok {
			cmyk = CMYKOf(layout.Color{R: unit(rgb[0]), G: unit(rgb[1]), B: unit(rgb[2])})
		}
		return cmykOperator(s[1], cmyk, string(s[5]) == "RG")
	})
}

// cmykOperator writes a CMYK colour operator: K for a stroke, k for a fill.
func cmykOperator(space []byte, cmyk [4]float64, stroke bool) []byte {
	op := "k"
	if stroke {
		op = "K"
	}
	return fmt.Appendf(nil, "%s%.3f %.3f %.3f %.3f %s", space, cmyk[0], cmyk[1], cmyk[2], cmyk[3], op)
}

func unit(v float64) uint8 { return uint8(min(255, max(0, v*255+0.5))) }

// CMYKKey is how a PDF's content writes the RGB colour c (fpdf's three
// decimals): the key of Press.CMYK.
func CMYKKey(c layout.Color) string {
	return fmt.Sprintf("%.3f %.3f %.3f", float64(c.R)/255, float64(c.G)/255, float64(c.B)/255)
}

// flatten lays a picture with transparency on white: PDF/X-1a has no
// transparency.
func flatten(img image.Image) image.Image {
	if o, ok := img.(interface{ Opaque() bool }); ok && o.Opaque() {
		return img
	}
	flat := image.NewRGBA(img.Bounds())
	draw.Draw(flat, flat.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(flat, flat.Bounds(), img, img.Bounds().Min, draw.Over)
	return flat
}

// cmykPicture is an RGB picture's PNG as the data and dictionary entries
// of a DeviceCMYK image: its pixels through CMYKOf, zlib-compressed.
func cmykPicture(pngData []byte) ([]byte, error) {
	img, err := png.Decode(bytes.NewReader(pngData))
	if err != nil {
		return nil, err
	}
	b := img.Bounds()
	raw := make([]byte, 0, 4*b.Dx()*b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			k := CMYKOf(layout.Color{R: c.R, G: c.G, B: c.B})
			raw = append(raw, unit(k[0]), unit(k[1]), unit(k[2]), unit(k[3]))
		}
	}
	return compress(raw)
}

// decodeParms is the decode parameters of a PNG picture fpdf embeds.
var decodeParms = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`/DecodeParms <<[^>]*>>\s*`) })

// cmykImageDict is an RGB picture's dictionary for its CMYK data.
func cmykImageDict(dict []byte) []byte {
	dict = bytes.Replace(dict, []byte("/ColorSpace /DeviceRGB"), []byte("/ColorSpace /DeviceCMYK"), 1)
	return decodeParms().ReplaceAll(dict, nil)
}
