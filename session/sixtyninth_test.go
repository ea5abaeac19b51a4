package session

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// sixtyninthDir holds the sixtyninth set (issue 44, sixty-ninth round):
// live cases of Rust terminal libraries packaged by Debian (tui-rs,
// indicatif, console-rs) and of the NATS command line (natscli's nats)
// over a nats-server of the case's own on loopback, none of which any
// other test, table, fixture or doc of agentty names, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand in
// tmux outside agentty) and committed before its screen was captured.
const sixtyninthDir = "../testdata/modes-sixtyninth"

// sixtyninthCrates is where Debian's librust-*-dev packages put the
// crates the set's Rust fixture builds from, offline.
const sixtyninthCrates = "/usr/share/cargo/registry"

// sixtyninthBuilt builds the set's Rust fixture (testdata/sixtyninth/rs)
// once per run, into a directory kept between runs.
var sixtyninthBuilt struct {
	once sync.Once
	dir  string
	out  []byte
	err  error
}

// sixtyninthRust runs a program of the set's Rust fixture over a home
// holding notes.txt and long.txt.
func sixtyninthRust(name string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		for _, c := range []string{"tui-0.19.0", "indicatif-0.17.3", "console-0.15.2", "crossterm-0.25.0"} {
			if _, err := os.Stat(filepath.Join(sixtyninthCrates, c)); err != nil {
				sessiontest.Unavailable(t, "Debian's crate %s is not installed", c)
			}
		}
		b := &sixtyninthBuilt
		b.once.Do(func() {
			src, err := filepath.Abs(filepath.Join("..", "testdata", "sixtyninth", "rs"))
			if err != nil {
				b.err = err
				return
			}
			b.dir = filepath.Join(os.TempDir(), "agentty-sixtyninth-rs")
			cmd := exec.Command("cargo", "build", "--release", "--offline", "--quiet", "--target-dir", b.dir)
			cmd.Dir = src
			b.out, b.err = cmd.CombinedOutput()
		})
		if b.err != nil {
			t.Fatalf("building the sixtyninth set's Rust fixture: %v\n%s", b.err, b.out)
		}
		bin := filepath.Join(b.dir, "release", name)
		return unseenHome(notes, append([]string{bin}, args...)...)(t, f)
	}
}

// sixtyninthNats runs natscli's nats, with args, against a nats-server
// with JetStream of the case's own on loopback, both built from the
// set's Go module (testdata/sixtyninth/go, their tools). With stream, a
// stream OPS is made first, for the wizards that act on one.
func sixtyninthNats(stream bool, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, filepath.Join("..", "testdata", "sixtyninth", "go"))
		dir := t.TempDir()
		notes(t, dir)
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
		_ = l.Close()
		srv := exec.Command(filepath.Join(bin, "nats-server"), "-js", "-a", "127.0.0.1", "-p", port, "-sd", filepath.Join(dir, "js"))
		if err := srv.Start(); err != nil {
			t.Fatalf("nats-server: %v", err)
		}
		t.Cleanup(func() { _ = srv.Process.Kill(); _ = srv.Wait() })
		up := false
		for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			if c, err := net.Dial("tcp", "127.0.0.1:"+port); err == nil {
				_ = c.Close()
				up = true
				break
			}
		}
		if !up {
			t.Fatal("nats-server did not listen")
		}
		url := "nats://127.0.0.1:" + port
		nats := filepath.Join(bin, "nats")
		env := map[string]string{"HOME": dir}
		if stream {
			cmd := exec.Command(nats, "-s", url, "stream", "add", "OPS", "--subjects", "ops.*", "--defaults")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "HOME="+dir)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("nats stream add: %v\n%s", err, out)
			}
		}
		return Options{Argv: append([]string{nats, "-s", url}, args...), Cwd: dir, Env: env}
	}
}

// sixtyninthSet is the sixtyninth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func sixtyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	rust := []string{"cargo"}
	tuiRs := func(kind string) opener { return sixtyninthRust("tui-demo", kind) }
	indicatif := func(kind string) opener { return sixtyninthRust("indicatif-demo", kind) }
	consoleRs := func(kind string) opener { return sixtyninthRust("console-demo", kind) }
	streamAdd := sixtyninthNats(false, "stream", "add")
	consumerAdd := sixtyninthNats(true, "consumer", "add", "OPS")
	streamRm := sixtyninthNats(true, "stream", "rm", "OPS")
	const branch, purge, secret, again = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase:", "Repeat the passphrase:"
	const mirrors = "Which mirror should serve the images?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, mirrors, "", opts...)
	}
	// The wizards' steps to their later questions: a name and subjects
	// typed, then each default taken with Enter, each once the program
	// has settled at its question (survey drops what is typed before it
	// reads).
	chain := func(s ...step) []step {
		var c []step
		for _, x := range s {
			c = append(c, x, settle)
		}
		return c
	}
	toStorage := chain(wait("Stream Name"), typed("ORDERS", "Subjects"), typed("orders.*", "Storage"))
	toRetention := append(append([]step{}, toStorage...), chain(enter("Replication"), enter("Retention Policy"))...)
	toRollups := append(append([]step{}, toRetention...), chain(enter("Discard Policy"), enter("Stream Messages Limit"),
		enter("Per Subject Messages Limit"), enter("Total Stream Size"), enter("Message TTL"), enter("Max Message Size"),
		enter("Duplicate tracking"), enter("Roll-ups"))...)
	toAck := chain(wait("Consumer name"), typed("audit", "Delivery target"), enter("Start policy"), enter("Acknowledgment policy"))
	toHeaders := append(append([]step{}, toAck...), chain(enter("Replay policy"), enter("Filter Stream"), enter("Maximum Allowed Deliveries"),
		enter("Maximum Acknowledgments Pending"), enter("headers only"))...)
	steps := func(s []step, more ...step) []step { return append(append([]step{}, s...), more...) }
	return []corpusCase{
		// tui-rs (Rust crate tui, crossterm backend): full-screen
		// dashboards on the alternate screen, the cursor hidden: a
		// bordered list of hosts, its row marked ">> " in reverse video,
		// beside a detail pane (also moved); tabs, a table whose row is
		// in reverse video and a gauge (also moved).
		needs(is(modes.TUI, "tui-rs-list", "tui-rs", tuiRs("list"), wait("relay-sin")), rust...),
		needs(is(modes.TUI, "tui-rs-list-moved", "tui-rs", tuiRs("list"), wait("relay-sin"), down, settle), rust...),
		needs(is(modes.TUI, "tui-rs-table", "tui-rs", tuiRs("table"), wait("Traffic")), rust...),
		needs(is(modes.TUI, "tui-rs-table-moved", "tui-rs", tuiRs("table"), wait("Traffic"), down, settle), rust...),

		// indicatif (Rust): an upload's bar stopped part way, then a
		// yes/no under it (Y the default); three finished download bars,
		// then a line to type (also with text typed).
		needs(ask("indicatif-confirm", "indicatif", indicatif("confirm"), yesNo("Resume the upload from relay-fra?", "yes"), wait("[Y/n]")), rust...),
		needs(ask("indicatif-text", "indicatif", indicatif("text"), want(modes.Text, "Name for the new image:", ""), wait("new image")), rust...),
		needs(ask("indicatif-text-typed", "indicatif", indicatif("text"), want(modes.Text, "Name for the new image:", ""),
			wait("new image"), step{text: "release-8"}, settle), rust...),

		// console-rs (Rust crate console): questions drawn with its Term
		// alone: a line (read_line), a passphrase asked and asked again
		// (read_secure_line), a yes/no read as one key (read_char), a
		// menu drawn by hand with "> " and colour, moved with read_key
		// (also moved); a console of its own at its prompt and after a
		// command.
		needs(ask("console-rs-text", "console-rs", consoleRs("text"), want(modes.Text, branch, ""), wait("release be cut")), rust...),
		needs(ask("console-rs-password", "console-rs", consoleRs("password"), want(modes.Password, secret, ""), wait("passphrase")), rust...),
		needs(ask("console-rs-password-again", "console-rs", consoleRs("password"), want(modes.Password, again, ""),
			wait("passphrase"), typed("hunter22", "Repeat")), rust...),
		needs(ask("console-rs-confirm", "console-rs", consoleRs("confirm"), yesNo(purge, "no"), wait("[y/N]")), rust...),
		needs(ask("console-rs-select", "console-rs", consoleRs("select"), mirror(0), wait("mirror-nrt")), rust...),
		needs(ask("console-rs-select-moved", "console-rs", consoleRs("select"), mirror(1), wait("mirror-nrt"), down, settle), rust...),
		needs(is(modes.REPL, "console-rs-repl", "console-rs", consoleRs("repl"), wait("relayctl>")), rust...),
		needs(is(modes.REPL, "console-rs-repl-after-command", "console-rs", consoleRs("repl"), wait("relayctl>"), typed("status", "3 peers"), settle), rust...),

		// natscli's nats over a nats-server of its own: the stream
		// wizard (a name, its subjects, storage to pick, also moved,
		// replicas with a default, retention and discard policies to
		// pick, yes/no questions with either default), the consumer
		// wizard on a stream (a name, a start policy with a default, an
		// acknowledgment policy to pick, also moved, a yes/no), and the
		// question before a stream is deleted.
		needs(ask("nats-stream-name", "nats", streamAdd, want(modes.Text, "Stream Name", ""), wait("Stream Name")), goNeeds...),
		needs(ask("nats-stream-subjects", "nats", streamAdd, want(modes.Text, "Subjects", ""), chain(wait("Stream Name"), typed("ORDERS", "Subjects"))...), goNeeds...),
		needs(ask("nats-stream-storage", "nats", streamAdd, want(modes.Select, "Storage", "", ">file", "memory"), toStorage...), goNeeds...),
		needs(ask("nats-stream-storage-moved", "nats", streamAdd, want(modes.Select, "Storage", "", "file", ">memory"), steps(toStorage, down, settle)...), goNeeds...),
		needs(ask("nats-stream-replication", "nats", streamAdd, want(modes.Text, "Replication", "1"), steps(toStorage, enter("Replication"))...), goNeeds...),
		needs(ask("nats-stream-retention", "nats", streamAdd, want(modes.Select, "Retention Policy", "", ">Limits", "Interest", "Work Queue"), toRetention...), goNeeds...),
		needs(ask("nats-stream-discard", "nats", streamAdd, want(modes.Select, "Discard Policy", "", "New", ">Old"), steps(toRetention, enter("Discard Policy"))...), goNeeds...),
		needs(ask("nats-stream-rollups", "nats", streamAdd, yesNo("Allow message Roll-ups", "no"), toRollups...), goNeeds...),
		needs(ask("nats-stream-deletion", "nats", streamAdd, yesNo("Allow message deletion", "yes"), steps(toRollups, enter("message deletion"))...), goNeeds...),
		needs(ask("nats-consumer-name", "nats", consumerAdd, want(modes.Text, "Consumer name", ""), wait("Consumer name")), goNeeds...),
		needs(ask("nats-consumer-start", "nats", consumerAdd, want(modes.Text, "Start policy (all, new, last, subject, 1h, msg sequence)", "all"),
			chain(wait("Consumer name"), typed("audit", "Delivery target"), enter("Start policy"))...), goNeeds...),
		needs(ask("nats-consumer-ack", "nats", consumerAdd, want(modes.Select, "Acknowledgment policy", "", ">explicit", "all", "none"), toAck...), goNeeds...),
		needs(ask("nats-consumer-ack-moved", "nats", consumerAdd, want(modes.Select, "Acknowledgment policy", "", "explicit", ">all", "none"), steps(toAck, down, settle)...), goNeeds...),
		needs(ask("nats-consumer-headers", "nats", consumerAdd, yesNo("Deliver headers only without bodies", "no"), toHeaders...), goNeeds...),
		needs(ask("nats-stream-rm", "nats", streamRm, yesNo("Really delete Stream OPS", "no"), wait("Really delete")), goNeeds...),
	}
}

// TestModesSixtyninth drives the sixtyninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtyninth(t *testing.T) { captureSet(t, sixtyninthDir, sixtyninthSet()) }
