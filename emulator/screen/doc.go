// Package screen is agentty's own VT screen: it turns the bytes a program
// writes to its terminal into cells, a cursor, modes and scrollback, with
// no emulator underneath. It owns the grid of both screens, the pen, the
// parser's dispatch and the replies to queries; it does not own PTYs,
// snapshots for the tools, masks or painting: package emulator builds
// them on this package, and its tests hold it to tmux and xterm.js.
//
// # Design
//
// Bytes are parsed by github.com/charmbracelet/x/ansi's [ansi.Parser],
// a byte at a time, for everything but text, control strings and the CSI
// sequences of the plain form (a prefix, numbers, intermediates, a final
// byte), which programs write most: feed.go decodes those whole, into the
// parameters the parser would give (held to ansi.DecodeSequence by the
// tests); the short SGR sequences among them are remembered by their
// bytes and the pen they applied to (sgr.go's shortSGR). The parser
// begins an OSC, DCS, SOS, PM or APC string and string.go reads it to its
// end, character by character: the parser's table ends a string at the
// byte 0x9C, which also continues UTF-8 characters (✳, “, 末), and would
// print the rest of a title. C0
// controls in the parser's ground state are executed at once, as it
// would. In the ground state, runs of printable bytes (found eight bytes
// at a time) are cut into grapheme clusters (github.com/rivo/uniseg) and
// printed straight into the grid. The rules are not run again where what
// they said once shows where a cluster ends: each rune's facts (facts.go:
// its width, whether it joins ASCII, starts a cluster that ends before
// any rune that does not, or is a mark that changes nothing else), asked
// of uniseg once per block of 128 runes in a process, cover ASCII, a
// rune alone and a rune with its marks; the clusters cut lately are
// remembered with what ends them (print.go's clusterCache). A rune is its
// own glyph id, so printing one costs its decoding and its facts.
//
// Each row is a slice of cells and knows where its plain blanks start, so
// that blanking it or reading its text costs what was written on it; the
// rows of a screen are a ring, so that scrolling the whole screen moves an
// index and writes one row's text into history, straight into the block
// that holds it (history.go: blocks of text and spans, no allocation and
// no pointer per line, a dropped block reused). The last row of the
// primary screen's region, printed left to right from its start as
// output mostly is, keeps the bytes printed on it as its text, and that
// is what is copied (grid.go's row). A cell is one word, written with one
// store, and holds no pointer: its character's glyph id (glyph.go: a
// rune is its own id; a cluster of several, at most [ClusterMax] bytes,
// is interned in a table per terminal that forgets what no cell holds),
// its kind (narrow, the first or second half of a wide
// character) and two small ids: its style's, interned too (sgr.go), and
// its hyperlink's (osc.go). The zero cell is a plain blank.
//
// Handlers are split by escape-sequence family: cursor.go, edit.go,
// erase.go, scroll.go (margins, scrolling, line feeds), modes.go, sgr.go,
// charset.go, string.go, osc.go, dcs.go, reply.go; print.go prints text;
// feed.go dispatches. Each piece of state has one owner: the cursor (with xterm's
// pending wrap) in [cursor], the modes in [modes], the saved cursor in
// [savedCursor], the margins in [margins], the pen in [pen].
//
// # Concurrency
//
// A [Terminal] takes no lock and is not safe for concurrent use: its one
// user that shares it, package emulator's Terminal, holds its own lock
// (the one lock on a screen) across every call. The core (type core and
// the handlers) is only reached through a Terminal method.
//
// # For package emulator
//
// What package emulator builds on the screen has files of its own here:
// view.go (a row's cells, history lines by number), unit.go (feeding a
// long write in units of bounded cost, for a caller that lets go of its
// own lock between them), mask.go (cells marked hidden, which keep the
// mark wherever they move, and the hidden ranges of history lines). The
// shell-integration marks (osc.go) are counted here, with the nonce, and
// package emulator reads them.
//
// # For the session's other readers of output
//
// listen.go is how everything else that reads a program's output hears
// the one parse instead of parsing it again: a listener (Listen, each of
// its funcs nil unless wanted) hears the runs of printable bytes by their
// offsets in what was fed (the recording's secret filter), the OSC 133
// marks the screen keeps, and the rows of the primary screen as they
// leave it, scrolled into history or erased by a clear or a reset, with
// their hidden cells (run_command's capture).
package screen
