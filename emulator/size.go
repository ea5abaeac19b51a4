package emulator

import (
	"fmt"
	"strconv"
	"strings"
)

// CheckSize reports, as an error naming the bounds, a size no terminal here
// can have.
func CheckSize(cols, rows int) error {
	if cols < MinCols || cols > MaxCols || rows < MinRows || rows > MaxRows {
		return fmt.Errorf("size %dx%d is out of range; cols must be %d–%d and rows %d–%d",
			cols, rows, MinCols, MaxCols, MinRows, MaxRows)
	}
	return nil
}

// ParseSize reads a size written COLSxROWS ("80x24") and checks it.
func ParseSize(s string) (cols, rows int, err error) {
	c, r, ok := strings.Cut(s, "x")
	cols, e1 := strconv.Atoi(c)
	rows, e2 := strconv.Atoi(r)
	if !ok || e1 != nil || e2 != nil || CheckSize(cols, rows) != nil {
		return 0, 0, fmt.Errorf("want COLSxROWS within %dx%d and %dx%d, got %q", MinCols, MinRows, MaxCols, MaxRows, s)
	}
	return cols, rows, nil
}
