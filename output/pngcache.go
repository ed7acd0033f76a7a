package output

import "image"

// PNGCache keeps encoded PNG images by key within a budget of bytes,
// forgetting the oldest beyond it: what serve keeps of the manual pages
// it drew, at whatever resolutions the page asks for. It is safe for
// concurrent use; two requests for one key draw it once.
type PNGCache struct {
	m *budgeted[string, []byte]
}

// NewPNGCache returns an empty cache that keeps at most budget bytes of
// PNG data (besides the one image just made, whatever its size).
func NewPNGCache(budget int64) *PNGCache {
	return &PNGCache{m: newBudgeted[string, []byte](budget)}
}

// Get returns the PNG of key, drawn by draw and encoded unless it is kept.
func (c *PNGCache) Get(key string, draw func() (image.Image, error)) ([]byte, error) {
	return c.m.get(key, func() ([]byte, int64, error) {
		img, err := draw()
		if err != nil {
			return nil, 0, err
		}
		data, err := EncodePNG(img)
		return data, int64(len(data)), err
	})
}

// Bytes is the size of the PNG data kept.
func (c *PNGCache) Bytes() int64 {
	c.m.mu.Lock()
	defer c.m.mu.Unlock()
	return c.m.bytes
}
