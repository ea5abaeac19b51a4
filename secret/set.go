package secret

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"hash/maphash"
	"slices"
	"strings"

	"github.com/agentty/agentty/lockorder"
)

// minSecret is the shortest secret hidden from results; hiding every 'y' of
// a screen because the secret was "y" would destroy it. Recordings hide
// secrets of every length (see recordMask), and secret input itself is
// never written anywhere.
const minSecret = 4

// minFragment is the shortest piece of a secret hidden where it shows
// apart from the rest: a secret's echo broken by other output (a paste
// echoed by the terminal while the program prints what it read; a
// progress line drawn in the middle of it) shows the secret in pieces,
// none of which is the whole. Results hide the pieces of minFragment bytes
// or more of a secret when, together, they show at least half of it
// (a user name that is part of a password is not hidden wherever it
// shows); recordings hide every such piece.
const minFragment = 6

// Set remembers what a session was sent with secret: true, without
// keeping the text: rolling hashes find candidate places, a salted SHA-256
// confirms them. It is the session's one redaction mechanism: the emulator
// asks it (as an [Mask]) before it hands out any text of the screen,
// the history or the title, so every field derived from them is redacted by
// construction; the recording and run_command's output ask it too.
//
// A secret shorter than minFragment is looked for whole (so are the ones
// past pieceBudget); a longer one by its pieces of minFragment bytes
// (every one of them, overlapping, each with where it is in the secret),
// so that any run of minFragment or more of its bytes is found, the whole
// secret included, and how much of the secret a text shows is known.
//
// mu is a leaf lock (lockorder.Secrets): it is taken under the screen's
// lock and a session's, and nothing is locked while it is held.
type Set struct {
	mu       lockorder.Mutex[lockorder.Secrets] // guards every field below
	salt     [16]byte
	seed     maphash.Seed             // keys the pieces' hashes
	whole    []secretMark             // the secrets looked for whole
	long     []longSecret             // the others, by their number in pieceAt
	pieces   map[uint64][]secretPiece // the long ones' pieces, by rolling hash
	filter   []uint64                 // a bit a piece's rolling hash (its low bits): a quick no
	inPieces int                      // bytes of the long secrets, at most pieceBudget
	longest  [2]int                   // the longest secret results hide [0], and recordings hide [1]
	lines    int                      // the most lines a secret was given in (see Mask)
	version  uint64                   // grows with every secret added
}

type secretMark struct {
	n      int
	roll   uint64
	pow    uint64 // rollBase^(n-1), to roll the hash along a text
	sum    [32]byte
	record bool // hidden from recordings only (a shell's nonce)
}

// longSecret is a secret of minFragment bytes or more.
type longSecret struct {
	n      int
	sum    [32]byte // of the whole text, to add it once
	record bool     // hidden from recordings only (a shell's nonce)
}

// secretPiece is minFragment bytes of the long secrets, by their hash
// keyed with the session's seed, and where they are in each secret that
// has them. A keyed 64-bit hash, not SHA-256: a piece is confirmed wherever
// it shows (a secret flooding the screen has thousands), and six bytes
// are no safer behind a slower hash.
type secretPiece struct {
	sum uint64
	at  []pieceAt
}

// pieceAt is where a piece is in a long secret: its first place there.
type pieceAt struct{ secret, off int32 }

const (
	rollBase   = 1099511628211 // FNV prime; any odd base works
	filterBits = 1 << 16
	// pieceBudget bounds the bytes of secrets a session looks for in
	// pieces (each byte costs a piece of about 100 bytes of memory); the
	// secrets past it are looked for whole, as the short ones are.
	pieceBudget = 256 << 10
)

func roll(b string) uint64 {
	var h uint64
	for i := 0; i < len(b); i++ {
		h = h*rollBase + uint64(b[i])
	}
	return h
}

// rollPow returns rollBase^(n-1).
func rollPow(n int) uint64 {
	p := uint64(1)
	for i := 1; i < n; i++ {
		p *= rollBase
	}
	return p
}

var piecePow = rollPow(minFragment)

// Add remembers a secret: its text, the text without control characters
// (a secret with a newline is echoed as two rows, which the search joins
// without the newline), and the text without white space (the terminal
// searches its cells without blanks too, for a secret wrapped with spaces
// at the break; a program may print it with cursor moves for spaces).
func (s *Set) Add(text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.addLocked(text, false)
	s.lines = max(s.lines, 1+strings.Count(text, "\n")+strings.Count(text, "\r")-strings.Count(text, "\r\n"))
	bare := withoutControls(text)
	if bare != text {
		s.addLocked(bare, false)
	}
	if compact := strings.Join(strings.Fields(bare), ""); compact != bare {
		s.addLocked(compact, false)
	}
}

// AddRecordOnly remembers text that recordings hide and results show: a
// shell's nonce (see package session/shell), which a program could read
// from a recording file but not from a result.
func (s *Set) AddRecordOnly(text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.addLocked(text, true)
}

func (s *Set) addLocked(text string, recordOnly bool) {
	if text == "" {
		return
	}
	if s.version == 0 {
		_, _ = rand.Read(s.salt[:])
		s.seed = maphash.MakeSeed()
	}
	if len(text) < minFragment || s.inPieces+len(text) > pieceBudget {
		m := secretMark{n: len(text), roll: roll(text), pow: rollPow(len(text)), sum: s.hash(text), record: recordOnly}
		if slices.Contains(s.whole, m) {
			return
		}
		s.whole = append(s.whole, m)
	} else if !s.addPieces(text, recordOnly) {
		return
	}
	s.version++
	s.longest[1] = max(s.longest[1], len(text))
	if len(text) >= minSecret && !recordOnly {
		s.longest[0] = max(s.longest[0], len(text))
	}
}

// addPieces remembers a long secret and every minFragment bytes of it, and
// reports whether it was new (or is now hidden from results too).
func (s *Set) addPieces(text string, recordOnly bool) bool {
	sum := s.hash(text)
	for i, l := range s.long {
		if l.sum == sum {
			if l.record && !recordOnly {
				s.long[i].record = false
				return true
			}
			return false
		}
	}
	id := int32(len(s.long))
	s.long = append(s.long, longSecret{n: len(text), sum: sum, record: recordOnly})
	s.inPieces += len(text)
	if s.pieces == nil {
		s.pieces = map[uint64][]secretPiece{}
		s.filter = make([]uint64, filterBits/64)
	}
	h := roll(text[:minFragment])
	for i := 0; ; i++ {
		at := pieceAt{id, int32(i)}
		ps := s.pieces[h]
		sum := maphash.String(s.seed, text[i:i+minFragment])
		switch j := slices.IndexFunc(ps, func(p secretPiece) bool { return p.sum == sum }); {
		case j < 0:
			s.pieces[h] = append(ps, secretPiece{sum: sum, at: []pieceAt{at}})
			s.filter[h%filterBits/64] |= 1 << (h % 64)
		case !slices.ContainsFunc(ps[j].at, func(a pieceAt) bool { return a.secret == id }):
			ps[j].at = append(ps[j].at, at)
		}
		if i+minFragment >= len(text) {
			return true
		}
		h = (h-uint64(text[i])*piecePow)*rollBase + uint64(text[i+minFragment])
	}
}

func withoutControls(text string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return -1
		}
		return r
	}, text)
}

func (s *Set) hash(text string) [32]byte {
	h := sha256.New()
	h.Write(s.salt[:])
	h.Write([]byte(text))
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

// find appends the byte ranges of text where a secret, or a piece of one,
// appears; all says whether secrets shorter than minSecret, and those
// hidden from recordings only, count. Pieces next to or over each other
// make one range.
func (s *Set) find(text string, hits []Span, all bool) []Span {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range s.whole {
		if (m.n < minSecret || m.record) && !all {
			continue
		}
		hits = s.findOne(text, m, hits)
	}
	return s.findPieces(text, hits, all)
}

func (s *Set) findOne(text string, m secretMark, hits []Span) []Span {
	if len(text) < m.n {
		return hits
	}
	h := roll(text[:m.n])
	for i := 0; ; i++ {
		if h == m.roll {
			sum := s.hash(text[i : i+m.n])
			if subtle.ConstantTimeCompare(sum[:], m.sum[:]) == 1 {
				hits = append(hits, Span{Start: i, End: i + m.n})
			}
		}
		if i+m.n >= len(text) {
			return hits
		}
		h = (h-uint64(text[i])*m.pow)*rollBase + uint64(text[i+m.n])
	}
}

// findPieces appends where pieces of the long secrets appear, a run of
// them as one range: for results (all false), only the pieces of a secret
// that show at least half of it together, for recordings every one.
func (s *Set) findPieces(text string, hits []Span, all bool) []Span {
	if len(s.pieces) == 0 || len(text) < minFragment {
		return hits
	}
	type found struct {
		at int
		p  *secretPiece
	}
	var fs []found
	h := roll(text[:minFragment])
	for i := 0; ; i++ {
		if s.filter[h%filterBits/64]&(1<<(h%64)) != 0 {
			if p := s.piece(h, text[i:i+minFragment]); p != nil {
				fs = append(fs, found{i, p})
			}
		}
		if i+minFragment >= len(text) {
			break
		}
		h = (h-uint64(text[i])*piecePow)*rollBase + uint64(text[i+minFragment])
	}
	if len(fs) == 0 {
		return hits
	}
	// Which secrets count: for results, those not hidden from recordings
	// only, of which the pieces found cover at least half.
	counts := make([]bool, len(s.long))
	if all {
		for i := range counts {
			counts[i] = true
		}
	} else {
		covered := map[int32][]bool{}
		for _, f := range fs {
			for _, a := range f.p.at {
				if s.long[a.secret].record {
					continue
				}
				c := covered[a.secret]
				if c == nil {
					c = make([]bool, s.long[a.secret].n)
					covered[a.secret] = c
				}
				for k := a.off; k < a.off+minFragment; k++ {
					c[k] = true
				}
			}
		}
		for id, c := range covered {
			n := 0
			for _, b := range c {
				if b {
					n++
				}
			}
			counts[id] = 2*n >= len(c)
		}
	}
	run := -1 // the index in hits of the range the last piece hidden is in
	for _, f := range fs {
		if !slices.ContainsFunc(f.p.at, func(a pieceAt) bool { return counts[a.secret] }) {
			continue
		}
		if run >= 0 && hits[run].End >= f.at {
			hits[run].End = f.at + minFragment
		} else {
			hits = append(hits, Span{Start: f.at, End: f.at + minFragment})
			run = len(hits) - 1
		}
	}
	return hits
}

// piece returns the piece text is, of rolling hash h, or nil.
func (s *Set) piece(h uint64, text string) *secretPiece {
	ps := s.pieces[h]
	if len(ps) == 0 {
		return nil
	}
	sum := maphash.String(s.seed, text)
	for i := range ps {
		if ps[i].sum == sum {
			return &ps[i]
		}
	}
	return nil
}

// Redact replaces every appearance of a secret in text, one '*' a
// character: for labels and other text built from what an agent sent.
func (s *Set) Redact(text string, all bool) string {
	hits := s.find(text, nil, all)
	if len(hits) == 0 {
		return text
	}
	return Star(text, hits)
}

// Results returns the mask of what results hide: secrets of minSecret
// bytes or more.
func (s *Set) Results() Mask { return resultMask{s} }

// Recordings returns the mask of what recordings hide: every secret,
// however short, and the text added with AddRecordOnly.
func (s *Set) Recordings() Mask { return recordMask{s} }

// resultMask is what results hide: secrets of minSecret bytes or more.
type resultMask struct{ s *Set }

func (m resultMask) Find(text string, hits []Span) []Span {
	return m.s.find(text, hits, false)
}

func (m resultMask) Version() uint64 {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	return m.s.version
}

func (m resultMask) Lines() int {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	return max(m.s.lines, 1)
}

func (m resultMask) Longest() int {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	return m.s.longest[0]
}

// recordMask is what recordings hide: every secret, however short.
type recordMask struct{ s *Set }

func (m recordMask) Find(text string, hits []Span) []Span {
	return m.s.find(text, hits, true)
}

func (m recordMask) Version() uint64 { return resultMask(m).Version() }

func (m recordMask) Lines() int { return resultMask(m).Lines() }

func (m recordMask) Longest() int {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	return m.s.longest[1]
}

var (
	_ Mask = resultMask{}
	_ Mask = recordMask{}
)
