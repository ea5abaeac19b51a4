// The MCP App's view of an agentty session, inside the client (MCP Apps,
// SEP-1865). It speaks JSON-RPC to its host over postMessage: ui/initialize,
// then the tool's input and result tell it which session to show; it
// follows the session's screen by calling the app-only tool app_session
// through the host (the host's CSP allows it no connection of its own), and
// the person takes the session over, types and hands it back through the
// same tool. It draws with term.js and emulates no terminal.
'use strict';

const $ = (id) => document.getElementById(id);

// The host: requests with answers, notifications, its requests to us.
let nextId = 1;
const pending = new Map();

function post(msg) { window.parent.postMessage(msg, '*'); }

function request(method, params) {
  const id = nextId++;
  post({ jsonrpc: '2.0', id, method, params });
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

function notify(method, params) { post({ jsonrpc: '2.0', method, params }); }

window.addEventListener('message', (e) => {
  if (e.source !== window.parent) return;
  const m = e.data;
  if (!m || m.jsonrpc !== '2.0') return;
  if (m.method === undefined) {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error) p.reject(new Error(m.error.message || 'the host refused the request'));
    else p.resolve(m.result);
    return;
  }
  if (m.id !== undefined) {
    answer(m.method, m.params || {}).then(
      (result) => post({ jsonrpc: '2.0', id: m.id, result }),
      (err) => post({ jsonrpc: '2.0', id: m.id, error: { code: err.code || -32603, message: String(err.message || err) } }));
    return;
  }
  heard(m.method, m.params || {});
});

// answer is our answer to a request of the host's.
async function answer(method, params) {
  switch (method) {
    case 'ping':
      return {};
    case 'ui/resource-teardown':
      view.closing = true;
      if (view.held) await hold(false);
      return {};
  }
  const err = new Error('unknown method ' + method);
  err.code = -32601;
  throw err;
}

// heard handles a notification of the host's.
function heard(method, params) {
  switch (method) {
    case 'ui/notifications/tool-input':
      if (params.arguments && typeof params.arguments.session_id === 'string') show(params.arguments.session_id);
      break;
    case 'ui/notifications/tool-result': {
      const sc = params.structuredContent;
      if (sc && typeof sc.session_id === 'string' && sc.session_id) show(sc.session_id);
      else if (params.isError) say(text(params));
      break;
    }
    case 'ui/notifications/host-context-changed':
      context(params);
      break;
  }
}

function text(result) {
  return (result.content || []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');
}

function context(ctx) {
  if (ctx.theme) document.documentElement.style.colorScheme = ctx.theme;
  const vars = ctx.styles && ctx.styles.variables;
  if (vars) for (const [k, v] of Object.entries(vars)) if (v) document.documentElement.style.setProperty(k, v);
}

// say shows what went wrong (or anything the person should read) for a
// few seconds, before the view's own hint comes back.
function say(s) {
  $('hint').textContent = s;
  view.saidUntil = Date.now() + 5000;
}

// The view: which session, the revision shown, whether we hold it (as
// the answers to calls made since the last take-over or hand-back say:
// holds counts those).
const screen = new Screen($('screen'));
const view = { id: '', rev: null, held: false, holder: '', holds: 0, gone: false, following: false, visible: true, closing: false, other: null, saidUntil: 0 };

// call calls app_session; it resolves to the view's data, or null after
// saying what went wrong. While the view holds the session every call
// carries the token its take-over answered (holder): the session is this
// view's alone, and no other client's call does what a holder does. An
// answer says whether the view holds the session only when it knows of
// the last take-over or hand-back and the call carried the token the view
// has now: a read sent while a take-over was under way, without the token
// it answered, says "not held" and may come after it (it waits for the
// screen to change: the person's first keys); it must not undo the hold
// and drop the keys typed after it.
async function call(args) {
  if (args.hold !== undefined) view.holds++;
  const holds = view.holds;
  const holder = view.holder;
  const base = { session_id: view.id };
  if (holder) base.holder = holder;
  let res;
  try {
    res = await request('tools/call', { name: 'app_session', arguments: Object.assign(base, args) });
  } catch (e) {
    say(e.message);
    return null;
  }
  const sc = res.structuredContent;
  if (sc && sc.screen) draw(sc, holds === view.holds && (args.hold !== undefined || holder === view.holder));
  if (res.isError) {
    const t = text(res);
    say(t);
    if (/^(machine [^:]*: )?no such session/.test(t)) {
      view.gone = true;
      $('status').textContent = 'closed';
      buttons();
    }
    return null;
  }
  return sc;
}

// draw shows what app_session answered; current says the answer knows
// of the last take-over or hand-back.
function draw(v, current) {
  if (view.rev === null || v.screen.rev >= view.rev || v.screen.full) {
    screen.apply(v.screen);
    view.rev = v.screen.rev;
  }
  $('cut').hidden = !v.screen.cut;
  $('cut').textContent = v.screen.cut || '';
  if (current) {
    view.held = v.held;
    view.holder = v.held && typeof v.holder === 'string' ? v.holder : '';
  }
  view.other = (v.attached || []).find((a) => a.exclusive && !(v.held && a.who === 'app')) || null;
  $('title').textContent = v.session_id + (v.name ? ' ' + v.name : '');
  const parts = [v.program, v.mode_detail ? v.mode + ' (' + v.mode_detail + ')' : v.mode, v.state];
  if (v.exit_signal) parts.push('killed by ' + v.exit_signal);
  else if (v.exit_code !== undefined && v.exit_code !== null) parts.push('exit code ' + v.exit_code);
  if (view.other) parts.push('taken over at ' + (view.other.who === 'app' ? 'another app' : 'a ' + view.other.who));
  $('status').textContent = parts.filter(Boolean).join(' · ');
  if (v.state === 'exited') view.gone = true;
  document.body.classList.toggle('held', view.held);
  buttons();
  if (Date.now() >= view.saidUntil) {
    $('hint').textContent = view.held
      ? 'You hold this session: your keys go to the program, and the agent\'s input is refused until you hand it back.'
      : view.gone ? '' : 'Live. Take over to type; the agent can read the screen meanwhile.';
  }
}

function buttons() {
  $('take').hidden = view.held || view.gone || !view.id;
  $('take').disabled = !!view.other;
  $('give').hidden = !view.held;
}

// show follows session id from now on.
function show(id) {
  if (view.id === id) return;
  view.id = id;
  view.holder = '';
  view.rev = null;
  view.gone = false;
  buttons();
  follow();
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

// follow asks for the screen again as soon as each answer comes (the tool
// waits for a change), at most ten times a second, while the view is seen
// or holds the session.
async function follow() {
  if (view.following) return;
  view.following = true;
  try {
    while (view.id && !view.gone && !view.closing && (view.visible || view.held)) {
      const asked = Date.now();
      const v = await call(view.rev === null ? {} : { since: view.rev });
      await pause(v === null ? 2000 : Math.max(0, 100 - (Date.now() - asked)));
    }
  } finally {
    view.following = false;
  }
}

async function hold(on) {
  if (!on) await sender.pump();
  const v = await call({ hold: on });
  if (v && on) $('term').focus();
  if (on) follow();
}

const sender = new Sender(async (item) => {
  const v = await call(item);
  return v === null ? $('hint').textContent : '';
}, say);

$('take').onclick = () => hold(true);
$('give').onclick = () => hold(false);
$('term').onkeydown = (e) => {
  if (!view.held) return;
  const k = keyNotation(e);
  if (k === null) return;
  e.preventDefault();
  sender.keys(k);
};
$('term').onpaste = (e) => {
  if (!view.held) return;
  e.preventDefault();
  sender.paste(e.clipboardData.getData('text'));
};

// Seen or not: a view scrolled out of sight stops asking (unless it holds
// the session), and asks again when it is back.
new IntersectionObserver((entries) => {
  view.visible = entries.some((e) => e.isIntersecting);
  if (view.visible) follow();
}).observe(document.body);
document.addEventListener('visibilitychange', () => {
  view.visible = document.visibilityState === 'visible';
  if (view.visible) follow();
});

// The host sizes the frame to the page.
new ResizeObserver(() => {
  const el = document.documentElement;
  notify('ui/notifications/size-changed', { width: el.scrollWidth, height: el.scrollHeight });
}).observe(document.body);

(async () => {
  try {
    const init = await request('ui/initialize', {
      protocolVersion: '2026-01-26',
      appInfo: { name: 'agentty', version: '1' },
      appCapabilities: { availableDisplayModes: ['inline'] },
    });
    context((init && init.hostContext) || {});
    notify('ui/notifications/initialized', {});
  } catch (e) {
    say('the host did not start the view: ' + e.message);
  }
})();
