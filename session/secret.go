package session

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"strings"
)

// minSecret is the shortest secret agentty redacts from results; hiding
// every 'y' of a screen because the secret was "y" would destroy it.
const minSecret = 4

// secrets remembers what a session was sent with secret: true, without
// keeping the text: a rolling hash finds candidate places, a salted SHA-256
// confirms them. Results are redacted with it for the session's life.
type secrets struct {
	salt    [16]byte
	marks   []secretMark
	longest int // the length of the longest secret
}

type secretMark struct {
	n    int
	roll uint64
	pow  uint64 // rollBase^(n-1), to roll the hash along a text
	sum  [32]byte
}

const rollBase = 1099511628211 // FNV prime; any odd base works

func roll(b string) uint64 {
	var h uint64
	for i := 0; i < len(b); i++ {
		h = h*rollBase + uint64(b[i])
	}
	return h
}

func (s *secrets) add(text string) {
	if len(text) < minSecret {
		return
	}
	if len(s.marks) == 0 {
		_, _ = rand.Read(s.salt[:])
	}
	m := secretMark{n: len(text), roll: roll(text), pow: 1, sum: s.hash(text)}
	for i := 1; i < m.n; i++ {
		m.pow *= rollBase
	}
	for _, old := range s.marks {
		if old == m {
			return
		}
	}
	s.marks = append(s.marks, m)
	s.longest = max(s.longest, m.n)
}

func (s *secrets) hash(text string) [32]byte {
	h := sha256.New()
	h.Write(s.salt[:])
	h.Write([]byte(text))
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

// redact replaces every appearance of a remembered secret in text.
func (s *secrets) redact(text string) string {
	for _, m := range s.marks {
		text = s.redactOne(text, m)
	}
	return text
}

func (s *secrets) redactOne(text string, m secretMark) string {
	if len(text) < m.n {
		return text
	}
	var b strings.Builder
	last := 0
	h := roll(text[:m.n])
	for i := 0; ; {
		if h == m.roll {
			sum := s.hash(text[i : i+m.n])
			if subtle.ConstantTimeCompare(sum[:], m.sum[:]) == 1 {
				b.WriteString(text[last:i])
				b.WriteString("****")
				last = i + m.n
				i = last
				if i+m.n > len(text) {
					break
				}
				h = roll(text[i : i+m.n])
				continue
			}
		}
		if i+m.n >= len(text) {
			break
		}
		h = (h-uint64(text[i])*m.pow)*rollBase + uint64(text[i+m.n])
		i++
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

func (s *secrets) redactAll(lines []string) []string {
	if len(s.marks) == 0 {
		return lines
	}
	for i, l := range lines {
		lines[i] = s.redact(l)
	}
	return lines
}
