// agentty's painted screen, as a person sees it: the web page and the MCP
// App draw with this. The cells come from agentty's emulator as runs
// (tools.ScreenUpdate: per row, stretches of text, cells covered, colours,
// attributes); this lays them out and emulates no terminal. It also turns
// key events into send_keys' key notation, and sends a person's input one
// request at a time.
'use strict';

// Screen draws runs into a div of rows, with the cursor on top.
class Screen {
  constructor(el) {
    this.el = el;
    this.rows = [];
    this.cursor = document.createElement('div');
    this.cursor.id = 'cursor';
    this.rev = 0;
    this.history = 0;
  }

  // apply draws an update: every row when full, else the rows in it.
  apply(msg) {
    if (msg.full) {
      this.el.textContent = '';
      this.rows = [];
      for (let y = 0; y < msg.rows; y++) {
        const row = document.createElement('div');
        row.className = 'row';
        this.el.appendChild(row);
        this.rows.push(row);
      }
      this.el.appendChild(this.cursor);
      this.el.style.width = msg.cols + 'ch';
    }
    for (const line of msg.lines || []) {
      const row = this.rows[line.y];
      if (row) row.replaceChildren(...line.runs.map(runSpan));
    }
    const c = msg.cursor;
    this.cursor.className = c.visible ? '' : 'hidden';
    this.cursor.style.top = (c.row * 1.25) + 'em';
    this.cursor.style.left = c.col + 'ch';
    this.rev = msg.rev;
    this.history = msg.history;
    this.el.dataset.rev = String(msg.rev);
  }
}

// runSpan is one stretch of cells that look the same.
function runSpan(r) {
  const s = document.createElement('span');
  s.textContent = r.t;
  s.style.width = r.n + 'ch';
  if (r.fg) s.style.color = r.fg;
  if (r.bg) s.style.backgroundColor = r.bg;
  const cls = [];
  if (r.a & 1) cls.push('b');
  if (r.a & 2) cls.push('i');
  if (r.a & 4) cls.push('s');
  if (cls.length) s.className = cls.join(' ');
  if (r.u) {
    s.style.textDecorationLine = (r.a & 4) ? 'underline line-through' : 'underline';
    s.style.textDecorationStyle = ['solid', 'solid', 'double', 'wavy', 'dotted', 'dashed'][r.u] || 'solid';
    if (r.uc) s.style.textDecorationColor = r.uc;
  }
  return s;
}

// keyNotation turns a key event into agentty's key notation (what
// send_keys takes), or null for a key left to the browser.
const keyNames = {
  Enter: 'enter', Tab: 'tab', Escape: 'esc', Backspace: 'bs', ArrowUp: 'up', ArrowDown: 'down',
  ArrowLeft: 'left', ArrowRight: 'right', Home: 'home', End: 'end', PageUp: 'pgup', PageDown: 'pgdn',
  Insert: 'insert', Delete: 'delete',
};
const shiftable = new Set(['tab', 'up', 'down', 'left', 'right', 'home', 'end', 'pgup', 'pgdn', 'insert', 'delete']);
// Ctrl changes these, as a terminal sends them; with enter, esc and tab it
// changes nothing, and the notation refuses a modifier that does nothing.
const ctrlable = new Set(['bs', 'up', 'down', 'left', 'right', 'home', 'end', 'pgup', 'pgdn', 'insert', 'delete']);

function keyNotation(e) {
  if (e.isComposing || e.metaKey) return null;
  let name = keyNames[e.key];
  if (!name && /^F([1-9]|1[0-2])$/.test(e.key)) name = e.key.toLowerCase();
  if (name) {
    let mods = '';
    if (e.ctrlKey && (ctrlable.has(name) || name[0] === 'f')) mods += 'ctrl-';
    if (e.altKey) mods += 'alt-';
    if (e.shiftKey && (shiftable.has(name) || name[0] === 'f')) mods += 'shift-';
    return '<' + mods + name + '>';
  }
  if ([...e.key].length !== 1) return null; // Shift, Control, dead keys…
  let ch = e.key;
  if (e.ctrlKey && !e.altKey) {
    if (ch === ' ') return '<ctrl-@>';
    const lower = ch.toLowerCase();
    if (/^[a-z@\[\\\]^_]$/.test(lower)) return '<ctrl-' + lower + '>';
    return null;
  }
  if (ch === '<') ch = '<lt>';
  if (e.altKey) return '<alt-' + (ch === '<lt>' ? 'lt' : ch) + '>';
  return ch;
}

// Sender sends a person's input one request at a time, in order: keys
// typed while a request is under way go in the next one. send(item), item
// {keys} or {paste}, resolves to '' or what went wrong, which goes to
// onError.
class Sender {
  constructor(send, onError) {
    this.send = send;
    this.onError = onError;
    this.queue = [];
    this.busy = false;
  }

  keys(k) {
    const last = this.queue[this.queue.length - 1];
    if (last && last.keys !== undefined) last.keys += k;
    else this.queue.push({ keys: k });
    this.pump();
  }

  paste(text) {
    this.queue.push({ paste: text });
    this.pump();
  }

  // pump sends what is queued; it resolves once the queue is empty.
  async pump() {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.queue.length) {
        const err = await this.send(this.queue.shift());
        if (err) this.onError(err);
      }
    } finally {
      this.busy = false;
    }
  }
}
