package emulator

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/rivo/uniseg"
)

// Reference emulators for the differential tests (differential_test.go):
// xterm.js headless, run by node, and tmux, driven through control mode.
// Both take a byte stream in chunks and give back a diffScreen: every
// cell's text and, where the reference shows them, its attributes, the
// cursor, and whether the alternate screen is shown.

// diffScreen is a screen as the differential tests compare it.
type diffScreen struct {
	cols, rows int
	cells      [][]diffCell // [row][col]
	cursor     [2]int       // row, column; a pending wrap shows as the last column
	alt        bool

	// The window title and the hyperlinks' URIs by cell ([row, column]),
	// where the reference shows them (xterm.js; not tmux, whose title
	// the tests use as a marker): compared by the strings' tests alone.
	title string
	links map[[2]int]string
}

// diffCell is one cell. text is " " for a blank cell and "" for the second
// half of a wide character. attrs is a canonical key of the cell's colours
// and attributes (see attrKey), "" when the reference does not show them
// (and always for a wide character's second half).
type diffCell struct {
	text  string
	attrs string
}

func newDiffScreen(cols, rows int) diffScreen {
	s := diffScreen{cols: cols, rows: rows, cells: make([][]diffCell, rows)}
	for y := range s.cells {
		s.cells[y] = make([]diffCell, cols)
		for x := range s.cells[y] {
			s.cells[y][x] = diffCell{text: " "}
		}
	}
	return s
}

// rowText is row y's text, trailing blanks trimmed, as Snapshot shows it.
func (s *diffScreen) rowText(y int) string {
	var b strings.Builder
	for _, c := range s.cells[y] {
		b.WriteString(c.text)
	}
	return strings.TrimRight(b.String(), " ")
}

// link records that the cell at row y, column x is in a hyperlink to uri.
func (s *diffScreen) link(y, x int, uri string) {
	if s.links == nil {
		s.links = map[[2]int]string{}
	}
	s.links[[2]int{y, x}] = uri
}

// unknownText is the text of a cell a reference cannot show.
const unknownText = "\x00"

// attrKey is the canonical form of a cell's colours and attributes:
// "FG BG FLAGS UNDERLINE UL", a colour being d (default), pN (palette entry
// N, whether set as one of the 16 or one of the 256) or rRRGGBB, FLAGS the
// letters of bold (b), faint (f), italic (i), blink (k), reverse (r),
// hidden (h) and strikethrough (s), or "-", and UNDERLINE the underline
// style: 0 none, 1 single, 2 double, 3 curly, 4 dotted, 5 dashed.
func attrKey(fg, bg, ul, flags string, underline int) string {
	if flags == "" {
		flags = "-"
	}
	if underline == 0 {
		ul = "d" // an underline colour shows only on an underline
	}
	return fmt.Sprintf("%s %s %s %d %s", fg, bg, flags, underline, ul)
}

// plainAttrs is the key of a cell with no colours or attributes.
var plainAttrs = attrKey("d", "d", "d", "", 0)

// agenttyScreen feeds chunks to a new terminal and returns its screen
// and how many faults it recovered.
func agenttyScreen(cols, rows int, chunks [][]byte) (diffScreen, int) {
	term := New(cols, rows, 0)
	term.DiscardReplies()
	defer term.Close()
	for _, c := range chunks {
		_, _ = term.Write(c)
	}
	return termScreen(term), term.Faults()
}

// termScreen is a terminal's screen, cell by cell.
func termScreen(term *Terminal) diffScreen {
	snap := term.Snapshot()
	cols, rows := snap.Cols, snap.Rows
	s := newDiffScreen(cols, rows)
	s.cursor = [2]int{snap.Cursor.Row, snap.Cursor.Col}
	s.alt = snap.AltScreen
	s.title = snap.Title
	var row []screen.Cell
	for y := range rows {
		row = term.scr.Row(y, row[:0])
		for x, c := range row {
			if c.Link != "" {
				s.link(y, x, c.Link)
			}
			switch {
			case c.Width == 0:
				s.cells[y][x] = diffCell{}
			case c.Text == "":
				s.cells[y][x] = diffCell{text: " ", attrs: styleKey(c.Style)}
			default:
				s.cells[y][x] = diffCell{text: c.Text, attrs: styleKey(c.Style)}
			}
		}
	}
	return s
}

// attrCache holds the keys of styles met before; most cells share a few.
var attrCache sync.Map // screen.Style, uv.Style or string -> string

// styleKey is the attrKey of a style of the engine.
func styleKey(st screen.Style) string {
	if st == (screen.Style{}) {
		return plainAttrs
	}
	if k, ok := attrCache.Load(st); ok {
		return k.(string)
	}
	var f strings.Builder
	for _, a := range []struct {
		a screen.Attr
		c byte
	}{{screen.Bold, 'b'}, {screen.Faint, 'f'}, {screen.Italic, 'i'}, {screen.Blink | screen.RapidBlink, 'k'},
		{screen.Reverse, 'r'}, {screen.Conceal, 'h'}, {screen.Strike, 's'}} {
		if st.Attrs&a.a != 0 {
			f.WriteByte(a.c)
		}
	}
	k := attrKey(screenColour(st.Fg), screenColour(st.Bg), screenColour(st.UnderlineColor), f.String(), int(st.Underline))
	attrCache.Store(st, k)
	return k
}

func screenColour(c screen.Color) string {
	if n, ok := c.Palette(); ok {
		return fmt.Sprintf("p%d", n)
	}
	if r, g, b, ok := c.RGB(); ok {
		return fmt.Sprintf("r%02x%02x%02x", r, g, b)
	}
	return "d"
}

// requirePrograms reports whether a missing reference must fail the test.
func requirePrograms() bool { return os.Getenv("AGENTTY_REQUIRE_PROGRAMS") == "1" }

// xtermDir holds the node script and, once installed, its dependency.
const xtermDir = "testdata/xterm"

// xtermRef is a node process running testdata/xterm/screen.js. Requests go
// one at a time.
type xtermRef struct {
	mu      sync.Mutex // guards the pipes' use: one request in flight
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	version string
}

// startXterm starts the node process, or returns nil with the reason it
// cannot (node or the npm package missing).
func startXterm(t testing.TB) (*xtermRef, string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, "node is not installed"
	}
	pkg := filepath.Join(xtermDir, "node_modules", "@xterm", "headless", "package.json")
	data, err := os.ReadFile(pkg)
	if err != nil {
		return nil, "@xterm/headless is not installed (run: npm ci --prefix emulator/testdata/xterm)"
	}
	var meta struct{ Version string }
	_ = json.Unmarshal(data, &meta)
	cmd := exec.Command(node, "screen.js")
	cmd.Dir = xtermDir
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	x := &xtermRef{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20), version: "xterm.js " + meta.Version}
	t.Cleanup(func() {
		_ = in.Close() // node ends at the end of its input
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	return x, ""
}

// request sends one request and decodes the answer into v.
func (x *xtermRef) request(req any, v any) error {
	line, err := json.Marshal(req)
	if err != nil {
		return err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if _, err := x.in.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("xterm.js: %w", err)
	}
	ans, err := x.out.ReadBytes('\n')
	if err != nil {
		return fmt.Errorf("xterm.js: %w", err)
	}
	var e struct{ Error string }
	if json.Unmarshal(ans, &e) == nil && e.Error != "" {
		return fmt.Errorf("xterm.js: %s", e.Error)
	}
	return json.Unmarshal(ans, v)
}

func (x *xtermRef) screen(cols, rows int, chunks [][]byte) (diffScreen, error) {
	req := struct {
		Cols   int      `json:"cols"`
		Rows   int      `json:"rows"`
		Chunks []string `json:"chunks"`
	}{Cols: cols, Rows: rows}
	for _, c := range chunks {
		req.Chunks = append(req.Chunks, base64.StdEncoding.EncodeToString(c))
	}
	var ans struct {
		Cursor [2]int
		Alt    bool
		Title  string
		Rows   []struct {
			T []string
			A [][2]json.RawMessage
			L [][2]json.RawMessage
		}
	}
	if err := x.request(req, &ans); err != nil {
		return diffScreen{}, err
	}
	if len(ans.Rows) != rows {
		return diffScreen{}, fmt.Errorf("xterm.js: %d rows, want %d", len(ans.Rows), rows)
	}
	s := newDiffScreen(cols, rows)
	s.cursor = [2]int{ans.Cursor[0], min(ans.Cursor[1], cols-1)}
	s.alt = ans.Alt
	s.title = ans.Title
	for y, r := range ans.Rows {
		if len(r.T) != cols {
			return diffScreen{}, fmt.Errorf("xterm.js: row %d has %d cells, want %d", y, len(r.T), cols)
		}
		for _, l := range r.L {
			var x int
			var uri string
			if json.Unmarshal(l[0], &x) != nil || json.Unmarshal(l[1], &uri) != nil {
				return diffScreen{}, fmt.Errorf("xterm.js: bad link %s", l)
			}
			s.link(y, x, uri)
		}
		x := 0
		for _, run := range r.A {
			var n int
			var key string
			if json.Unmarshal(run[0], &n) != nil || json.Unmarshal(run[1], &key) != nil {
				return diffScreen{}, fmt.Errorf("xterm.js: bad attribute run %s", run)
			}
			for ; n > 0 && x < cols; n-- {
				c := &s.cells[y][x]
				switch {
				case key == "":
					c.text = ""
				default:
					if r.T[x] != "" {
						c.text = r.T[x]
					}
					c.attrs = xtermAttrs(key)
				}
				x++
			}
		}
	}
	return s, nil
}

// xtermAttrs turns screen.js's fgMode/fg/bgMode/bg/flags/ulStyle/ulMode/ul
// into an attrKey.
func xtermAttrs(key string) string {
	if k, ok := attrCache.Load(key); ok {
		return k.(string)
	}
	f := strings.Split(key, "/")
	if len(f) != 8 {
		return "bad:" + key
	}
	col := func(mode, v string) string {
		n, _ := strconv.Atoi(v)
		switch mode {
		case "p":
			return fmt.Sprintf("p%d", n)
		case "r":
			return fmt.Sprintf("r%06x", n)
		}
		return "d"
	}
	under, _ := strconv.Atoi(f[5])
	k := attrKey(col(f[0], f[1]), col(f[2], f[3]), col(f[6], f[7]), f[4], under)
	attrCache.Store(key, k)
	return k
}

// tmuxRef is a private tmux server with a pool of panes, one kind per
// screen size. A pane runs cat on a FIFO the test writes streams into; a
// control-mode client attached to the pane's session sends the commands and
// sees the pane's output, which tells when tmux has parsed a stream (tmux
// hands output to control clients and parses it in the same step).
type tmuxRef struct {
	srv   *tmuxServer
	owner testing.TB // the test whose cleanup ends the panes

	mu    sync.Mutex // guards idle
	idle  map[[2]int][]*tmuxPane
	count int // panes started, for their names
}

func startTmuxRef(t testing.TB) (*tmuxRef, string) {
	t.Helper()
	path, err := exec.LookPath("tmux")
	if err != nil {
		return nil, "tmux is not installed"
	}
	return &tmuxRef{srv: startTmux(t, path), owner: t, idle: map[[2]int][]*tmuxPane{}}, ""
}

// tmuxPane is one pane and its control client. One stream at a time.
type tmuxPane struct {
	srv        *tmuxServer
	cols, rows int
	id         string // %N
	fifo       *os.File
	ctl        *exec.Cmd
	ctlIn      io.WriteCloser
	blocks     chan tmuxBlock
	attached   chan struct{} // closed once the control client is attached
	attachOnce sync.Once
	sync       int // markers written

	mu     sync.Mutex // guards output and dead
	cond   *sync.Cond
	output []byte // pane output seen since the last marker, as tmux escapes it
	dead   error
}

type tmuxBlock struct {
	lines []string
	err   bool
}

// tmuxSyncTimeout bounds the wait for tmux to take a stream or answer a
// command.
const tmuxSyncTimeout = 20 * time.Second

func (r *tmuxRef) screen(cols, rows int, chunks [][]byte) (diffScreen, error) {
	p, err := r.pane(cols, rows)
	if err != nil {
		return diffScreen{}, err
	}
	s, err := p.screen(chunks)
	if err != nil {
		return diffScreen{}, err
	}
	r.mu.Lock()
	r.idle[[2]int{cols, rows}] = append(r.idle[[2]int{cols, rows}], p)
	r.mu.Unlock()
	return s, nil
}

// pane takes an idle pane of the size, or starts one.
func (r *tmuxRef) pane(cols, rows int) (*tmuxPane, error) {
	key := [2]int{cols, rows}
	r.mu.Lock()
	if ps := r.idle[key]; len(ps) > 0 {
		p := ps[len(ps)-1]
		r.idle[key] = ps[:len(ps)-1]
		r.mu.Unlock()
		return p, nil
	}
	defer r.mu.Unlock() // one pane starts at a time
	r.count++
	return startTmuxPane(r.owner, r.srv, fmt.Sprintf("diff%d", r.count), cols, rows)
}

func startTmuxPane(t testing.TB, srv *tmuxServer, name string, cols, rows int) (*tmuxPane, error) {
	ctx, cancel := context.WithTimeout(context.Background(), tmuxSyncTimeout)
	defer cancel()
	fifo := filepath.Join(srv.dir, name+".fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		return nil, err
	}
	// Raw mode: the tty must pass LF through as LF.
	shell := "stty raw -echo && exec cat " + shQuote(fifo)
	id, err := srv.run(ctx, "new-session", "-d", "-P", "-F", "#{pane_id}", "-s", name, "-x", strconv.Itoa(cols), "-y", strconv.Itoa(rows), shell)
	if err != nil {
		return nil, err
	}
	opened := make(chan *os.File, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			f = nil
		}
		opened <- f
	}()
	var f *os.File
	select {
	case f = <-opened:
	case <-time.After(tmuxSyncTimeout):
		// Unblock the open, which waits for a reader.
		if rd, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
			if f := <-opened; f != nil {
				_ = f.Close()
			}
			_ = rd.Close()
		}
	}
	if f == nil {
		return nil, fmt.Errorf("tmux pane %s never opened its FIFO", name)
	}
	p := &tmuxPane{srv: srv, cols: cols, rows: rows, id: strings.TrimSpace(id), fifo: f, blocks: make(chan tmuxBlock, 16), attached: make(chan struct{})}
	p.cond = sync.NewCond(&p.mu)

	cmd := exec.Command(srv.path, "-u", "-L", srv.socket, "-f", srv.conf, "-C", "attach", "-t", "="+name)
	cmd.Env = tmuxEnv()
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p.ctl, p.ctlIn = cmd, in
	done := make(chan struct{})
	go func() {
		defer close(done)
		p.read(out)
	}()
	t.Cleanup(func() {
		_ = in.Close() // the control client detaches at the end of its input
		_ = f.Close()
		_ = cmd.Wait()
		<-done
	})
	select {
	case <-p.attached:
	case <-time.After(tmuxSyncTimeout):
		return nil, fmt.Errorf("tmux control client not attached in %v", tmuxSyncTimeout)
	}
	// The control client takes the pane's size unless told its own, and
	// resize-window pins the window's size (it sets window-size to manual
	// for it).
	if _, err := p.command(fmt.Sprintf("refresh-client -C %dx%d", cols, rows)); err != nil {
		return nil, err
	}
	if _, err := p.command(fmt.Sprintf("resize-window -t %s -x %d -y %d", p.id, cols, rows)); err != nil {
		return nil, err
	}
	info, err := p.command("display -p -t " + p.id + " '#{pane_width} #{pane_height}'")
	if err != nil {
		return nil, err
	}
	var w, h int
	if len(info) != 1 {
		return nil, fmt.Errorf("tmux display: %q", info)
	}
	if _, err := fmt.Sscanf(info[0], "%d %d", &w, &h); err != nil || w != cols || h != rows {
		return nil, fmt.Errorf("tmux pane is %q, want %dx%d (%v)", info[0], cols, rows, err)
	}
	return p, nil
}

func tmuxEnv() []string {
	env := []string{"LC_ALL=C.UTF-8"}
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "TMUX=") && !strings.HasPrefix(e, "TMUX_PANE=") && !strings.HasPrefix(e, "LC_ALL=") {
			env = append(env, e)
		}
	}
	return env
}

// read parses the control client's output: command blocks go to blocks,
// pane output into output.
func (p *tmuxPane) read(out io.Reader) {
	br := bufio.NewReaderSize(out, 1<<16)
	var block *tmuxBlock
	var err error
	for {
		var line []byte
		line, err = br.ReadBytes('\n')
		if err != nil {
			break
		}
		s := strings.TrimSuffix(string(line), "\n")
		switch {
		case block != nil && (strings.HasPrefix(s, "%end ") || strings.HasPrefix(s, "%error ")):
			block.err = strings.HasPrefix(s, "%error ")
			if f := strings.Fields(s); len(f) == 4 && f[3] == "1" { // sent by this client
				p.blocks <- *block
			}
			block = nil
		case block != nil:
			block.lines = append(block.lines, s)
		case strings.HasPrefix(s, "%begin "):
			block = &tmuxBlock{}
		case strings.HasPrefix(s, "%output "):
			if _, data, ok := strings.Cut(s[len("%output "):], " "); ok {
				p.mu.Lock()
				p.output = append(p.output, data...)
				p.cond.Broadcast()
				p.mu.Unlock()
			}
		case strings.HasPrefix(s, "%session-changed "):
			p.attachOnce.Do(func() { close(p.attached) })
		case strings.HasPrefix(s, "%exit"):
			err = errors.New("control client exited: " + s)
		}
		if err != nil {
			break
		}
	}
	p.mu.Lock()
	p.dead = fmt.Errorf("tmux control client: %w", err)
	p.cond.Broadcast()
	p.mu.Unlock()
	close(p.blocks)
}

// command runs one tmux command and returns its output lines.
func (p *tmuxPane) command(c string) ([]string, error) {
	if _, err := io.WriteString(p.ctlIn, c+"\n"); err != nil {
		return nil, err
	}
	select {
	case b, ok := <-p.blocks:
		if !ok {
			return nil, p.deadErr()
		}
		if b.err {
			return nil, fmt.Errorf("tmux %s: %s", c, strings.Join(b.lines, "; "))
		}
		return b.lines, nil
	case <-time.After(tmuxSyncTimeout):
		return nil, fmt.Errorf("tmux %s: no answer in %v", c, tmuxSyncTimeout)
	}
}

func (p *tmuxPane) deadErr() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dead
}

// write writes chunks to the pane, then a marker (a window title), and
// waits until tmux has parsed it.
func (p *tmuxPane) write(chunks ...[]byte) error {
	p.sync++
	marker := fmt.Sprintf("\x1b]2;sync%d\x07", p.sync)
	escaped := fmt.Sprintf(`\033]2;sync%d\007`, p.sync)
	for _, c := range chunks {
		if _, err := p.fifo.Write(c); err != nil {
			return err
		}
	}
	if _, err := p.fifo.WriteString(marker); err != nil {
		return err
	}
	deadline := time.Now().Add(tmuxSyncTimeout)
	timer := time.AfterFunc(tmuxSyncTimeout, func() {
		p.mu.Lock()
		p.cond.Broadcast()
		p.mu.Unlock()
	})
	defer timer.Stop()
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		if i := bytes.Index(p.output, []byte(escaped)); i >= 0 {
			p.output = append(p.output[:0], p.output[i+len(escaped):]...)
			return nil
		}
		if p.dead != nil {
			return p.dead
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("tmux did not show the pane's output in %v", tmuxSyncTimeout)
		}
		p.cond.Wait()
	}
}

// tmuxReset takes a used pane back to a fresh pane's state: the main
// screen (leaving the alternate one), then send-keys -R (tmux's input_reset:
// parser, pen, saved cursor, modes, margins, tabs, a blank screen). The
// 1049 pair after it leaves the cursor tmux saves for mode 1049 at the
// origin with the default pen, which is what xterm restores when no cursor
// was saved (a fresh tmux pane restores none).
var (
	tmuxLeaveAlt = []byte("\x1b[?1049l")
	tmuxSaved    = []byte("\x1b[?1049h\x1b[?1049l")
)

func (p *tmuxPane) screen(chunks [][]byte) (diffScreen, error) {
	if err := p.write(tmuxLeaveAlt); err != nil {
		return diffScreen{}, err
	}
	if _, err := p.command("send-keys -R -t " + p.id); err != nil {
		return diffScreen{}, err
	}
	if err := p.write(append([][]byte{tmuxSaved}, chunks...)...); err != nil {
		return diffScreen{}, err
	}
	info, err := p.command("display -p -t " + p.id + " '#{cursor_x} #{cursor_y} #{alternate_on}'")
	if err != nil {
		return diffScreen{}, err
	}
	capture, err := p.command("capture-pane -p -e -N -t " + p.id)
	if err != nil {
		return diffScreen{}, err
	}
	s, err := parseTmuxCapture(capture, p.cols, p.rows)
	if err != nil {
		return diffScreen{}, err
	}
	var x, y, alt int
	if len(info) != 1 {
		return diffScreen{}, fmt.Errorf("tmux display: %q", info)
	}
	if _, err := fmt.Sscanf(info[0], "%d %d %d", &x, &y, &alt); err != nil {
		return diffScreen{}, fmt.Errorf("tmux display: %q: %v", info[0], err)
	}
	s.cursor = [2]int{y, min(x, p.cols-1)}
	s.alt = alt == 1
	return s, nil
}

// parseTmuxCapture reads capture-pane -p -e -N: each row's characters with
// the SGR sequences that change the pen between them (the pen carries over
// from row to row). tmux shows a row up to its last used cell; the cells
// after it are blank, their attributes not shown.
func parseTmuxCapture(lines []string, cols, rows int) (diffScreen, error) {
	s := newDiffScreen(cols, rows)
	var pen tmuxPen
	for y := 0; y < rows && y < len(lines); y++ {
		line := lines[y]
		x := 0
		for len(line) > 0 {
			if line[0] == 0x1b {
				end := strings.IndexByte(line, 'm')
				if !strings.HasPrefix(line, "\x1b[") || end < 0 {
					return s, fmt.Errorf("tmux capture row %d: unexpected escape in %q", y, lines[y])
				}
				pen.apply(line[2:end])
				line = line[end+1:]
				continue
			}
			if line[0] == 0x0e || line[0] == 0x0f { // SO/SI around line-drawing cells
				line = line[1:]
				continue
			}
			g, rest, w, _ := uniseg.FirstGraphemeClusterInString(line, -1)
			line = rest
			if x >= cols {
				// tmux can leave a row longer than the screen (insert mode
				// pushing a wide character over the edge): it shows no
				// reliable cells for it.
				for x := range s.cells[y] {
					s.cells[y][x] = diffCell{text: unknownText}
				}
				break
			}
			s.cells[y][x] = diffCell{text: g, attrs: pen.key()}
			x++
			for ; w > 1 && x < cols; w-- {
				s.cells[y][x] = diffCell{text: ""}
				x++
			}
		}
		for ; x < cols && line == ""; x++ {
			s.cells[y][x] = diffCell{text: " "}
		}
	}
	return s, nil
}

// tmuxPen follows the SGR sequences capture-pane -e writes.
type tmuxPen struct {
	fg, bg, ul string
	flags      [7]bool // b f i k r h s
	under      int
	k          string // the key, once asked for, until the pen changes
}

func (p *tmuxPen) key() string {
	if p.k == "" {
		p.k = p.makeKey()
	}
	return p.k
}

func (p *tmuxPen) makeKey() string {
	var f strings.Builder
	for i, on := range p.flags {
		if on {
			f.WriteByte("bfikrhs"[i])
		}
	}
	return attrKey(orD(p.fg), orD(p.bg), orD(p.ul), f.String(), p.under)
}

func orD(s string) string {
	if s == "" {
		return "d"
	}
	return s
}

func (p *tmuxPen) apply(params string) {
	p.k = ""
	if params == "" {
		*p = tmuxPen{}
		return
	}
	fields := strings.Split(params, ";")
	for i := 0; i < len(fields); i++ {
		sub := strings.Split(fields[i], ":")
		n, _ := strconv.Atoi(sub[0])
		colour := func() string {
			// 38;5;N, 38;2;R;G;B, or the same with colons.
			args := sub[1:]
			if len(sub) == 1 {
				args = fields[i+1:]
			}
			if len(args) == 0 {
				return ""
			}
			num := func(k int) int {
				if k >= len(args) {
					return 0
				}
				v, _ := strconv.Atoi(args[k])
				return v
			}
			used := 0
			var c string
			switch args[0] {
			case "5":
				c, used = fmt.Sprintf("p%d", num(1)), 2
			case "2":
				if len(sub) > 1 && len(args) == 5 { // 38:2::R:G:B
					c, used = fmt.Sprintf("r%02x%02x%02x", num(2), num(3), num(4)), 5
				} else {
					c, used = fmt.Sprintf("r%02x%02x%02x", num(1), num(2), num(3)), 4
				}
			}
			if len(sub) == 1 {
				i += used
			}
			return c
		}
		switch {
		case n == 0:
			*p = tmuxPen{}
		case n >= 1 && n <= 9 && n != 4 && n != 6:
			p.flags[map[int]int{1: 0, 2: 1, 3: 2, 5: 3, 7: 4, 8: 5, 9: 6}[n]] = true
		case n == 4:
			p.under = 1
			if len(sub) > 1 {
				p.under, _ = strconv.Atoi(sub[1])
			}
		case n >= 30 && n <= 37:
			p.fg = fmt.Sprintf("p%d", n-30)
		case n >= 90 && n <= 97:
			p.fg = fmt.Sprintf("p%d", n-90+8)
		case n >= 40 && n <= 47:
			p.bg = fmt.Sprintf("p%d", n-40)
		case n >= 100 && n <= 107:
			p.bg = fmt.Sprintf("p%d", n-100+8)
		case n == 38:
			p.fg = colour()
		case n == 48:
			p.bg = colour()
		case n == 58:
			p.ul = colour()
		case n == 39:
			p.fg = ""
		case n == 49:
			p.bg = ""
		case n == 59:
			p.ul = ""
		}
	}
}
