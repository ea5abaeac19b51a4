// Package ending remembers how a manager's last sessions ended, for the
// error a later call naming one of them gets ("it was closed 3m ago by
// the idle reaper, after…"), and keeps the final screens of those that
// closed by themselves once that screen was shown, so that a later read
// still gets it: bounded in the number of ends ([Log] keeps the last
// 1024) and in the bytes of the screens kept (4 MiB, the oldest let go
// first). It does not own the sessions, nor why they end.
package ending
