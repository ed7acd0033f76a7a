package layout

import (
	"reflect"
	"testing"
)

// TestAppendShiftKeepsWhatWasThere: AppendShift appends the moved boxes
// after those already in out, and moves nothing it was given. Writing
// over out from its start (mutation) fails it, as does moving by (dy, dx).
func TestAppendShiftKeepsWhatWasThere(t *testing.T) {
	out := []Box{Fill{Rect{0, 0, 1, 1}, Black}}
	boxes := []Box{Fill{Rect{1, 2, 3, 4}, White}, Line{A: Point{1, 1}, B: Point{2, 3}, Width: 0.5}}
	got := AppendShift(out, boxes, 10, 20)
	want := []Box{Fill{Rect{0, 0, 1, 1}, Black}, Fill{Rect{11, 22, 3, 4}, White}, Line{A: Point{11, 21}, B: Point{12, 23}, Width: 0.5}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("AppendShift = %+v, want %+v", got, want)
	}
	if !reflect.DeepEqual(boxes[0], Fill{Rect{1, 2, 3, 4}, White}) {
		t.Errorf("the boxes given were moved: %+v", boxes)
	}
	if s := Shift(boxes, 1, 1); len(s) != 2 || !reflect.DeepEqual(s[0], Fill{Rect{2, 3, 3, 4}, White}) {
		t.Errorf("Shift = %+v", s)
	}
}
