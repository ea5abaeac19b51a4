//go:build !linux

package kernel

import "time"

// CoarseTimer: elsewhere the runtime's timers are not rounded to a
// millisecond (kqueue takes a timespec), so every wait uses them.
const CoarseTimer = 0

// SleepShort sleeps for d.
func SleepShort(d time.Duration) { time.Sleep(d) }
