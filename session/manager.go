package session

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/agentty/agentty/session/ending"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/pace"
	"github.com/agentty/agentty/session/question"
	"github.com/agentty/agentty/session/watch"
)

// Manager holds the open sessions.
type Manager struct {
	cfg Config

	// mu guards sessions, next, closed and ended. It is taken before a
	// session's own mu, never while holding one.
	mu       sync.Mutex
	sessions map[string]*Session
	next     int
	closed   bool
	ended    ending.Log[Screen] // why the most recently ended sessions ended

	procs *kernel.Tracker // starts session processes and keeps track of their trees
	feed  *feedGate       // paces the feed of the sessions nobody waits on (package pace)

	cancel context.CancelFunc // stops the reaper
	wg     sync.WaitGroup     // the reaper, sessions being opened and sessions being closed

	// For a session host (manager_host.go); guarded by mu.
	starting map[string]string // names of sessions being started, by id
	lost     []Lost            // sessions an earlier host held when it died
	lostWhy  string
	onChange func() // called, without mu, after a session opens or ends

	notify chan struct{}                  // closed when a session opens or ends, then replaced (people.go)
	watch  *watch.Watcher[*Session, Info] // follows the sessions for Watch; nil until the first Watch
	qs     question.Board[*Session]       // questions to people (ask.go); its own lock
}

// NewManager returns a manager and starts its idle reaper; Close stops it.
func NewManager(cfg Config) *Manager {
	ctx, cancel := context.WithCancel(context.Background())
	m := &Manager{cfg: cfg.WithDefaults(), sessions: map[string]*Session{}, cancel: cancel, feed: pace.NewGate(),
		ended: ending.Log[Screen]{Size: finalBytes}}
	m.procs = kernel.NewTracker(!m.cfg.TrackTrees)
	m.wg.Add(1)
	go m.reap(ctx)
	return m
}

// Config returns the manager's limits.
func (m *Manager) Config() Config { return m.cfg }

// Open starts a session. It fails with ErrLimit when MaxSessions are open.
func (m *Manager) Open(opts Options) (*Session, error) {
	if opts.Cols == 0 {
		opts.Cols = 120
	}
	if opts.Rows == 0 {
		opts.Rows = 40
	}
	if err := CheckName(opts.Name); err != nil {
		return nil, err
	}
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return nil, ErrClosed
	}
	if len(m.sessions) >= m.cfg.MaxSessions {
		list := m.idlestLocked()
		m.mu.Unlock()
		return nil, fmt.Errorf("%w: %d sessions are open, the most this server takes (its --max-sessions); idle longest: %s", ErrLimit, m.cfg.MaxSessions, list)
	}
	if most, limit := SessionsFit(); len(m.sessions) >= most {
		list := m.idlestLocked()
		m.mu.Unlock()
		return nil, fmt.Errorf("%w: %d sessions are open, the most this server's descriptor limit (%d, ulimit -n) holds beside what it keeps for its clients; raise the limit where the server starts; idle longest: %s",
			ErrLimit, len(m.sessions), limit, list)
	}
	if err := m.nameFreeLocked(opts.Name); err != nil {
		m.mu.Unlock()
		return nil, err
	}
	m.next++
	id := "s" + strconv.Itoa(m.next)
	// Reserve the slot (and the name) while the process starts; Close
	// waits for it.
	m.sessions[id] = nil
	m.reserveNameLocked(id, opts.Name)
	m.wg.Add(1)
	defer m.wg.Done()
	m.mu.Unlock()

	s, err := startProcess(id, opts, &m.cfg, m.feed, m.procs)
	defer m.changed() // after mu is let go
	m.mu.Lock()
	delete(m.starting, id)
	if err != nil {
		delete(m.sessions, id)
		m.mu.Unlock()
		return nil, err
	}
	if m.closed {
		delete(m.sessions, id)
		m.mu.Unlock()
		s.close(true, "")
		return nil, ErrClosed
	}
	defer m.mu.Unlock()
	m.sessions[id] = s
	slog.Info("session opened", "session", id, "command", s.command, "pid", s.kern.cmd.Pid())
	return s, nil
}

// Get returns the open session with the given id, or the given name. For
// an id that is not open, the error says why when the session ended
// recently (closed, reaped when idle, its program exited) and lists the
// open sessions.
func (m *Manager) Get(id string) (*Session, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if s := m.sessions[id]; s != nil {
		return s, nil
	}
	// A session's name stands for its id (names are unique among the
	// open sessions; an id is never taken for a name).
	for _, s := range m.sessions {
		if s != nil && id != "" && s.name == id {
			return s, nil
		}
	}
	if why := m.lostLocked(id); why != "" {
		return nil, fmt.Errorf("%w %s: %s", ErrNoSession, quoteID(id), why)
	}
	why := ""
	if e, ok := m.ended.Get(id); ok {
		why = ": " + e.String()
	}
	if len(m.sortedLocked()) == 0 {
		return nil, fmt.Errorf("%w %s%s; no sessions are open", ErrNoSession, quoteID(id), why)
	}
	return nil, fmt.Errorf("%w %s%s; open sessions: %s", ErrNoSession, quoteID(id), why, m.describeLocked())
}

// quoteID quotes an id for a message, cut when it is longer than any id
// this manager gives: an agent's mistake is not echoed back in full.
func quoteID(id string) string { return QuoteCut(id, 32) }

// QuoteCut quotes text an agent gave for an error message, cut after keep
// bytes (at a character's start) with its length said.
func QuoteCut(s string, keep int) string {
	if len(s) <= keep {
		return strconv.Quote(s)
	}
	cut := keep
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q… (%d bytes)", s[:cut], len(s))
}

// maxNamed bounds how many sessions an error names: as many as a server
// holds by default (--max-sessions), so that past that limit every one is
// named; with a thousand open, it says how many more there are
// (list_sessions pages through them).
const maxNamed = 16

// describeLocked names the open sessions, newest first, as "s2 (vim), s1
// (bash)": maxNamed of them, and how many more.
func (m *Manager) describeLocked() string {
	ss := m.sortedLocked()
	slices.Reverse(ss)
	return nameSome(ss, func(s *Session) string { return "" })
}

// idlestLocked names the open sessions that went longest without a call
// (the ones to close first), maxNamed of them, and how many more.
func (m *Manager) idlestLocked() string {
	ss := m.sortedLocked()
	used := make(map[*Session]int64, len(ss))
	for _, s := range ss {
		used[s] = s.act.used.Load()
	}
	slices.SortStableFunc(ss, func(a, b *Session) int { return cmp.Compare(used[a], used[b]) })
	return nameSome(ss, func(s *Session) string {
		return " idle " + time.Since(at(used[s])).Round(time.Second).String()
	})
}

// nameSome writes the first maxNamed of ss as "s1 (bash) idle 5s", with
// more said of each, and how many it left out.
func nameSome(ss []*Session, more func(*Session) string) string {
	var parts []string
	for i, s := range ss {
		if i == maxNamed {
			parts = append(parts, fmt.Sprintf("and %d more (list_sessions pages through them)", len(ss)-i))
			break
		}
		label := s.name
		if label == "" {
			label = s.kern.leaderProgram()
		}
		parts = append(parts, s.id+" ("+label+")"+more(s))
	}
	return strings.Join(parts, ", ")
}

func (m *Manager) sortedLocked() []*Session {
	type numbered struct {
		n int
		s *Session
	}
	byNum := make([]numbered, 0, len(m.sessions))
	for _, s := range m.sessions {
		if s != nil {
			n, _ := strconv.Atoi(s.id[1:])
			byNum = append(byNum, numbered{n, s})
		}
	}
	slices.SortFunc(byNum, func(a, b numbered) int { return a.n - b.n })
	out := make([]*Session, len(byNum))
	for i, e := range byNum {
		out[i] = e.s
	}
	return out
}

// Sessions returns the open sessions, oldest first. It takes no look at
// any of them: a caller that lists many looks only at those it shows
// (Info), and filters the rest by what a session keeps (its id, name and
// who opened it).
func (m *Manager) Sessions() []*Session {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.sortedLocked()
}

// List describes every open session, oldest first.
func (m *Manager) List() []Info {
	m.mu.Lock()
	ss := m.sortedLocked()
	m.mu.Unlock()
	return Infos(ss)
}

// Infos describes each of ss (Info), looking at them on as many goroutines
// as the process runs Go on at once: a look is mostly reads of procfs,
// which go on side by side.
func Infos(ss []*Session) []Info {
	out := make([]Info, len(ss))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(ss)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(ss); i = int(next.Add(1) - 1) {
				out[i] = ss[i].Info()
			}
		})
	}
	wg.Wait()
	return out
}

// CloseSession ends a session and returns its final screen. It blocks until
// the session's processes are gone.
func (m *Manager) CloseSession(id string, force bool) (Screen, error) {
	s, err := m.Get(id)
	if err != nil {
		return Screen{}, err
	}
	if err := s.views.takenOver(); err != nil {
		return s.views.view(s.term.Snapshot(), s.kern.observe()), err
	}
	id = s.id // it may have been named
	m.mu.Lock()
	delete(m.sessions, id)
	m.ended.Add(id, endedBy(s, ""))
	m.mu.Unlock()
	defer m.changed()
	start := time.Now()
	v := withWait(s.close(force, "close_session"), ExitedO, start)
	slog.Info("session closed", "session", id)
	return v, nil
}

// CloseShown closes s by itself once its program ended and the last result
// it returned showed the final screen whole (and nobody is attached to
// it): the caller has everything the session will show, so it is listed
// no more and costs no close_session. Its recording stays on disk, and its
// final screen is kept (Final) for a later read_screen. The session's
// processes are ended in the background, as close_session ends them (a
// child left behind is ended too); Close waits for that. It reports
// whether it closed s.
func (m *Manager) CloseShown(s *Session) bool {
	if s == nil || !s.views.finalShown() {
		return false
	}
	s.mu.Lock()
	watched := s.views.roster.Any()
	s.mu.Unlock()
	if watched {
		return false
	}
	final := s.views.screen(s.term.Snapshot(), s.kern.observe(), false)
	final.Recording = s.Recording()
	final.Changed, final.Delta, final.Wait, final.Notes = false, Delta{}, nil, nil
	final.rows, final.base = nil, nil // kept: only what a result shows
	m.mu.Lock()
	if m.sessions[s.id] != s {
		m.mu.Unlock()
		return false
	}
	delete(m.sessions, s.id)
	e := endedBy(s, "itself once its final screen was shown")
	e.Name, e.Final = s.name, &final
	m.ended.Add(s.id, e)
	m.wg.Add(1) // under mu: before Close can wait
	m.mu.Unlock()
	go func() {
		defer m.wg.Done()
		s.close(false, "")
		slog.Info("session closed by itself", "session", s.id)
	}()
	m.changed()
	return true
}

// Final returns the final screen of a session that closed by itself
// (CloseShown), by its id or its name, while the manager keeps it (the
// last few MiB of them: package ending): the screen as the last result
// showed it, unchanged.
func (m *Manager) Final(id string) (Screen, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if v := m.ended.Final(id); v != nil {
		return *v, true
	}
	return Screen{}, false
}

// Close ends every session and stops the reaper. It blocks until all
// processes are gone (every session's whole tree, see "Processes" in
// doc.go); calling it again does nothing.
func (m *Manager) Close() error {
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return nil
	}
	m.closed = true
	ss := m.sortedLocked()
	m.sessions = map[string]*Session{}
	m.mu.Unlock()
	m.cancel()
	for _, s := range ss {
		m.wg.Add(1)
		go func() {
			defer m.wg.Done()
			s.close(false, "")
		}()
	}
	m.wg.Wait()
	m.procs.Close()
	m.changed()
	m.mu.Lock()
	w := m.watch
	m.mu.Unlock()
	if w != nil {
		w.Shutdown() // after the sessions' ends were told
	}
	return nil
}

// reap closes sessions that nobody used for IdleTimeout.
func (m *Manager) reap(ctx context.Context) {
	defer m.wg.Done()
	every := max(min(m.cfg.IdleTimeout/4, time.Minute), 5*time.Millisecond)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		m.mu.Lock()
		var idle []*Session
		for id, s := range m.sessions {
			if s == nil {
				continue
			}
			s.mu.Lock()
			unused := time.Since(at(s.act.used.Load()))
			watched := s.views.roster.Any()
			s.mu.Unlock()
			if unused >= m.cfg.IdleTimeout && len(s.calls.ops) == 0 && !watched {
				idle = append(idle, s)
				delete(m.sessions, id)
				m.ended.Add(id, endedBy(s, fmt.Sprintf("the idle reaper, after %v without a tool call (the server's --idle-timeout)", m.cfg.IdleTimeout)))
			}
		}
		m.mu.Unlock()
		for _, s := range idle {
			slog.Info("closing idle session", "session", s.id, "idle_timeout", m.cfg.IdleTimeout)
			s.close(false, "")
		}
		if len(idle) > 0 {
			m.changed()
		}
	}
}

// ended is how a session ended, for the error of a later call naming it
// (package ending).
type ended = ending.Ending[Screen]

// endedBy describes s being closed by by ("" for close_session).
func endedBy(s *Session, by string) ended {
	e := ended{By: by, At: time.Now()}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch exited, code, sig := s.kern.exitLocked(); {
	case !exited:
	case sig != "":
		e.Exited = "been killed by " + sig
	default:
		e.Exited = fmt.Sprintf("exited (code %d)", code)
	}
	return e
}

// finalBytes is what a kept final screen's text takes.
func finalBytes(v *Screen) int {
	n := len(v.Title) + len(v.ModeDetail)
	for _, l := range v.Lines {
		n += len(l)
	}
	return n
}
