package emulator

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestEncodeKeys(t *testing.T) {
	app := Modes{AppCursor: true, AppKeypad: true}
	tests := []struct {
		in    string
		modes Modes
		want  string
	}{
		{"ls -l<enter>", Modes{}, "ls -l\r"},
		{"<CR><cr><Return>", Modes{}, "\r\r\r"},
		{"<esc>:wq<Enter>", Modes{}, "\x1b:wq\r"},
		{"<Esc>", Modes{}, "\x1b"},
		{"<tab><s-tab><shift-tab>", Modes{}, "\t\x1b[Z\x1b[Z"},
		{"<bs><BS><backspace><c-bs>", Modes{}, "\x7f\x7f\x7f\x08"},
		{"<space><Space><lt><gt><bar><bslash>", Modes{}, "  <>|\\"},
		{"<ctrl-c><C-c><c-C><CTRL-D><C-[><C-@><c-\\><c-]><c-_><c-?>", Modes{}, "\x03\x03\x03\x04\x1b\x00\x1c\x1d\x1f\x7f"},
		{"<alt-x><M-x><A-x><meta-.>", Modes{}, "\x1bx\x1bx\x1bx\x1b."},
		{"<C-M-x>", Modes{}, "\x1b\x18"},
		{"<S-a>", Modes{}, "A"},
		{"<up><down><right><left><home><end>", Modes{}, "\x1b[A\x1b[B\x1b[C\x1b[D\x1b[H\x1b[F"},
		{"<up><down><right><left><home><end>", app, "\x1bOA\x1bOB\x1bOC\x1bOD\x1bOH\x1bOF"},
		{"<ctrl-left><s-right><alt-up><c-s-down>", app, "\x1b[1;5D\x1b[1;2C\x1b[1;3A\x1b[1;6B"},
		{"<pgup><pgdn><PageUp><insert><delete><del>", Modes{}, "\x1b[5~\x1b[6~\x1b[5~\x1b[2~\x1b[3~\x1b[3~"},
		{"<c-delete><s-pgdn>", Modes{}, "\x1b[3;5~\x1b[6;2~"},
		{"<f1><F4><f5><f12><s-f1><c-f5>", Modes{}, "\x1bOP\x1bOS\x1b[15~\x1b[24~\x1b[1;2P\x1b[15;5~"},
		{"<kp1><kpenter><kpplus>", Modes{}, "1\r+"},
		{"<kp1><kpenter><kpplus>", app, "\x1bOq\x1bOM\x1bOk"},
		{"a<b", Modes{}, "a<b"},
		{"x < y and <>", Modes{}, "x < y and <>"},
		{"<<enter>", Modes{}, "<\r"},
		{"if a<b then<enter>", Modes{}, "if a<b then\r"},
		{"日本<enter>", Modes{}, "日本\r"},
		{"<C-->", Modes{}, "\x1f"},
	}
	for _, tt := range tests {
		got, err := EncodeKeys(tt.in, tt.modes)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if string(got) != tt.want {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestEncodeKeysUnknown(t *testing.T) {
	for _, in := range []string{"<bogus>", "abc<bogus>", "<ctrl-é>", "<hyper-x>", "<f13>", "<ctrl-1>", "<" + strings.Repeat("x", 1000) + ">"} {
		got, err := EncodeKeys(in, Modes{})
		if !errors.Is(err, ErrUnknownKey) || got != nil {
			t.Errorf("%q: got %q, %v; want ErrUnknownKey and nothing", in, got, err)
		}
	}
}

// A modifier given twice, one that is none, and one the key does not
// take (a terminal would send the same bytes without it) are refused,
// naming the modifiers; nothing is encoded.
func TestEncodeKeysModifiers(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"<ctrl-ctrl-c>", "ctrl- is given twice"},
		{"<c-ctrl-x>", "ctrl- is given twice"},
		{"<alt-meta-x>", "alt- is given twice"},
		{"<M-a-x>", "alt- is given twice"},
		{"<s-shift-tab>", "shift- is given twice"},
		{"<ctrl-alt-ctrl-left>", "ctrl- is given twice"},
		{"<hyper-x>", `"hyper-" is not a modifier`},
		{"<super-c>", `"super-" is not a modifier`},
		{"<ctrl-enter>", "ctrl- does not change <enter>"},
		{"<shift-enter>", "shift- does not change <enter>"},
		{"<S-Esc>", "shift- does not change <esc>"},
		{"<ctrl-tab>", "ctrl- does not change <tab>"},
		{"<shift-bs>", "shift- does not change <bs>"},
		{"<c-kp1>", "ctrl- does not change <kp1>"},
		{"<shift-space>", "shift- does not change <space>"},
		{"<shift-1>", "shift- changes only a letter"},
		{"<ctrl-shift-a>", "shift- changes only a letter without ctrl-"},
		// However long the name: never typed as text.
		{"<ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-c>", "ctrl- is given twice"},
		{"<C-" + strings.Repeat("M-", 40) + "x>", "alt- is given twice"},
		{"<" + strings.Repeat("hyper", 20) + "-x>", `"hyperhyperhyperhyperhyperhyperhyperhyper… (101 bytes)" is not a modifier`},
		{"<c-\x1b[2J-x>", `"\x1b[2J-" is not a modifier`},
	} {
		got, err := EncodeKeys("ok"+tt.in, Modes{})
		if !errors.Is(err, ErrUnknownKey) || got != nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "the modifiers are ctrl-") {
			t.Errorf("%q: got %q, %v; want a refusal saying %q and naming the modifiers", tt.in, got, err, tt.want)
		}
	}
}

// FuzzKeys: any notation either encodes or is refused with ErrUnknownKey
// (or, for a mouse event, ErrMouseOff or ErrMouseWhere); text without '<'
// passes through unchanged.
func FuzzKeys(f *testing.F) {
	for _, s := range []string{"ls<enter>", "<C-c>", "<up><alt-x>", "a<b", "<<>>", "<c-->", "日本<esc>", "<click:3,4>", "<c-wheelup:0,300>"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, in string, app bool) {
		m := Modes{AppCursor: app, AppKeypad: app}
		if app {
			m.MouseTracking, m.MouseEncoding, m.Cols, m.Rows = MouseNormal, MouseURXVT, 80, 24
		}
		got, err := EncodeKeys(in, m)
		if err != nil {
			if !(errors.Is(err, ErrUnknownKey) || errors.Is(err, ErrMouseOff) || errors.Is(err, ErrMouseWhere)) || got != nil {
				t.Fatalf("%q: %q, %v", in, got, err)
			}
			return
		}
		if !strings.Contains(in, "<") && !bytes.Equal(got, []byte(in)) {
			t.Fatalf("%q changed to %q", in, got)
		}
		keys, err := ParseKeys(in)
		if err != nil {
			t.Fatalf("%q encodes but does not parse: %v", in, err)
		}
		var each []byte
		for _, k := range keys {
			each = append(each, k.Encode(Modes{AppCursor: app, AppKeypad: app})...)
		}
		if !bytes.Equal(each, got) {
			t.Fatalf("%q: key by key %q, at once %q", in, each, got)
		}
	})
}

// TestParseKeys: each character (of any length in bytes) and each <name>
// is one key, and a key is encoded for the modes it is pressed in.
func TestParseKeys(t *testing.T) {
	tests := []struct {
		in   string
		want []string // each key's notation
	}{
		{"jj", []string{"j", "j"}},
		{"3j", []string{"3", "j"}},
		{"<down><down>", []string{"<down>", "<down>"}},
		{"日本<enter>", []string{"日", "本", "<enter>"}},
		{"a<b", []string{"a", "<lt>", "b"}},
		{"<esc>:wq<CR>", []string{"<esc>", ":", "w", "q", "<CR>"}},
		{"<C-c>x", []string{"<C-c>", "x"}},
		{"\xffz", []string{"\xff", "z"}},
	}
	for _, tt := range tests {
		keys, err := ParseKeys(tt.in)
		if err != nil {
			t.Fatalf("%q: %v", tt.in, err)
		}
		var got []string
		for _, k := range keys {
			got = append(got, k.String())
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%q: keys %q, want %q", tt.in, got, tt.want)
		}
	}
	keys, _ := ParseKeys("<up>")
	if got := string(keys[0].Encode(Modes{})); got != "\x1b[A" {
		t.Errorf("<up> in normal mode: %q", got)
	}
	if got := string(keys[0].Encode(Modes{AppCursor: true})); got != "\x1bOA" {
		t.Errorf("<up> in application mode: %q", got)
	}
	if keys, err := ParseKeys("ab<bogus>"); !errors.Is(err, ErrUnknownKey) || keys != nil {
		t.Errorf("an unknown name: %v, %v; want ErrUnknownKey and no keys", keys, err)
	}
}
