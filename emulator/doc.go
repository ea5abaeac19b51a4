// Package emulator turns the bytes a program writes to its terminal into the
// screen a person would see, and hands that screen out as agentty needs it.
//
// # Design
//
// The screen itself is package screen (emulator/screen), agentty's own VT
// engine: rows in a ring (scrolling moves an index, not cells), characters,
// styles and links interned (a cell is a glyph id, its kind and two small
// ids, in 8 bytes), grapheme clusters by uniseg, bytes parsed by x/ansi's
// parser, handlers in files by escape-sequence family, each piece of state
// in one place. Its doc says what it follows (xterm's source where the
// references part) and how.
//
// This package is what the product builds on the screen, a file each:
//
//   - terminal.go: [Terminal], its lock, and feeding: a write goes to the
//     engine a unit at a time (screen.Terminal.FeedUnit, a unit bounded in
//     cost by the screen's size), and between two units the lock is let
//     go for whoever waits (after pauseAfter of feeding), so that no call
//     waits more than that and one unit, however long a chunk takes.
//   - view.go: [Snapshot] (the lines, the runs of cells in a look of their
//     own, the cursor, the modes, the marks, a revision that grows when
//     the screen changes), history by line number and the text between
//     two positions ([Pos], which stays valid while output scrolls).
//   - marks.go: the OSC 133 shell-integration marks, which the engine
//     reads (the one reader of OSC 133) and counts with the shell's
//     nonce; a [Listener] hears each as it comes.
//   - mask.go: secrets ([Mask], package secret's matcher) found in what
//     the screen shows and hidden for good: a found cell is marked in the
//     engine (its link), so the mark moves with the cell (scrolling,
//     inserting, a resize) until the program writes over it, and goes
//     into history with the row.
//   - replies.go: the replies to queries (DA, DSR, DECRQM, XTVERSION, OSC
//     10/11), a stream that never makes a write wait for its reader.
//   - diff.go: the one differ. [Diff] says what changed from the rows a
//     viewer has ([Rows]: text, or cells) to the rows now ([Change]): how
//     far the screen scrolled, the block of rows that moved (a pager, a
//     scroll region) and the rows left to set. Each viewer renders the
//     answer its own way: the agent's delta (package session) as rows of
//     text, the [Painter] as escape sequences, the web page's and the
//     MCP App's follower (package tools) and a cells attach (package
//     host) as the rows they send.
//   - paint.go: [Frame] (the snapshot with its cells, taken at once) and
//     [Painter], the screen on a person's terminal (attach, watch): the
//     rows the differ says changed, cell by cell, and rows that moved
//     moved on the person's terminal (SU and SD in a scroll region) when
//     that sends fewer bytes; stretch.go the same cells as runs of text
//     in one look for the web page; image.go the screen as a picture
//     (PNG), picture.go the one a caller asks for ([Terminal.Picture]:
//     PNG or SVG, within a number of cells, refused while a secret
//     shows).
//   - listen.go: the one parse's listeners ([Listener]): what reads the
//     output beside the screen (the recording's secret filter,
//     run_command's capture) hears the runs of printable text, the OSC
//     133 marks and the rows that leave the main screen (scrolled into
//     history, erased with the display or a reset) from the feed that
//     draws them, and reads the screen's rows as it leaves them: nobody
//     parses the output again. The runs and the rows are heard only
//     while asked for ([Held.Hear]), so a feed nobody listens to pays a
//     nil check for them.
//   - keys.go: key names to the bytes a terminal sends in its modes.
//     A title and a working directory are spelled out (package spell) as
//     the screen takes them: no cell holds a control.
//
// It does not own processes, PTYs or waiting: the session package feeds it
// and reads it.
//
// # Concurrency
//
// A [Terminal] is safe for concurrent use. Its lock (mu, rank
// lockorder.Screen) is the one lock on the screen: every field, all use
// of the engine (which takes no lock of its own) and what a [Listener]
// keeps; the mask's secret set and the reply stream take leaf locks
// inside it. Feeds are one at a time (a second waits for the first to
// end); a Feed lets go of mu between two units when another call waits
// for it, and calls nothing above the emulator while it does. Replies are taken from
// the engine after each unit and kept for [Terminal.Replies]'s reader, up
// to 64 KiB: a write never waits for the reader. [Terminal.Close] stops a
// Write in progress at its next unit.
//
// # Faults and limits
//
// A panic of the engine costs the unit it happened in: FeedUnit recovers
// it, the parser goes back to its ground state, it is counted
// ([Terminal.Faults]) and logged, and what follows is fed as usual.
// History is bounded in lines and in bytes; a cell keeps at most
// screen.ClusterMax bytes of its cluster; REP with a huge count prints a
// few screens and pushes the lines it would scroll off into history as
// text; a title is bounded.
//
// # Conformance
//
// The differential tests (differential_test.go) hold the terminal to tmux
// and xterm.js headless, which agree with each other there: random streams
// of the sequences programs emit, compared cell by cell; a stream where
// both agree and agentty differs is reduced to a regression case in
// testdata/differential; where both references depart from xterm, the
// comment at the top of differential_test.go says how, with xterm's source
// judging. testdata/SWITCH.md records where this engine departed from the
// x/vt-based one it replaced, each case by xterm's source.
package emulator
