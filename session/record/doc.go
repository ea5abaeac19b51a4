// Package record writes and reads a session's recordings: asciicast v2
// files, asciinema's format (a JSON header line, then one JSON array per
// line, [seconds, type, data], where type is "o" output, "i" input, "r" a
// resize "COLSxROWS" or "m" a marker naming a tool call). It owns the file
// ([Writer], [Create], [Path], [DefaultDir]), the filter that stars the
// secrets a program echoes in the output bound for it ([Filter]), a
// session's events on their way to the file ([Tape]: queued under the
// terminal's lock as it feeds the output, written in order after), and
// reading one back ([Read], [Cast]) and playing it up to a point through
// a terminal ([Play], [Point]). It does not own what is recorded or when
// (the session does), nor the screen result of a replay (session.Replay).
//
// # Guarantees
//
// Every event is written to the file as it happens, so a crash loses
// nothing already written; the file is its owner's only. A Writer stops at
// its size limit with a marker that says so and writes nothing after it,
// so a recording stays valid however much a program prints; it stops the
// same way, at a whole line, when its file cannot take more (a full disk:
// it keeps room on the disk for that marker, fallocate on Linux; a line
// taken only in part is cut off again), and says why (Writer.Stopped).
// Every event's data is whole UTF-8 text: a character cut between two
// reads is written in the later event. The Filter holds back only output
// that may begin a secret, at most 64 KiB of it, and keeps every escape
// code. Read reads any recording up to its last whole line: an event line
// that cannot be read ends it there, with an error naming the line
// (ErrCut); a malformed header is an error naming it, never a panic.
package record
