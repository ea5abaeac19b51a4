// Package emulator turns the bytes a program writes to its terminal into the
// screen a person would see.
//
// It owns the VT emulation (a wrapper around github.com/charmbracelet/x/vt),
// immutable snapshots of the screen, the scrollback store, the replies the
// terminal sends back to queries (DA, DSR), the OSC sequences agentty cares
// about (window title, OSC 7 working directory, OSC 133 shell-integration
// marks, counted only with the shell's nonce), masking what a [Mask] finds
// (secrets) in everything it hands out, the encoding of key names into the
// bytes a terminal sends for them in its current modes, and painting the
// screen on a person's terminal ([Frame], [Painter]: cells with their
// attributes, sending only what changed). [Visible] spells out the control
// characters of text a program or client chose (a title, a process's
// name), for every package that shows it; no cell holds a control. It
// does not own processes, PTYs or waiting: the session package feeds it
// and reads it.
//
// # Faults and limits
//
// agentty feeds x/vt one unit at a time (a sequence, a control, a run of
// text), with parameters that would make it index past the screen clamped
// first. Should it still panic, the unit is dropped, the panic is counted
// ([Terminal.Faults]) and logged, x/vt's parser is put back in its ground
// state, and what follows is fed as usual. A cell keeps at most 32 bytes of
// its grapheme cluster (grapheme.go); character sets are translated here,
// per terminal (charset.go), so x/vt's package tables are never changed.
//
// A unit costs a bounded amount of work for the screen's size (cost.go):
// text goes to x/vt 1 KiB at a time; counts past the screen are cut; REP
// and DECALN are done a piece at a time, and a REP of more than a few
// screenfuls pushes the lines it would scroll off into history as text
// instead of printing them, which gives the same screen and history.
//
// # Conformance
//
// Where x/vt departs from xterm, handlers in front of its own correct it,
// per terminal (fixes.go, csi_fixes.go, wrap.go): counts of 0 read as 1,
// origin mode and margins for every cursor movement and edit, the pending
// wrap (read from x/vt, which keeps it unexported), DECSC/DECRC, the
// alternate screens, wide characters and combining marks at the edges. The
// differential tests (differential_test.go) hold the emulator to tmux and
// xterm.js, which agree with each other there: random streams of the
// sequences programs emit, compared cell by cell; a stream where both agree
// and agentty differs is reduced to a regression case in
// testdata/differential; where both references depart from xterm, the
// comment at the top of differential_test.go says how, with xterm judging.
//
// # Redraw throughput
//
// Redraws of cells that already show what is drawn are stepped over
// (elide.go), which is most of a full-screen redraw, and what elide last
// left in each cell is kept beside x/vt's screen (shown.go), so a row drawn
// again is compared byte by byte instead of through x/vt's cells; the
// scanner forgets that knowledge for every sequence, control and character
// not known to leave the cells alone, and every write to x/vt outside the
// scanner's units forgets it too. An EL over cells already blank never
// reaches x/vt, and the CUF that steps over a row's unchanged end waits
// for what follows, which is mostly a CUP that makes it needless (ahead,
// shown.go). What is left is x/vt's own cost per byte: its parser, the CUP
// and SGR of every row, the characters that changed (about half of
// agentty's time on the redraw workload). go test ./emulator -run '^$'
// -bench FeedSideBySide feeds that workload to agentty and xterm.js
// headless in turns: on a 2-core VM whose speed drifts, agentty's rate over
// a run of 100 rounds was 1.00-1.12x xterm.js's in nine runs, and the
// median of single rounds 0.96-1.13x: a thin margin (x/vt alone: about a
// sixth of agentty's rate).
// x/vt pays, per character printed, a map lookup keyed by an interface for
// the autowrap mode (isModeSet), a string for the cell, a style comparison
// of three colour interfaces and a link of two strings
// (RenderBuffer.SetCell), and cells of over 100 bytes; a program whose
// every row changes is fed at that rate.
//
// # Concurrency
//
// A [Terminal] is safe for concurrent use. Writes are one at a time (a
// second waits for the first); the session package has exactly one feeder,
// as the order of output matters. A Write lets go of the terminal's lock
// between two units when another goroutine waits for it (after 5 ms of
// feeding, so that a chunk quick to emulate goes on the screen whole), so
// that no call waits for more than that and one unit, however long a chunk
// takes to emulate; [Terminal.Feed] does the same for a lock of the feeder's own (a
// [Pauser]). [Terminal.Close] stops a Write in progress at its next unit.
// Replies to queries are produced during Write and must be drained through
// [Terminal.Replies] by a goroutine that never blocks on the program (or
// thrown away with [Terminal.DiscardReplies] where nobody answers the
// program, as in replays and tests): the underlying emulator writes them
// into an unbuffered pipe.
//
// # The next engine
//
// nextTerm (next.go, next_view.go, next_mask.go, next_paint.go) is
// Terminal's whole surface built on package screen instead of x/vt, beside
// it and not used yet: the step after makes New return one. It feeds the
// engine a unit at a time (screen.Terminal.FeedUnit), lets go of its lock
// between units as Terminal does, marks hidden cells in the engine, where
// they move with their cells, and keeps the OSC 133 marks from the
// engine's OSC hook. Its replies never block a write: up to 64 KiB wait
// for a late reader. TestNextAgrees feeds every input the tests have to
// both terminals and compares all the product reads.
package emulator
