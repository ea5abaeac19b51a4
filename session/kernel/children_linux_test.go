package kernel

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// Callers that come while the server's children are being read wait for
// one read begun after them, shared: never the read under way when they
// came (a child moved under the server before their call may be missing
// from it), never one read each.
func TestServerChildrenReadShared(t *testing.T) {
	release := make(chan struct{})
	var mu sync.Mutex
	reads := 0
	r := &childrenReader{read: func() []int {
		mu.Lock()
		reads++
		n := reads
		mu.Unlock()
		if n == 1 {
			<-release // the first read lasts until the others wait
		}
		return []int{n}
	}}
	first := make(chan []int, 1)
	go func() { first <- r.get() }()
	sessiontest.Eventually(t, 5*time.Second, "the first read under way", func() bool {
		r.mu.Lock()
		defer r.mu.Unlock()
		return r.reading
	})
	const later = 10
	got := make(chan []int, later)
	for range later {
		go func() { got <- r.get() }()
	}
	sessiontest.Eventually(t, 5*time.Second, "ten callers waiting", func() bool {
		r.mu.Lock()
		defer r.mu.Unlock()
		return r.waiting == later
	})
	close(release)
	if p := <-first; !slices.Equal(p, []int{1}) {
		t.Errorf("the first caller got %v, want the first read [1]", p)
	}
	for range later {
		if p := <-got; !slices.Equal(p, []int{2}) {
			t.Errorf("a caller that came during the first read got %v, want the second read [2]", p)
		}
	}
	if reads != 2 {
		t.Errorf("%d reads for 11 callers, want 2", reads)
	}
	// Alone, a caller reads at once.
	if p := r.get(); !slices.Equal(p, []int{3}) {
		t.Errorf("a caller alone got %v, want a read of its own [3]", p)
	}
}
