package emulator

import (
	"bytes"
	"errors"
	"fmt"
)

// The formats of [Terminal.Picture].
const (
	PicturePNG = "png" // pixels, drawn with the Go Mono fonts
	PictureSVG = "svg" // the same grid, its text kept as text
)

// Errors of [Terminal.Picture].
var (
	// ErrSecretOnScreen: a picture was asked for while secret input shows.
	ErrSecretOnScreen = errors.New("secret input is on the screen")
	// ErrTooLarge: the screen is too large for a picture.
	ErrTooLarge = errors.New("screen too large for a picture")
)

// Picture renders the screen as a picture in format (PicturePNG or
// PictureSVG), when it has at most maxCells cells. It refuses while the
// terminal's mask hides text sent as a secret on the screen (wrapped
// across rows too): the terminal would draw those cells as stars, but a
// picture is not the place to count on it. No output lands between the
// check and the drawing.
func (t *Terminal) Picture(format string, maxCells int) ([]byte, error) {
	draw := Held.PNG
	switch format {
	case PicturePNG:
	case PictureSVG:
		draw = Held.SVG
	default:
		return nil, fmt.Errorf("no picture format %q", format)
	}
	var b bytes.Buffer
	var err error
	t.Locked(func(h Held) {
		snap := h.Snapshot()
		switch {
		case snap.Cols*snap.Rows > maxCells:
			err = fmt.Errorf("%w: the screen is %dx%d, over %d cells", ErrTooLarge, snap.Cols, snap.Rows, maxCells)
		case snap.Masked > 0:
			err = ErrSecretOnScreen
		default:
			err = draw(h, &b)
		}
	})
	if err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
