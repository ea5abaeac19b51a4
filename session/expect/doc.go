// Package expect is what ends a wait besides the program settling: an
// [Expect] (text, or a match of a regular expression, appearing after the
// input, its echo not counted: [Look], taken before the screen it is
// judged with) and wait_for's [Cond] (text shown or gone, a mode, a
// state, a cell's look). It reads the terminal and its snapshots, and
// decides nothing else: the wait, and when the program settled, are the
// session's and package settle's.
package expect
