package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// screenText is the page's screen as text, row by row.
const screenText = `[...document.querySelectorAll('#screen .row')].map(r => r.textContent.replace(/\s+$/, '')).join('\n')`

// A person opens the page in a real browser, sees a vim session's screen
// as agentty's emulator has it (text and a coloured cell's colour), sees it
// follow the agent's keys, takes it over and types through real key
// events while the agent's input tools are refused, and hands it back: the
// agent's next result says so, with the revisions.
func TestBrowserVim(t *testing.T) {
	sessiontest.Need(t, "vim")
	r := newRig(t, session.Config{})
	dir := t.TempDir()
	sessiontest.WriteFile(t, filepath.Join(dir, "notes.txt"), "buy milk\ncall Ann\n")
	a := r.agent(mcp.ClientCapabilities{})
	var v tools.Screen
	a.screen("open_session", map[string]any{"argv": []string{"vim", "-u", "NONE", "-N", "notes.txt"}, "cwd": dir, "cols": 80, "rows": 24}, &v)
	// An error message: vim shows it in ErrorMsg's colours (white on red).
	a.screen("send_keys", map[string]any{"session_id": v.SessionID, "keys": ":nosuchcommand<enter>", "delta": false}, &v)
	if !strings.Contains(strings.Join(v.Lines, "\n"), "E492") {
		t.Fatalf("no E492 on the screen:\n%s", strings.Join(v.Lines, "\n"))
	}

	b := newBrowser(t)
	r.login(b)
	b.until(pageWait, "the list to show the session", fmt.Sprintf(`!!document.querySelector('#sessions tr[data-id=%q]')`, v.SessionID))
	row := eval[string](b, fmt.Sprintf(`document.querySelector('#sessions tr[data-id=%q]').textContent`, v.SessionID))
	if !strings.Contains(row, "vim") || !strings.Contains(row, "editor") {
		t.Errorf("list row %q lacks the program and mode", row)
	}
	b.run("open the session", chromedp.Click(chromedp.CSS(fmt.Sprintf(`#sessions tr[data-id=%q]`, v.SessionID))))
	b.until(pageWait, "the screen to show the file", `document.querySelector('#screen').textContent.includes('call Ann')`)

	// The page's text is the agent's, row for row.
	text := eval[string](b, screenText)
	got := strings.Split(text, "\n")
	read := readScreen(a, v.SessionID)
	for i, want := range read.Lines {
		if i >= len(got) || got[i] != want {
			t.Fatalf("page row %d = %q, agent reads %q\npage:\n%s", i, at(got, i), want, text)
		}
	}
	// The coloured cell: the span holding E492 has vim's ErrorMsg
	// background, xterm's red (colour 1, #cd0000), as the picture has it.
	bg := eval[string](b, `(() => { const s = [...document.querySelectorAll('#screen span')].find(s => s.textContent.includes('E492')); return s ? getComputedStyle(s).backgroundColor : 'none' })()`)
	fg := eval[string](b, `(() => { const s = [...document.querySelectorAll('#screen span')].find(s => s.textContent.includes('E492')); return s ? getComputedStyle(s).color : 'none' })()`)
	if bg != "rgb(205, 0, 0)" || fg != "rgb(255, 255, 255)" {
		t.Errorf("E492's cell is %s on %s, want white rgb(255, 255, 255) on red rgb(205, 0, 0)", fg, bg)
	}

	// The agent types: the page follows.
	a.screen("send_keys", map[string]any{"session_id": v.SessionID, "keys": "ggOfrom the agent<esc>"}, &v)
	b.until(pageWait, "the agent's text on the page", `document.querySelector('#screen').textContent.includes('from the agent')`)

	// Take over: the agent's input is refused, reading works.
	b.run("take over", chromedp.Click(chromedp.CSS("#take")))
	b.until(pageWait, "the page to hold the session", `!document.querySelector('#give').hidden`)
	res := a.call("send_keys", map[string]any{"session_id": v.SessionID, "keys": "x"})
	if !res.IsError || !strings.Contains(tools.Text(res), "a person has taken over session "+v.SessionID+" from a browser") {
		t.Errorf("send_keys while taken over: isError %v: %s", res.IsError, tools.Text(res))
	}
	before := readScreen(a, v.SessionID)
	if len(before.Attached) != 1 || before.Attached[0].Who != "browser" || !before.Attached[0].Exclusive {
		t.Errorf("read_screen while taken over: attached %+v", before.Attached)
	}
	// Real key events: 0 (line start), i, h e l l o, Escape; then an arrow.
	b.run("type", chromedp.Focus(chromedp.CSS("#term")), chromedp.KeyEvent("0"), chromedp.KeyEvent("ihello"), chromedp.KeyEvent(kb.Escape))
	defer func() {
		if t.Failed() {
			t.Logf("hint: %s\nscreen:\n%s\nactive: %s", eval[string](b, `document.querySelector('#hint').textContent`), eval[string](b, screenText), eval[string](b, `document.activeElement.id`))
		}
	}()
	b.until(pageWait, "hello on the page", `document.querySelector('#screen').textContent.includes('hellofrom the agent')`)
	b.run("type", chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent("A!"), chromedp.KeyEvent(kb.Escape))
	b.until(pageWait, "the arrow's effect on the page", `document.querySelector('#screen').textContent.includes('buy milk!')`)
	var after tools.Screen
	sessiontest.Eventually(t, time.Minute, "vim back in normal mode after the person's <esc>", func() bool {
		after = readScreen(a, v.SessionID)
		return strings.Contains(after.ModeDetail, "normal")
	})
	if !strings.Contains(strings.Join(after.Lines, "\n"), "hellofrom the agent") || !strings.Contains(strings.Join(after.Lines, "\n"), "buy milk!") {
		t.Errorf("the agent does not read what the person typed:\n%s", strings.Join(after.Lines, "\n"))
	}

	if p := screenshotTo(); p != "" {
		ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
		shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, shot, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// Hand back: the agent's next result says so, and what changed.
	b.run("hand back", chromedp.Click(chromedp.CSS("#give")))
	b.until(pageWait, "the page to give the session back", `!document.querySelector('#take').hidden`)
	res = a.screen("send_keys", map[string]any{"session_id": v.SessionID, "keys": "u"}, &v)
	hb := v.HandedBack
	if hb == nil || hb.Who != "browser" || hb.ToRevision <= hb.FromRevision {
		t.Fatalf("the first result after hand back: handed_back %+v", hb)
	}
	if txt := tools.Text(res); !strings.Contains(txt, "handed back by the person at a browser") || !strings.Contains(txt, fmt.Sprintf("rev %d to %d", hb.FromRevision, hb.ToRevision)) {
		t.Errorf("text header lacks the hand-back: %s", strings.SplitN(txt, "\n", 2)[0])
	}
	if again := readScreen(a, v.SessionID); again.HandedBack != nil {
		t.Errorf("handed_back repeated: %+v", again.HandedBack)
	}
	for _, p := range v.Attached {
		if p.Exclusive {
			t.Errorf("still taken over after hand back: %+v", v.Attached)
		}
	}
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return "<none>"
}

// readScreen reads the whole screen (since_revision 0), changed or not.
func readScreen(a *agent, id string) tools.Screen {
	a.t.Helper()
	var v tools.Screen
	a.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0}, &v)
	return v
}

// The page scrolls the session's history, and saves the screen as a PNG
// drawn from the same cells.
func TestBrowserHistoryAndPicture(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	r := newRig(t, session.Config{})
	a := r.agent(mcp.ClientCapabilities{})
	var v tools.Screen
	a.screen("open_session", map[string]any{"cols": 60, "rows": 10}, &v)
	var rr tools.RunResult
	a.screen("run_command", map[string]any{"session_id": v.SessionID, "command": "seq 1 300"}, &rr)
	b := newBrowser(t)
	r.login(b)
	b.run("open the session", chromedp.Navigate(r.page.URL()+"/#"+v.SessionID))
	b.until(pageWait, "the screen", `document.querySelector('#screen').textContent.includes('300')`)
	b.until(pageWait, "the history", `[...document.querySelectorAll('#history div')].some(d => d.textContent === '1')`)
	// Scrolled to the bottom: the screen shows; scrolled up, the history.
	eval[float64](b, `(() => { const t = document.querySelector('#term'); t.scrollTop = 0; return t.scrollTop })()`)
	bottom := eval[float64](b, `(() => { const t = document.querySelector('#term'); return t.scrollHeight - t.clientHeight })()`)
	if bottom <= 0 {
		t.Errorf("the terminal does not scroll: %v", bottom)
	}
	first := eval[string](b, `(() => { const t = document.querySelector('#term'); const r = t.getBoundingClientRect(); const e = document.elementFromPoint(r.left + 10, r.top + 10); return e ? e.textContent : '' })()`)
	if strings.TrimSpace(first) == "" {
		t.Errorf("nothing at the top of the scrolled-up terminal")
	}
	// The picture, fetched as the PNG button does.
	size := eval[string](b, `api(document.querySelector('#png').dataset.src).then(r => r.arrayBuffer()).then(b => { const d = new DataView(b); return [d.getUint32(0).toString(16), d.getUint32(16), d.getUint32(20)].join(' ') })`)
	// A 60x10 screen at 8x17 pixels a cell.
	if want := "89504e47 480 170"; size != want {
		t.Errorf("the PNG's signature and size are %q, want %q", size, want)
	}
	download := eval[string](b, `document.querySelector('#png').dataset.name`)
	if download != "agentty-"+v.SessionID+".png" {
		t.Errorf("the PNG link downloads %q", download)
	}
}
