#!/usr/bin/env node
// The twohundredfortysixth set's imitations of AI-era terminal tools that
// cannot run here (no model, no server, no key): each draws what the real
// tool draws at its moments, on an 80x24 terminal, keys read raw a key at
// a time with no library but Node's own. The first argument names the
// tool: tmuxai, aicommit2, butterfish, gollama, nekot, ra-aid, holmes.
'use strict';

const W = 80;
const H = 24;
const CSI = '\x1b[';
const RESET = CSI + '0m';
const BOLD = CSI + '1m';
const DIM = CSI + '2m';
const REV = CSI + '7m';
const RED = CSI + '31m';
const GREEN = CSI + '32m';
const YELLOW = CSI + '33m';
const BLUE = CSI + '34m';
const MAGENTA = CSI + '35m';
const CYAN = CSI + '36m';
const GREY = CSI + '90m';
const PINK = CSI + '38;5;205m';
const PINKBG = CSI + '48;5;205m' + CSI + '38;5;231m';
const MENUBG = CSI + '48;5;250m' + CSI + '38;5;16m';
const METABG = CSI + '48;5;244m' + CSI + '38;5;231m';
const SPIN = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏';

const out = (s) => process.stdout.write(s);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// width is how many cells s takes, its escapes left out and its emoji
// two cells wide.
function width(s) {
  const plain = s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
  let n = 0;
  for (const ch of plain) {
    const c = ch.codePointAt(0);
    if (c === 0xfe0f) continue;
    n += (c >= 0x1f300 && c <= 0x1faff) || c === 0x2705 ? 2 : 1;
  }
  return n;
}

function pad(s, w) {
  return s + ' '.repeat(Math.max(0, w - width(s)));
}

// --- keys, read raw a key at a time ----------------------------------

const queue = [];
let waiter = null;

function splitKeys(s) {
  const keys = [];
  let i = 0;
  while (i < s.length) {
    if (s[i] === '\x1b' && (s[i + 1] === '[' || s[i + 1] === 'O')) {
      let j = i + 2;
      while (j < s.length && !/[A-Za-z~]/.test(s[j])) j++;
      keys.push(s.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    const ch = String.fromCodePoint(s.codePointAt(i));
    keys.push(ch);
    i += ch.length;
  }
  return keys;
}

function startKeys() {
  process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d) => {
    for (const k of splitKeys(d)) {
      if (k === '\x03') quit(130);
      queue.push(k);
    }
    if (waiter && queue.length) {
      const w = waiter;
      waiter = null;
      w(queue.shift());
    }
  });
  process.stdin.resume();
}

function key() {
  if (queue.length) return Promise.resolve(queue.shift());
  return new Promise((r) => {
    waiter = r;
  });
}

let altScreen = false;

function quit(code) {
  if (altScreen) out(CSI + '?1049l');
  out(CSI + '?25h' + RESET);
  process.stdin.setRawMode(false);
  process.exit(code);
}

const UP = new Set(['\x1b[A', '\x1bOA', 'k']);
const DOWN = new Set(['\x1b[B', '\x1bOB', 'j']);
const isEnter = (k) => k === '\r' || k === '\n';
const isBackspace = (k) => k === '\x7f' || k === '\b';
const printable = (k) => k.length >= 1 && !k.startsWith('\x1b') && k >= ' ' && k !== '\x7f';

// readLine reads a line after prompt on the main screen, echoing it.
async function readLine(prompt) {
  out(prompt);
  let v = '';
  for (;;) {
    const k = await key();
    if (isEnter(k)) {
      out('\r\n');
      return v;
    }
    if (isBackspace(k)) {
      if (v.length) {
        v = v.slice(0, -1);
        out('\b \b');
      }
      continue;
    }
    if (printable(k)) {
      v += k;
      out(k);
    }
  }
}

// spin draws a turning spinner on the current row until ms have passed.
async function spin(draw, ms) {
  const start = Date.now();
  let i = 0;
  while (Date.now() - start < ms) {
    const s = Math.floor((Date.now() - start) / 1000);
    out('\r' + draw(SPIN[i % SPIN.length], s) + CSI + 'K');
    i++;
    await sleep(80);
  }
  out('\r' + CSI + 'K');
}

// stream prints text a few characters at a time.
async function stream(text, color, ms) {
  const step = Math.max(1, Math.ceil(text.length / (ms / 40)));
  for (let i = 0; i < text.length; i += step) {
    out(color + text.slice(i, i + step).replace(/\n/g, '\r\n') + RESET);
    await sleep(40);
  }
}

// box is a rounded box of rows, width w, a title in its top border.
function box(rows, w, color, title) {
  const top = title
    ? '╭─ ' + title + ' ' + '─'.repeat(Math.max(0, w - 5 - width(title))) + '╮'
    : '╭' + '─'.repeat(w - 2) + '╮';
  const lines = [color + top + RESET];
  for (const r of rows) lines.push(color + '│' + RESET + ' ' + pad(r, w - 4) + ' ' + color + '│' + RESET);
  lines.push(color + '╰' + '─'.repeat(w - 2) + '╯' + RESET);
  return lines;
}

const println = (s = '') => out(s + '\r\n');

// render draws a whole screen (the alternate one) from its top.
function render(rows, cursor) {
  let s = CSI + 'H';
  for (let i = 0; i < H; i++) s += (rows[i] || '') + CSI + 'K' + (i < H - 1 ? '\r\n' : '');
  if (cursor) s += CSI + (cursor[0] + 1) + ';' + (cursor[1] + 1) + 'H' + CSI + '?25h';
  else s += CSI + '?25l';
  out(s);
}

// --- TmuxAI (alvinunreal's; a chat in a tmux pane, the main screen) --

async function tmuxai() {
  out(CSI + 'H' + CSI + '2J');
  println(BOLD + CYAN + 'TmuxAI' + RESET + ' v1.1.2' + GREY + ' · exec pane %2 · model gpt-4.1-mini' + RESET);
  println(GREY + "Type '/help' for a list of commands, '/exit' to quit." + RESET);
  println();
  const prompt = BOLD + CYAN + 'TmuxAI' + RESET + GREY + ' » ' + RESET;
  for (;;) {
    const q = await readLine(prompt);
    if (q === '') continue;
    if (q === '/exit') quit(0);
    await spin((c, s) => CYAN + c + RESET + ' Thinking… ' + GREY + '(' + s + 's · esc to cancel)' + RESET, 5000);
    println('The root filesystem is 97% full. Let me see what takes the space in /var.');
    println();
    println('  ' + YELLOW + 'du -sh /var/* | sort -h | tail -5' + RESET);
    println();
    out(BOLD + 'Execute this command?' + RESET + ' [Y/n] ');
    let k;
    do k = await key(); while (!['y', 'Y', 'n', 'N', '\r'].includes(k));
    if (k === 'n' || k === 'N') {
      println('n');
      println(GREY + 'Skipped.' + RESET);
    } else {
      println('y');
      println(GREEN + '✓' + RESET + ' Sent to pane %2');
      for (const l of ['48M\t/var/tmp', '212M\t/var/log', '1.1G\t/var/lib', '3.9G\t/var/cache', '14G\t/var/backups'])
        println(GREY + l + RESET);
      println('Most of it is /var/backups (14G): old relay database dumps.');
    }
    println();
  }
}

// --- aicommit2 (tak-bro's; commit messages from several models) -------

async function aicommit2() {
  out(CSI + 'H' + CSI + '2J' + CSI + '?25l');
  println(GREY + '┌' + RESET + '  ' + REV + ' aicommit2 ' + RESET);
  println(GREY + '│' + RESET);
  println(GREEN + '◇' + RESET + '  Detected 3 staged files:');
  for (const f of ['src/relay.ts', 'src/health.ts', 'test/health.test.ts']) println(GREY + '│' + RESET + '     ' + f);
  println(GREY + '│' + RESET);
  const models = [
    ['[OpenAI]', 'gpt-4o-mini', 2200, 'feat(health): add /healthz endpoint to the relay'],
    ['[Mistral]', 'codestral-latest', 3800, 'feat: add health check route and its tests'],
    ['[Ollama]', 'qwen2.5-coder:7b', 5600, 'chore: add health endpoint'],
  ];
  const start = Date.now();
  let i = 0;
  for (;;) {
    const ms = Date.now() - start;
    const s = Math.floor(ms / 1000);
    const c = SPIN[i++ % SPIN.length];
    let rows = MAGENTA + c + RESET + '  Generating commit messages with 3 models… ' + GREY + s + 's' + RESET + CSI + 'K\r\n';
    for (const [p, m, done] of models) {
      const st = ms >= done ? GREEN + '✔ done' + RESET : YELLOW + c + ' ' + s + 's' + RESET;
      rows += GREY + '│' + RESET + '     ' + pad(CYAN + p + RESET + ' ' + m, 30) + st + CSI + 'K\r\n';
    }
    out(rows);
    if (ms >= 6000) break;
    out(CSI + '4A');
    await sleep(80);
  }
  out(CSI + '4A' + CSI + 'J');
  println(GREEN + '◇' + RESET + '  Generated 3 commit messages in 6s');
  println(GREY + '│' + RESET);
  let sel = 0;
  const draw = (first) => {
    if (!first) out(CSI + '4A');
    let s = GREEN + '?' + RESET + ' ' + BOLD + 'Pick a commit message to use:' + RESET + GREY + ' (Ctrl+c to exit)' + RESET + CSI + 'K\r\n';
    models.forEach(([p, , , msg], j) => {
      s += (j === sel ? CYAN + '❯ ' + p + ' ' + msg + RESET : '  ' + p + ' ' + msg) + CSI + 'K\r\n';
    });
    out(s);
  };
  draw(true);
  for (;;) {
    const k = await key();
    if (UP.has(k)) sel = (sel + models.length - 1) % models.length;
    else if (DOWN.has(k)) sel = (sel + 1) % models.length;
    else if (isEnter(k)) break;
    else continue;
    draw(false);
  }
  out(CSI + '4A' + CSI + 'J');
  println(GREEN + '?' + RESET + ' ' + BOLD + 'Pick a commit message to use:' + RESET + ' ' + CYAN + models[sel][3] + RESET);
  println(GREEN + '✔' + RESET + ' Successfully committed!');
  quit(0);
}

// --- Butterfish (bakks'; a shell with an AI in it, the main screen) ---

async function butterfish() {
  out(CSI + 'H' + CSI + '2J');
  println(GREY + 'Butterfish Shell: start a line with a capital letter to ask, ! for a goal.' + RESET);
  const prompt = '🐠 ' + GREEN + 'ada@relay' + RESET + ':' + BLUE + '~/relay' + RESET + '$ ';
  for (;;) {
    const l = await readLine(prompt);
    if (l === '') continue;
    if (l === 'exit') quit(0);
    if (/^[A-Z]/.test(l)) {
      await sleep(600);
      await stream(
        'You can find the largest files under this folder with du and sort:\n\n' +
          '  du -ah . | sort -rh | head -20\n\n' +
          'The -h flags print sizes like 1.2G; head keeps the twenty largest.\n',
        CSI + '38;5;111m',
        6000,
      );
      continue;
    }
    if (l.startsWith('!')) {
      println(CSI + '38;5;111m' + 'Goal: ' + l.slice(1).trim() + RESET);
      await sleep(1500);
      println(CSI + '38;5;111m' + "I'll run the test suite first to see what fails." + RESET);
      println(YELLOW + '> pytest -q' + RESET);
      out(BOLD + 'Run this command?' + RESET + ' [y/N] ');
      let k;
      do k = await key(); while (!['y', 'Y', 'n', 'N', '\r'].includes(k));
      if (k === 'y' || k === 'Y') {
        println('y');
        println('..F.                                                                     [100%]');
        println(RED + '1 failed, 3 passed in 0.52s' + RESET);
      } else {
        println(k === '\r' ? '' : 'n');
        println(CSI + '38;5;111m' + 'Goal cancelled.' + RESET);
      }
      continue;
    }
    println('bash: ' + l.split(' ')[0] + ': command not found');
  }
}

// --- Gollama (sammcj's; a manager of local models, the alternate screen)

const MODELS = [
  ['llama3.1:8b', '4.7GB', 'Q4_0', 'llama', '2024-11-02', '46e0c10c'],
  ['qwen2.5-coder:7b', '4.7GB', 'Q4_K_M', 'qwen2', '2024-11-12', '2b049651'],
  ['mistral-nemo:12b', '7.1GB', 'Q4_0', 'llama', '2024-10-20', '994f3b8b'],
  ['phi3.5:3.8b', '2.2GB', 'Q4_0', 'phi3', '2024-09-01', '61819fb3'],
  ['gemma2:9b', '5.4GB', 'Q4_0', 'gemma2', '2024-08-14', 'ff02c375'],
  ['deepseek-coder-v2:16b', '8.9GB', 'Q4_0', 'deepseek2', '2024-07-30', '63fb193b'],
  ['nomic-embed-text:latest', '274MB', 'F16', 'nomic-bert', '2024-06-11', '0a109f42'],
  ['starcoder2:3b', '1.7GB', 'Q4_0', 'starcoder2', '2024-05-02', '9f4ae0aa'],
];

function modelRow(m) {
  return pad(m[0], 25) + pad(m[1], 8) + pad(m[2], 8) + pad(m[3], 12) + pad(m[4], 12) + m[5];
}

async function gollama() {
  altScreen = true;
  out(CSI + '?1049h');
  const models = MODELS.slice();
  let sel = 0;
  let asking = false;
  let note = '';
  for (;;) {
    const rows = ['', '  ' + PINKBG + ' Gollama ' + RESET + '  ' + GREY + models.length + ' models · ollama at 127.0.0.1:11434' + RESET, ''];
    rows.push('  ' + BOLD + modelRow(['Name', 'Size', 'Quant', 'Family', 'Modified', 'ID']) + RESET);
    models.forEach((m, i) => {
      rows.push(i === sel ? PINK + '│ ' + BOLD + modelRow(m) + RESET : '  ' + modelRow(m));
    });
    while (rows.length < H - 3) rows.push('');
    rows.push(note ? '  ' + GREEN + note + RESET : '');
    if (asking) rows.push('  ' + RED + BOLD + 'Are you sure you want to delete ' + models[sel][0] + '? (y/N)' + RESET);
    else rows.push('  ' + GREY + '↑/k up • ↓/j down • / filter • enter run • i inspect • D delete • q quit' + RESET);
    render(rows);
    const k = await key();
    note = '';
    if (asking) {
      asking = false;
      if (k === 'y' || k === 'Y') {
        note = 'Deleted ' + models[sel][0];
        models.splice(sel, 1);
        sel = Math.min(sel, models.length - 1);
      }
      continue;
    }
    if (UP.has(k)) sel = Math.max(0, sel - 1);
    else if (DOWN.has(k)) sel = Math.min(models.length - 1, sel + 1);
    else if (k === 'D') asking = true;
    else if (k === 'q') quit(0);
  }
}

// --- nekot (tearingItUp786's; a chat client of models, alternate screen)

async function nekot() {
  altScreen = true;
  out(CSI + '?1049h');
  let tab = 0;
  let input = '';
  let chat = [];
  let picking = false;
  let sel = 0;
  let model = 'qwen2.5-coder:7b';
  let busy = false;
  const pickList = [
    ['qwen2.5-coder:7b', 'ollama · local · 4.7 GB'],
    ['llama3.1:8b', 'ollama · local · 4.7 GB'],
    ['mistral-nemo:12b', 'ollama · local · 7.1 GB'],
    ['gpt-4o-mini', 'openai · remote'],
    ['gemini-2.0-flash', 'gemini · remote'],
  ];
  const tabs = () => {
    const names = ['Chat', 'Settings', 'Sessions'];
    const left = ' ' + names.map((n, i) => (i === tab ? PINKBG + ' ' + n + ' ' + RESET : GREY + ' ' + n + ' ' + RESET)).join(' ');
    return pad(left, W - 1 - width(model)) + GREY + model + RESET;
  };
  const draw = (spinner) => {
    const rows = [tabs(), ''];
    let cursor = null;
    if (tab === 0) {
      const body = chat.slice(-14);
      if (!chat.length) body.push(GREY + 'No messages yet. Type a question below and press enter.' + RESET);
      if (spinner) body.push(PINK + spinner + RESET);
      while (body.length < 14) body.push('');
      rows.push(...box(body, W, GREY));
      const shown = input === '' ? GREY + 'Ask a question…' + RESET : input;
      rows.push(...box([PINK + '┃ ' + RESET + shown], W, PINK));
      rows.push('');
      rows.push(' ' + GREY + 'enter send · tab switch tabs · ctrl+n new session · ctrl+q quit' + RESET);
      if (!busy) cursor = [18, 4 + width(input)];
    } else if (tab === 1 && !picking) {
      rows.push(...box([
        pad(BOLD + 'Model' + RESET, 18) + model,
        pad(BOLD + 'Temperature' + RESET, 18) + '0.7',
        pad(BOLD + 'Max tokens' + RESET, 18) + '2048',
        pad(BOLD + 'System prompt' + RESET, 18) + 'You are a helpful assistant.',
      ], W, GREY, 'Settings'));
      while (rows.length < H - 1) rows.push('');
      rows.push(' ' + GREY + 'm change model · tab switch tabs · ctrl+q quit' + RESET);
    } else if (tab === 1) {
      rows.push('  ' + PINKBG + ' Choose a model ' + RESET, '', '  ' + GREY + pickList.length + ' items' + RESET, '');
      pickList.forEach(([n, d], i) => {
        if (i === sel) rows.push(PINK + '│ ' + n + RESET, PINK + '│ ' + RESET + CSI + '38;5;175m' + d + RESET);
        else rows.push('  ' + n, '  ' + GREY + d + RESET);
        rows.push('');
      });
      while (rows.length < H - 1) rows.push('');
      rows.push('  ' + GREY + '↑/k up • ↓/j down • / filter • enter choose • esc back' + RESET);
    } else {
      rows.push(...box([GREY + 'No saved sessions.' + RESET], W, GREY, 'Sessions'));
    }
    render(rows, cursor);
  };
  for (;;) {
    draw();
    const k = await key();
    if (k === '\x11') quit(0);
    if (k === '\t') {
      tab = (tab + 1) % 3;
      picking = false;
      continue;
    }
    if (tab === 0) {
      if (isEnter(k) && input !== '') {
        chat.push(BOLD + 'You' + RESET + '  ' + input, '');
        input = '';
        busy = true;
        const start = Date.now();
        let i = 0;
        while (Date.now() - start < 6000) {
          const s = Math.floor((Date.now() - start) / 1000);
          draw(SPIN[i++ % SPIN.length] + ' Thinking… ' + s + 's ' + GREY + '(esc to stop)');
          await sleep(80);
        }
        busy = false;
        chat.push(PINK + BOLD + model + RESET, 'Run `git log -S healthz --oneline`: -S lists the commits that', 'added or removed that string.', '');
      } else if (isBackspace(k)) input = input.slice(0, -1);
      else if (printable(k)) input += k;
    } else if (tab === 1) {
      if (!picking && k === 'm') picking = true;
      else if (picking && UP.has(k)) sel = Math.max(0, sel - 1);
      else if (picking && DOWN.has(k)) sel = Math.min(pickList.length - 1, sel + 1);
      else if (picking && isEnter(k)) {
        model = pickList[sel][0];
        picking = false;
      } else if (picking && k === '\x1b') picking = false;
    }
  }
}

// --- RA.Aid (ai-christianson's; rich panels on the main screen) -------

async function raAid() {
  out(CSI + 'H' + CSI + '2J');
  for (const l of box([
    'Task: add a health check endpoint to the relay',
    'Provider: openai · Model: gpt-4o · Expert: o3-mini',
  ], W, BLUE, BOLD + 'RA.Aid v0.18.0' + RESET)) println(l);
  println(BOLD + '🔎 Research Stage' + RESET);
  for (const l of box(['src/', '├── relay.py', '├── routes.py', 'tests/', '└── test_routes.py'], 40, GREEN, '📂 Directory Tree')) println(l);
  await spin((c, s) => MAGENTA + c + RESET + ' Thinking… ' + GREY + s + 's' + RESET, 5000);
  println(BOLD + '🛠️  Implementation Stage' + RESET);
  for (const l of box(['pytest -q tests/test_health.py'], 50, YELLOW, '🐚 Shell Command')) println(l);
  for (;;) {
    // rich wraps the question at a word: its default goes to a row of its own
    const a = await readLine(
      'Execute this command? (y=yes, n=no, c=enable cowboy mode for session) ' +
        MAGENTA + BOLD + '[y/n/c]' + RESET + '\r\n' + CYAN + BOLD + '(y)' + RESET + ': ',
    );
    if (['', 'y', 'n', 'c'].includes(a.trim())) break;
    println(RED + 'Please select one of the available options' + RESET);
  }
  for (const l of box(['..                                                  [100%]', '2 passed in 0.41s'], 64, GREEN, '✅ Command output')) println(l);
  await sleep(1500);
  for (const l of box(["Should /healthz also report whether the database answers?"], 64, CYAN, '💭 Question')) println(l);
  const ans = await readLine(BOLD + '> ' + RESET);
  println(GREY + 'Answer noted: ' + ans + RESET);
  await spin((c, s) => MAGENTA + c + RESET + ' Thinking… ' + GREY + s + 's' + RESET, 60000);
  quit(0);
}

// --- HolmesGPT (Robusta's; prompt_toolkit on the main screen) ---------

const SLASH = [
  ['/exit', 'Exit interactive mode'],
  ['/help', 'Show help message with all commands'],
  ['/clear', 'Clear conversation history'],
  ['/tools', 'Show available toolsets and their status'],
  ['/auto', 'Toggle auto-display of tool outputs'],
  ['/last', 'Show all tool outputs from last response'],
  ['/run', 'Run a bash command and optionally share it'],
  ['/context', 'Show conversation context size'],
];

async function holmes() {
  out(CSI + 'H' + CSI + '2J');
  println(BOLD + 'Welcome to HolmesGPT:' + RESET + " Type '/exit' to exit, '/help' for commands.");
  println();
  const prompt = BOLD + BLUE + 'User:' + RESET + ' ';
  for (;;) {
    // a line with prompt_toolkit's completion menu of slash commands
    out(prompt);
    let v = '';
    let menu = 0;
    const redraw = () => {
      // clear the rows of the menu drawn before, then draw the one for v
      out(CSI + 's' + '\r\n' + CSI + 'J' + CSI + 'u');
      const items = v.startsWith('/') && !v.includes(' ') ? SLASH.filter(([c]) => c.startsWith(v)) : [];
      menu = items.length;
      if (!items.length) return;
      let s = CSI + 's';
      const col = 6;
      for (const [c, d] of items) s += '\r\n' + CSI + (col + 1) + 'G' + MENUBG + ' ' + pad(c, 9) + RESET + METABG + ' ' + pad(d, 43) + RESET;
      s += CSI + 'u';
      out(s);
    };
    for (;;) {
      const k = await key();
      if (isEnter(k)) break;
      if (isBackspace(k)) {
        if (v.length) {
          v = v.slice(0, -1);
          out('\b \b');
        }
      } else if (printable(k)) {
        v += k;
        out(k);
      } else continue;
      redraw();
    }
    if (menu) out(CSI + 's\r\n' + CSI + 'J' + CSI + 'u');
    out('\r\n');
    if (v === '/exit') quit(0);
    if (v === '') continue;
    if (v.startsWith('/')) {
      println(GREY + 'Unknown command.' + RESET);
      continue;
    }
    await spin((c, s) => GREEN + c + RESET + ' Thinking... ' + GREY + s + 's' + RESET, 5000);
    println(GREY + 'Running tool #1 ' + BOLD + 'kubectl_describe' + RESET + GREY + ': kubectl describe pod -n prod -l app=relay-api' + RESET);
    println(GREY + 'Running tool #2 ' + BOLD + 'kubectl_logs' + RESET + GREY + ': kubectl logs -n prod deploy/relay-api --previous' + RESET);
    println();
    println(YELLOW + 'Holmes wants to run a command that is not on its allow list:' + RESET);
    println('  ' + BOLD + 'kubectl rollout restart deploy/relay-api -n prod' + RESET);
    out(BOLD + 'Do you want to run this command?' + RESET + ' [y/N]: ');
    let k;
    do k = await key(); while (!['y', 'Y', 'n', 'N', '\r'].includes(k));
    println(k === '\r' ? '' : k.toLowerCase());
    println();
    println(BOLD + MAGENTA + 'AI:' + RESET + ' relay-api crashes at start: DATABASE_URL is unset since the last deploy.');
    println();
  }
}

const tools = { tmuxai, aicommit2, butterfish, gollama, nekot, 'ra-aid': raAid, holmes };
const tool = tools[process.argv[2]];
if (!tool) {
  process.stderr.write('usage: twohundredfortysixth-demo.js ' + Object.keys(tools).join('|') + '\n');
  process.exit(2);
}
startKeys();
tool().catch((e) => {
  process.stderr.write(String(e && e.stack) + '\n');
  quit(1);
});
