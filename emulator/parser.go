package emulator

import (
	"log/slog"
	"reflect"
	"unsafe"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/vt"
)

// stringLimit is the longest OSC, DCS or APC string the parser keeps; a
// longer one is cut. Titles, OSC 7/8/133 and clipboard writes fit.
const stringLimit = 64 << 10

// shrinkParser replaces the 4 MiB string buffer that vt.NewEmulator
// allocates for every emulator with one of stringLimit. Sessions are many
// and mostly idle; 4 MiB each is most of a server's memory. x/vt does not
// export its parser, so this reaches it by reflection on the pinned
// version; when the field is not there, the buffer stays as it is.
func shrinkParser(e *vt.Emulator) bool {
	f := reflect.ValueOf(e).Elem().FieldByName("parser")
	if !f.IsValid() || f.Kind() != reflect.Pointer || f.Type() != reflect.TypeFor[*ansi.Parser]() || f.IsNil() {
		slog.Debug("x/vt parser not found; keeping its 4 MiB string buffer")
		return false
	}
	p := (*ansi.Parser)(unsafe.Pointer(f.Pointer()))
	p.SetDataSize(stringLimit)
	return true
}
