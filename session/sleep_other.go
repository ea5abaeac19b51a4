//go:build !linux

package session

import "time"

// coarseTimer: elsewhere the runtime's timers are not rounded to a
// millisecond (kqueue takes a timespec), so every wait uses them.
const coarseTimer = 0

func sleepShort(d time.Duration) { time.Sleep(d) }
