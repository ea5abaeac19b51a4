//go:build race

package lockorder

import (
	"bytes"
	"fmt"
	"runtime"
	"strconv"
	"sync"
)

// Enabled says whether the order is checked (the race detector's build).
const Enabled = true

// holding is one lock a goroutine holds.
type holding struct {
	id   any
	rank Rank
	name string
}

var (
	heldMu sync.Mutex
	held   = map[uint64][]holding{} // by goroutine
)

// goid returns the calling goroutine's id, from its stack's first line.
func goid() uint64 {
	var buf [64]byte
	b := buf[:runtime.Stack(buf[:], false)]
	b, _ = bytes.CutPrefix(b, []byte("goroutine "))
	if i := bytes.IndexByte(b, ' '); i >= 0 {
		b = b[:i]
	}
	n, _ := strconv.ParseUint(string(b), 10, 64)
	return n
}

// took checks that the goroutine may take lock id of rank r, and notes
// that it holds it. It panics when the goroutine holds a lock of r's rank
// or above (the same lock again among them).
func took(r Ranked, id any) {
	g := goid()
	heldMu.Lock()
	for _, h := range held[g] {
		if h.rank >= r.Rank() {
			heldMu.Unlock()
			what := "taking"
			if h.id == id {
				what = "taking again"
			}
			panic(fmt.Sprintf("lock order broken: %s %s (rank %d) while holding %s (rank %d); see package lockorder", what, r, r.Rank(), h.name, h.rank))
		}
	}
	held[g] = append(held[g], holding{id: id, rank: r.Rank(), name: r.String()})
	heldMu.Unlock()
}

// let notes that lock id was let go: by the goroutine that holds it, or
// (as a sync.Mutex allows) by another one.
func let(id any) {
	g := goid()
	heldMu.Lock()
	defer heldMu.Unlock()
	if drop(g, id) {
		return
	}
	for other := range held {
		if drop(other, id) {
			return
		}
	}
}

func drop(g uint64, id any) bool {
	hs := held[g]
	for i := len(hs) - 1; i >= 0; i-- {
		if hs[i].id == id {
			hs = append(hs[:i], hs[i+1:]...)
			if len(hs) == 0 {
				delete(held, g)
			} else {
				held[g] = hs
			}
			return true
		}
	}
	return false
}
