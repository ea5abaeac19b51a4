// agentty's web page. The screen's cells come from agentty's emulator as
// runs (text, cells covered, colours, attributes), drawn by term.js (the
// MCP App's too), which emulates no terminal.
'use strict';

const $ = (id) => document.getElementById(id);

// The page's credential lives in this tab's sessionStorage, which belongs
// to this page's origin (scheme, host and port), and goes only in the
// Authorization header of the page's own requests: no cookie, which a
// browser would send to every port of the host.
const credKey = 'agentty-credential';

function credential() { return sessionStorage.getItem(credKey) || ''; }

function relogin() {
  sessionStorage.removeItem(credKey);
  location.replace('/login');
}

// api fetches a path of this page with the credential; a refusal for want
// of one sends the tab to the login page.
async function api(path, opts = {}) {
  const headers = Object.assign({}, opts.headers, { Authorization: 'Bearer ' + credential() });
  const res = await fetch(path, Object.assign({}, opts, { headers }));
  if (res.status === 401) relogin();
  return res;
}

// stream reads a server-sent event stream of this page (fetch, since an
// EventSource sends no header), calling on[event](data) for each event,
// and reconnects after an error (onerror is told) until closed.
function stream(path, on, onerror, send = api) {
  const ctl = new AbortController();
  let closed = false;
  (async () => {
    while (!closed) {
      try {
        const res = await send(path, { signal: ctl.signal, headers: { Accept: 'text/event-stream' } });
        if (res.status === 401 || res.status === 410) {
          if (on.refused) on.refused(await res.text());
          return;
        }
        if (!res.ok) throw new Error(res.statusText);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let i;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            let event = 'message';
            const data = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (on[event]) on[event]({ data: data.join('\n') });
          }
        }
      } catch (e) {
        if (closed) return;
      }
      if (closed) return;
      if (onerror) onerror();
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return { close() { closed = true; ctl.abort(); } };
}

// paint draws a screen update, and the note while rows of it are cut.
function paint(screen, msg) {
  screen.apply(msg);
  $('cut').hidden = !msg.cut;
  $('cut').textContent = msg.cut || '';
}

function note(text) {
  const hint = $('hint') || $('result');
  if (hint) hint.textContent = text;
}

function post(url, body, send = api) {
  return send(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

function idle(row) {
  const t = Date.parse(row.last_activity);
  if (!t) return '';
  const s = Math.max(0, Math.round((Date.now() - t) / 1000));
  if (s < 60) return s + 's';
  if (s < 3600) return Math.floor(s / 60) + 'm';
  return Math.floor(s / 3600) + 'h' + String(Math.floor(s % 3600 / 60)).padStart(2, '0');
}

function attached(row) {
  return (row.attached || []).map((a) => a.who + (a.exclusive ? ' (took over)' : a.read_only ? ' (watching)' : '')).join(', ');
}

// The index page: the list, and one session at a time (#ID).
function indexPage() {
  let rows = [];
  const tbody = document.querySelector('#sessions tbody');

  function drawList() {
    tbody.textContent = '';
    for (const r of rows) {
      const tr = document.createElement('tr');
      tr.dataset.id = r.session_id;
      if (r.needs) {
        tr.className = 'needs';
        tr.title = r.needs === 'password_prompt' ? 'waiting for a password' : 'exited';
      }
      for (const v of [r.session_id, r.name, r.program, r.mode, r.state, idle(r), attached(r), r.machine]) {
        const td = document.createElement('td');
        td.textContent = v || '';
        tr.appendChild(td);
      }
      tr.addEventListener('click', () => { location.hash = '#' + r.session_id; });
      tbody.appendChild(tr);
    }
    $('empty').hidden = rows.length > 0;
  }

  if (!credential()) { relogin(); return; }
  // Log out ends this page's login at the server too: the credential
  // works nowhere after it.
  $('logout').onclick = async () => {
    await api('/api/logout', { method: 'POST' });
    relogin();
  };
  stream('/api/events', {
    sessions(ev) {
      rows = JSON.parse(ev.data);
      $('conn').textContent = '';
      drawList();
    },
  }, () => { $('conn').textContent = 'reconnecting…'; });
  setInterval(drawList, 1000); // the idle column

  let current = null;
  function open() {
    if (current) current.close();
    current = null;
    const id = decodeURIComponent(location.hash.slice(1));
    $('list').hidden = !!id;
    $('session').hidden = !id;
    if (id) current = sessionView(id);
  }
  window.addEventListener('hashchange', open);
  open();
}

// sessionView follows one session until close.
function sessionView(id) {
  const base = '/api/sessions/' + encodeURIComponent(id);
  const screen = new Screen($('screen'));
  const term = $('term');
  const hist = $('history');
  let view = '';
  let held = false;
  let histWanted = 500;
  let histLoaded = -1;
  let histBusy = false;
  let histAt = 0;
  const sender = new Sender(async (item) => {
    const res = await post(base + '/input', Object.assign({ view }, item));
    return res.ok ? '' : res.text();
  }, note);
  $('title').textContent = id;
  $('png').dataset.src = base + '/screen.png';
  $('png').dataset.name = 'agentty-' + id + '.png';
  hist.textContent = '';
  $('hint').textContent = '';

  function setHeld(h) {
    held = h;
    document.body.classList.toggle('held', h);
    $('take').hidden = h;
    $('give').hidden = !h;
    $('hint').textContent = h
      ? 'You have taken this session over: your keys go to the program, and the agent\'s input is refused until you hand it back.'
      : 'Watching. Take over to type; the agent can read the screen meanwhile.';
    if (h) term.focus();
  }

  async function loadHistory(keepBottom) {
    if (histBusy) return;
    histBusy = true;
    try {
      const atBottom = term.scrollTop + term.clientHeight >= term.scrollHeight - 4;
      const fromBottom = term.scrollHeight - term.scrollTop;
      const res = await api(base + '/history?n=' + histWanted);
      if (!res.ok) return;
      const h = await res.json();
      hist.replaceChildren(...h.lines.map((l) => { const d = document.createElement('div'); d.textContent = l; return d; }));
      histLoaded = h.lines.length;
      histAt = Date.now();
      if (keepBottom && atBottom) term.scrollTop = term.scrollHeight;
      else term.scrollTop = term.scrollHeight - fromBottom;
    } finally {
      histBusy = false;
    }
  }

  term.onscroll = () => {
    if (term.scrollTop < 40 && histLoaded >= histWanted && histWanted < 10000) {
      histWanted = Math.min(histWanted + 1000, 10000);
      loadHistory(false);
    }
  };

  const es = stream(base + '/events', { info: onInfo, screen: onScreen }, () => { $('status').textContent = 'reconnecting…'; });
  function onInfo(ev) {
    const info = JSON.parse(ev.data);
    view = info.view;
    const r = info.row;
    const parts = [r.program, r.mode, r.state].filter(Boolean);
    if (info.gone) parts.push('closed');
    const other = (r.attached || []).find((a) => a.exclusive && !info.held);
    if (other) parts.push('taken over ' + (other.who === 'app' ? "in the client's app" : 'at a ' + other.who));
    if (r.needs) parts.push(r.needs === 'password_prompt' ? 'needs a password' : 'exited');
    $('status').textContent = parts.join(' · ');
    $('title').textContent = id + (r.name ? ' ' + r.name : '');
    setHeld(info.held);
  }
  function onScreen(ev) {
    const first = histLoaded < 0;
    const msg = JSON.parse(ev.data);
    const histChanged = msg.history !== screen.history;
    paint(screen, msg);
    if (first) performance.mark('agentty-screen'); // when the first screen showed
    if (first) loadHistory(true).then(() => { term.scrollTop = term.scrollHeight; });
    else if (histChanged && Date.now() - histAt > 1000) loadHistory(true);
  }

  $('take').onclick = async () => {
    const res = await post(base + '/takeover', { view });
    if (!res.ok) note(await res.text());
    else setHeld(true);
  };
  $('give').onclick = async () => {
    await sender.pump();
    const res = await post(base + '/handback', { view });
    if (!res.ok) note(await res.text());
    else setHeld(false);
  };
  term.onkeydown = (e) => {
    if (!held) return;
    const k = keyNotation(e);
    if (k === null) return;
    e.preventDefault();
    sender.keys(k);
  };
  term.onpaste = (e) => {
    if (!held) return;
    e.preventDefault();
    sender.paste(e.clipboardData.getData('text'));
  };
  $('png').onclick = () => savePicture($('png').dataset.src, $('png').dataset.name);
  return { close() { es.close(); term.onkeydown = null; term.onpaste = null; term.onscroll = null; $('png').onclick = null; setHeld(false); } };
}

// savePicture downloads the screen's PNG (fetched with the credential).
async function savePicture(src, name) {
  const res = await api(src);
  if (!res.ok) { note(await res.text()); return; }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// The login page: a token in the URL's fragment (agentty web's link) or
// typed in the form is exchanged for the page's credential.
function loginPage() {
  const m = /^#token=(.+)$/.exec(location.hash);
  history.replaceState(null, '', '/login'); // the link's token leaves the address bar and history
  async function exchange(token) {
    const res = await fetch('/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
    if (!res.ok) { $('result').textContent = await res.text(); return; }
    sessionStorage.setItem(credKey, (await res.json()).credential);
    location.replace('/');
  }
  $('login').onsubmit = (e) => {
    e.preventDefault();
    const t = $('token').value.trim();
    $('token').value = '';
    exchange(t);
  };
  if (m) exchange(decodeURIComponent(m[1]));
}

// The page of a question the agent asked.
function askPage() {
  const base = location.pathname;
  const screen = new Screen($('screen'));
  const form = $('form');
  const input = $('answer');
  let done = false;

  function show(st) {
    $('message').textContent = st.message;
    $('meta').textContent = 'session ' + st.label + ' · ' + (st.secret ? 'secret: the agent never sees it' : 'the agent sees the answer');
    input.type = st.secret ? 'password' : 'text';
    if (st.outcome) finish(st.outcome);
  }
  function finish(outcome) {
    done = true;
    input.value = '';
    input.disabled = true;
    for (const b of form.querySelectorAll('button')) b.disabled = true;
    $('result').textContent = {
      entered: 'Sent to the program. You can close this page.',
      declined: 'Declined. The agent is told.',
      cancelled: 'The agent no longer waits for this.',
      timeout: 'This question expired.',
    }[outcome] || outcome;
    document.body.dataset.outcome = outcome;
  }

  // The question's claim: this tab's, kept across a reload, sent only to
  // this page in a header.
  const claimKey = 'agentty-claim:' + base;
  const send = (path, opts = {}) => fetch(path, Object.assign({}, opts, {
    headers: Object.assign({}, opts.headers, { Authorization: 'Bearer ' + (sessionStorage.getItem(claimKey) || '') }),
  }));
  (async () => {
    const res = await post(base + '/claim', {}, send);
    if (!res.ok) {
      const why = await res.text();
      finish('refused');
      $('result').textContent = why;
      return;
    }
    sessionStorage.setItem(claimKey, (await res.json()).claim);
    const info = await send(base + '/info');
    if (!info.ok) { $('result').textContent = await info.text(); return; }
    show(await info.json());
    stream(base + '/events', {
      screen: (ev) => paint(screen, JSON.parse(ev.data)),
      question: (ev) => show(JSON.parse(ev.data)),
      refused: (text) => { if (!done) $('result').textContent = text; },
    }, null, send);
  })().catch((e) => { $('result').textContent = e.message; });

  form.onsubmit = async (e) => {
    e.preventDefault();
    if (done) return;
    const answer = input.value;
    if (/[\x00-\x08\x0a-\x1f\x7f-\x9f]/.test(answer)) {
      $('result').textContent = 'The answer has a line break or another control character; it is typed as one line: send it without.';
      return;
    }
    input.value = '';
    const res = await post(base, { answer }, send);
    if (res.ok) finish((await res.json()).outcome || 'entered');
    else $('result').textContent = await res.text();
  };
  $('decline').onclick = async () => {
    if (done) return;
    const res = await post(base, { decline: true }, send);
    if (res.ok) finish('declined');
    else $('result').textContent = await res.text();
  };
}

switch (document.body.dataset.page) {
  case 'index': indexPage(); break;
  case 'ask': askPage(); break;
  case 'login': loginPage(); break;
}
