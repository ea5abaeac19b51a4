// Package secret finds the secrets typed into a session's programs in
// text, without keeping them: a [Set] remembers each secret as salted
// hashes (rolling hashes find the candidate places, SHA-256 or a keyed
// hash confirms them), and a [Mask] says where in a text they appear. It
// owns that matching, and starring what was found ([Star]); it does not
// own where masks are applied: the emulator hides what a Mask finds in
// its cells, history and title, the session's recordings and
// run_command's output ask one too.
//
// # Guarantees
//
// A Set never holds a secret's text. Results hide secrets of 4 bytes or
// more, and the pieces of 6 bytes or more of a secret when together they
// show at least half of it; recordings hide every secret and every such
// piece. A Set's lock is a leaf (rank lockorder.Secrets): it is taken under
// a terminal's lock and a session's, and nothing is locked while it is
// held. The
// package imports neither the emulator nor the session, so both may use
// it.
package secret
