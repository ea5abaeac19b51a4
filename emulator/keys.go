package emulator

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/agentty/agentty/spell"
)

// ErrUnknownKey is returned by EncodeKeys for a key name it does not know.
var ErrUnknownKey = errors.New("unknown key name")

// KeyNames lists the key names EncodeKeys understands, for error messages.
const KeyNames = "<enter> <tab> <esc> <bs> <space> <up> <down> <left> <right> " +
	"<home> <end> <pgup> <pgdn> <insert> <delete> <f1>…<f12> <kp0>…<kp9> <kpenter> " +
	"<lt> (a literal <), modifiers ctrl- alt- shift- as in <ctrl-c> <alt-x> " +
	"<shift-tab> <ctrl-left>; vim spellings <CR> <Esc> <BS> <C-c> <M-x> <S-Tab> work too; " +
	"the mouse where the program turned it on: " + MouseNames

type mods struct{ ctrl, alt, shift bool }

// param is the xterm modifier parameter: 1 + shift + 2·alt + 4·ctrl.
func (m mods) param() int {
	p := 1
	if m.shift {
		p++
	}
	if m.alt {
		p += 2
	}
	if m.ctrl {
		p += 4
	}
	return p
}

// cursorKeys are the keys that honour application cursor mode.
var cursorKeys = map[string]byte{
	"up": 'A', "down": 'B', "right": 'C', "left": 'D', "home": 'H', "end": 'F',
}

// tildeKeys send CSI n ~.
var tildeKeys = map[string]int{
	"insert": 2, "delete": 3, "pgup": 5, "pgdn": 6,
	"f5": 15, "f6": 17, "f7": 18, "f8": 19, "f9": 20, "f10": 21, "f11": 23, "f12": 24,
}

// ss3Keys send SS3 x without modifiers and CSI 1;m x with them.
var ss3Keys = map[string]byte{"f1": 'P', "f2": 'Q', "f3": 'R', "f4": 'S'}

// keypad keys: the byte in numeric mode and the SS3 final in application mode.
var keypadKeys = map[string][2]byte{
	"kp0": {'0', 'p'}, "kp1": {'1', 'q'}, "kp2": {'2', 'r'}, "kp3": {'3', 's'},
	"kp4": {'4', 't'}, "kp5": {'5', 'u'}, "kp6": {'6', 'v'}, "kp7": {'7', 'w'},
	"kp8": {'8', 'x'}, "kp9": {'9', 'y'}, "kpenter": {'\r', 'M'}, "kpplus": {'+', 'k'},
	"kpminus": {'-', 'm'}, "kpmultiply": {'*', 'j'}, "kpdivide": {'/', 'o'},
	"kpdot": {'.', 'n'},
}

// aliases maps other spellings (vim's among them) to the canonical names.
var aliases = map[string]string{
	"cr": "enter", "return": "enter", "ret": "enter",
	"escape":    "esc",
	"backspace": "bs", "bksp": "bs",
	"del": "delete", "ins": "insert",
	"pageup": "pgup", "pagedown": "pgdn", "prior": "pgup", "next": "pgdn",
	"nl": "newline", "lf": "newline", "linefeed": "newline",
	"khome": "home", "kend": "end", "kpageup": "pgup", "kpagedown": "pgdn",
	"kdel": "delete", "kins": "insert",
	"kplus": "kpplus", "kminus": "kpminus", "kmultiply": "kpmultiply",
	"kdivide": "kpdivide", "kpoint": "kpdot", "kenter": "kpenter",
	"k0": "kp0", "k1": "kp1", "k2": "kp2", "k3": "kp3", "k4": "kp4",
	"k5": "kp5", "k6": "kp6", "k7": "kp7", "k8": "kp8", "k9": "kp9",
}

// literalNames are names that stand for one printable character.
var literalNames = map[string]byte{"lt": '<', "gt": '>', "bar": '|', "bslash": '\\', "space": ' '}

// EncodeKeys turns key notation into the bytes a terminal in modes m sends,
// all keys at once (see [ParseKeys] for the notation). Nothing is returned
// with an error.
func EncodeKeys(notation string, m Modes) ([]byte, error) {
	keys, err := ParseKeys(notation)
	if err != nil {
		return nil, err
	}
	if err := CheckKeys(keys, m); err != nil {
		return nil, err
	}
	var out []byte
	for _, k := range keys {
		out = append(out, k.Encode(m)...)
	}
	return out, nil
}

// A Key is one key of key notation: a character, or a <name> with its
// modifiers. What a terminal sends for it may depend on the terminal's
// modes (the cursor keys in application mode), so it is encoded when it is
// pressed, by [Key.Encode].
type Key struct {
	notation string // the character, or the name without its angle brackets
	named    bool
}

// ParseKeys splits key notation into its keys, in order. Plain characters
// stand for themselves, one key each (a character of several bytes is
// one key); <name> is one key. A '<' that does not start a <name> (no
// closing '>' before a space or another '<') is literal. Every name is
// checked: with an error (ErrUnknownKey) no key is returned.
func ParseKeys(notation string) ([]Key, error) {
	var out []Key
	for i := 0; i < len(notation); {
		if notation[i] == '<' {
			if end := nameEnd(notation, i); end > 0 {
				name := notation[i+1 : end]
				if _, err := encodeName(name, anyMouse); err != nil {
					return nil, err
				}
				out = append(out, Key{notation: name, named: true})
				i = end + 1
				continue
			}
		}
		_, n := utf8.DecodeRuneInString(notation[i:])
		out = append(out, Key{notation: notation[i : i+n]})
		i += n
	}
	return out, nil
}

// anyMouse are modes in which every mouse event ParseKeys reads is
// reported: whether the program turned the mouse on, and on which screen,
// is known when the event is pressed ([CheckKeys]).
var anyMouse = Modes{MouseTracking: MouseNormal, MouseEncoding: MouseSGR}

// CheckKeys reports the first of keys a terminal in modes m would not
// send: a mouse event where the program has not turned reporting on
// (ErrMouseOff), or one off the screen or past what its encoding reaches
// (ErrMouseWhere). Check keys before pressing them: [Key.Encode] has no
// error to give.
func CheckKeys(keys []Key, m Modes) error {
	for _, k := range keys {
		if k.named {
			if _, err := encodeName(k.notation, m); err != nil {
				return err
			}
		}
	}
	return nil
}

// Encode returns the bytes a terminal in modes m sends for the key:
// nothing for a mouse event m does not report (see [CheckKeys]).
func (k Key) Encode(m Modes) []byte {
	if !k.named {
		return []byte(k.notation)
	}
	seq, _ := encodeName(k.notation, m) // checked by ParseKeys: modes make no name unknown, only a mouse event unsent
	return seq
}

// String returns the key in key notation.
func (k Key) String() string {
	switch {
	case k.named:
		return "<" + k.notation + ">"
	case k.notation == "<":
		return "<lt>"
	}
	return k.notation
}

// nameEnd returns the index of the '>' that closes a <name> starting at i, or
// -1 when the '<' is literal. A name has no length limit: a long one is
// unknown, not typed as text (<ctrl-ctrl-…-c> is refused however long).
// The scan stops at the next '<', so all of them cost one pass.
func nameEnd(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '>':
			if j == i+1 {
				return -1 // "<>"
			}
			return j
		case '<', ' ', '\t', '\n', '\r':
			return -1
		}
	}
	return -1
}

// modifierHelp names the modifiers, for an error about one.
const modifierHelp = "the modifiers are ctrl- (C-, c-, control-), alt- (M-, A-, a-, meta-) and shift- (S-, s-), each at most once, before the key"

func encodeName(name string, m Modes) ([]byte, error) {
	shown := shownName(name)
	unknown := func() error {
		return fmt.Errorf("%w <%s>", ErrUnknownKey, shown)
	}
	badMod := func(format string, args ...any) error {
		return fmt.Errorf("%w <%s>: %s; %s", ErrUnknownKey, shown, fmt.Sprintf(format, args...), modifierHelp)
	}
	var md mods
	key := name
	// Split modifiers off the front: ctrl-, c-, alt-, a-, m-, meta-, shift-,
	// s-; each once (<ctrl-ctrl-c> is no key).
	for {
		prefix, rest, ok := strings.Cut(key, "-")
		if !ok || rest == "" {
			break
		}
		var set *bool
		var canon string
		switch strings.ToLower(prefix) {
		case "ctrl", "control", "c":
			set, canon = &md.ctrl, "ctrl"
		case "alt", "a", "m", "meta":
			set, canon = &md.alt, "alt"
		case "shift", "s":
			set, canon = &md.shift, "shift"
		default:
			return nil, badMod("\"%s\" is not a modifier", shownName(prefix+"-"))
		}
		if *set {
			return nil, badMod("%s- is given twice", canon)
		}
		*set = true
		key = rest
	}
	if kind, at, ok := strings.Cut(key, ":"); ok && len(key) > 1 {
		if seq, ok, err := encodeMouse(kind, at, md, m); ok {
			return seq, err
		}
	}
	if utf8.RuneCountInString(key) == 1 {
		if md.shift && !isLetter(key) || md.shift && md.ctrl {
			// A terminal sends the same bytes with shift as without.
			return nil, badMod("shift- changes only a letter without ctrl- (and tab, the cursor, editing and function keys)")
		}
		return encodeChar(key, md, unknown)
	}
	lk := strings.ToLower(key)
	if a, ok := aliases[lk]; ok {
		lk = a
	}
	if b, ok := literalNames[lk]; ok {
		if md.shift {
			return nil, badMod("shift- does not change <%s>: a terminal sends the same bytes with it as without", lk)
		}
		return encodeChar(string(b), md, unknown)
	}
	var seq []byte
	switch {
	case lk == "enter":
		seq = []byte{'\r'}
	case lk == "newline":
		seq = []byte{'\n'}
	case lk == "tab":
		if md.shift {
			md.shift = false
			seq = []byte("\x1b[Z")
		} else {
			seq = []byte{'\t'}
		}
	case lk == "esc":
		seq = []byte{0x1b}
	case lk == "bs":
		if md.ctrl {
			md.ctrl = false
			seq = []byte{0x08}
		} else {
			seq = []byte{0x7f}
		}
	case lk == "nul":
		seq = []byte{0}
	case cursorKeys[lk] != 0:
		final := cursorKeys[lk]
		switch {
		case md.param() > 1:
			seq = fmt.Appendf(nil, "\x1b[1;%d%c", md.param(), final)
		case m.AppCursor:
			seq = []byte{0x1b, 'O', final}
		default:
			seq = []byte{0x1b, '[', final}
		}
		return seq, nil
	case tildeKeys[lk] != 0:
		n := strconv.Itoa(tildeKeys[lk])
		if p := md.param(); p > 1 {
			return []byte("\x1b[" + n + ";" + strconv.Itoa(p) + "~"), nil
		}
		return []byte("\x1b[" + n + "~"), nil
	case ss3Keys[lk] != 0:
		if p := md.param(); p > 1 {
			return fmt.Appendf(nil, "\x1b[1;%d%c", p, ss3Keys[lk]), nil
		}
		return []byte{0x1b, 'O', ss3Keys[lk]}, nil
	default:
		kp, ok := keypadKeys[lk]
		if !ok {
			return nil, unknown()
		}
		if m.AppKeypad {
			seq = []byte{0x1b, 'O', kp[1]}
		} else {
			seq = []byte{kp[0]}
		}
	}
	// Enter, Tab, Esc, BS and keypad keys: only Alt changes them (and
	// shift tab, ctrl bs, taken above); another modifier would be dropped.
	if md.ctrl || md.shift {
		which := "ctrl"
		if md.shift {
			which = "shift"
		}
		return nil, badMod("%s- does not change <%s>: a terminal sends the same bytes with it as without (only alt- does)", which, lk)
	}
	if md.alt {
		seq = append([]byte{0x1b}, seq...)
	}
	return seq, nil
}

// encodeChar encodes one character with modifiers: Ctrl makes a control
// code, Shift an upper-case letter, Alt an ESC prefix.
func encodeChar(ch string, md mods, unknown func() error) ([]byte, error) {
	seq := []byte(ch)
	if md.shift && len(ch) == 1 {
		seq = []byte(strings.ToUpper(ch))
	}
	if md.ctrl {
		if len(ch) != 1 {
			return nil, unknown()
		}
		code, ok := ctrlCode(ch[0])
		if !ok {
			return nil, unknown()
		}
		seq = []byte{code}
	}
	if md.alt {
		seq = append([]byte{0x1b}, seq...)
	}
	return seq, nil
}

// shownName is a key name for an error message: spelled out (spell.Out),
// and cut after maxShownName bytes, saying how long it is.
func shownName(name string) string {
	if len(name) <= maxShownName {
		return spell.Out(name)
	}
	cut := maxShownName
	for cut > 0 && !utf8.RuneStart(name[cut]) {
		cut--
	}
	return spell.Out(name[:cut]) + "… (" + strconv.Itoa(len(name)) + " bytes)"
}

// maxShownName bounds a key name in an error message.
const maxShownName = 40

// isLetter reports whether ch is one ASCII letter, which shift- changes.
func isLetter(ch string) bool {
	return len(ch) == 1 && (ch[0] >= 'a' && ch[0] <= 'z' || ch[0] >= 'A' && ch[0] <= 'Z')
}

// ctrlCode is the byte Ctrl+c sends on an xterm.
func ctrlCode(c byte) (byte, bool) {
	switch {
	case c >= 'a' && c <= 'z':
		return c - 'a' + 1, true
	case c >= 'A' && c <= 'Z':
		return c - 'A' + 1, true
	}
	switch c {
	case '@', ' ', '2':
		return 0, true
	case '[', '3':
		return 0x1b, true
	case '\\', '4':
		return 0x1c, true
	case ']', '5':
		return 0x1d, true
	case '^', '6', '~':
		return 0x1e, true
	case '_', '7', '/', '-':
		return 0x1f, true
	case '?', '8':
		return 0x7f, true
	}
	return 0, false
}
