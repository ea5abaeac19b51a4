//go:build !linux

package record

import "os"

// reserve: no room is kept ahead here (errNoReserve); a line the file
// takes only in part is cut off again (Writer.flushLocked).
func reserve(*os.File, int64, int64) error { return errNoReserve }
