package emulator

// Modes are the terminal modes a program set that change what a key sends,
// how pasted text must be wrapped and how a click is reported.
type Modes struct {
	AppCursor      bool `json:"app_cursor"`      // DECCKM: arrows send ESC O A
	AppKeypad      bool `json:"app_keypad"`      // DECKPAM: keypad sends ESC O p…
	BracketedPaste bool `json:"bracketed_paste"` // mode 2004
	Mouse          bool `json:"mouse"`           // any mouse tracking mode
	// MouseTracking is the tracking mode in force: MouseX10 (presses
	// only), MouseNormal, MouseButtonEvent or MouseAnyEvent; 0 when the
	// program reports no mouse events.
	MouseTracking int `json:"mouse_tracking,omitempty"`
	// MouseEncoding is how a report's position is written: MouseUTF8,
	// MouseSGR, MouseURXVT or MouseSGRPixels; 0 for X10's bytes.
	MouseEncoding int `json:"mouse_encoding,omitempty"`
	// Cols and Rows are the screen's size, where a click may land:
	// Terminal.Modes sets them; 0 (in snapshots and frames, which carry
	// their own size) leaves a click's position unchecked.
	Cols int `json:"-"`
	Rows int `json:"-"`
}

// The mouse modes, by their DEC private mode numbers.
const (
	MouseX10         = 9
	MouseNormal      = 1000
	MouseButtonEvent = 1002
	MouseAnyEvent    = 1003

	MouseUTF8      = 1005
	MouseSGR       = 1006
	MouseURXVT     = 1015
	MouseSGRPixels = 1016
)
