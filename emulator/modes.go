package emulator

// Modes are the terminal modes a program set that change what a key sends or
// how pasted text must be wrapped.
type Modes struct {
	AppCursor      bool `json:"app_cursor"`      // DECCKM: arrows send ESC O A
	AppKeypad      bool `json:"app_keypad"`      // DECKPAM: keypad sends ESC O p…
	BracketedPaste bool `json:"bracketed_paste"` // mode 2004
	Mouse          bool `json:"mouse"`           // any mouse tracking mode
}
