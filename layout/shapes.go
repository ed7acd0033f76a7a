package layout

import "math"

// IconShape returns the polygon of a named icon shape filling a square of
// side size at (x, y). Every shape is a polygon so that the PDF and PNG
// writers draw them alike.
func IconShape(shape string, x, y, size float64, c Color) Polygon {
	var unit []Point // in a 0..1 square
	switch shape {
	case "triangle":
		unit = []Point{{0.5, 0.05}, {0.97, 0.92}, {0.03, 0.92}}
	case "shield":
		unit = []Point{{0.08, 0.1}, {0.5, 0}, {0.92, 0.1}, {0.88, 0.55}, {0.72, 0.82}, {0.5, 1}, {0.28, 0.82}, {0.12, 0.55}}
	case "square":
		unit = []Point{{0.1, 0.1}, {0.9, 0.1}, {0.9, 0.9}, {0.1, 0.9}}
	case "diamond":
		unit = []Point{{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}}
	case "arrow-down":
		unit = []Point{{0.32, 0}, {0.68, 0}, {0.68, 0.48}, {0.95, 0.48}, {0.5, 1}, {0.05, 0.48}, {0.32, 0.48}}
	case "plus":
		a, b := 0.34, 0.66
		unit = []Point{{a, 0}, {b, 0}, {b, a}, {1, a}, {1, b}, {b, b}, {b, 1}, {a, 1}, {a, b}, {0, b}, {0, a}, {a, a}}
	case "star":
		for i := 0; i < 10; i++ {
			r := 0.5
			if i%2 == 1 {
				r = 0.2
			}
			t := -math.Pi/2 + float64(i)*math.Pi/5
			unit = append(unit, Point{0.5 + r*math.Cos(t), 0.53 + r*math.Sin(t)})
		}
	default: // "circle"
		for i := 0; i < 32; i++ {
			t := float64(i) * 2 * math.Pi / 32
			unit = append(unit, Point{0.5 + 0.48*math.Cos(t), 0.5 + 0.48*math.Sin(t)})
		}
	}
	pts := make([]Point, len(unit))
	for i, p := range unit {
		pts[i] = Point{x + p.X*size, y + p.Y*size}
	}
	return Polygon{Points: pts, Color: c}
}
