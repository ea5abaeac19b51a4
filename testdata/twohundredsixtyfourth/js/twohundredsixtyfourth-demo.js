#!/usr/bin/env node
// The twohundredsixtyfourth set's imitations of AI coding agents, AI
// commit-message and review tools and AI shell assistants that cannot run
// here (no model, no server, no key): each draws what the real tool draws
// at its moments, on an 80x24 terminal, keys read raw a key at a time with
// no library but Node's own. The first argument names the tool: codegpt,
// gptcomet, coderabbit, magic-cli, shell-whiz, autogpt, devon.
'use strict';

const W = 80;
const H = 24;
const CSI = '\x1b[';
const RESET = CSI + '0m';
const BOLD = CSI + '1m';
const DIM = CSI + '2m';
const RED = CSI + '31m';
const GREEN = CSI + '32m';
const YELLOW = CSI + '33m';
const BLUE = CSI + '34m';
const MAGENTA = CSI + '35m';
const CYAN = CSI + '36m';
const GREY = CSI + '90m';
const ORANGE = CSI + '38;5;208m';
const PINK = CSI + '38;5;205m';
const SPIN = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏';

const out = (s) => process.stdout.write(s);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const println = (s = '') => out(s + '\r\n');

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

const UP = new Set(['\x1b[A', '\x1bOA']);
const DOWN = new Set(['\x1b[B', '\x1bOB']);
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

// oneOf waits for one of keys and returns it.
async function oneOf(keys) {
  for (;;) {
    const k = await key();
    if (keys.includes(k)) return k;
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

// render draws a whole screen from its top.
function render(rows, cursor) {
  let s = CSI + 'H';
  for (let i = 0; i < H; i++) s += (rows[i] || '') + CSI + 'K' + (i < H - 1 ? '\r\n' : '');
  if (cursor) s += CSI + (cursor[0] + 1) + ';' + (cursor[1] + 1) + 'H' + CSI + '?25h';
  else s += CSI + '?25l';
  out(s);
}

// selectList draws a list under the cursor's row and lets arrows move its
// highlight; it returns the index chosen with Enter. draw(sel) returns
// the rows.
async function selectList(n, draw) {
  let sel = 0;
  let rows = draw(sel);
  out(CSI + '?25l' + rows.map((r) => r + CSI + 'K').join('\r\n'));
  for (;;) {
    const k = await key();
    if (UP.has(k)) sel = (sel + n - 1) % n;
    else if (DOWN.has(k)) sel = (sel + 1) % n;
    else if (isEnter(k)) break;
    else continue;
    out('\r' + (rows.length > 1 ? CSI + (rows.length - 1) + 'A' : ''));
    rows = draw(sel);
    out(rows.map((r) => r + CSI + 'K').join('\r\n'));
  }
  out('\r' + (rows.length > 1 ? CSI + (rows.length - 1) + 'A' : '') + CSI + 'J' + CSI + '?25h');
  return sel;
}

const repoLine = '~/tally';

// --- CodeGPT (appleboy's; a commit message from the staged diff) -------

async function codegpt() {
  out(CSI + 'H' + CSI + '2J');
  println('Summarize the commit message use ' + BOLD + 'gpt-4o-mini' + RESET + ' model');
  await spin((c, s) => CYAN + c + RESET + ' We are trying to summarize a git diff ' + GREY + '(' + s + 's)' + RESET, 6000);
  println('We are trying to summarize a git diff');
  println('We are trying to summarize a title for pull request');
  println('================Commit Summary====================');
  println();
  println('feat(ledger): retry posting with exponential backoff');
  println();
  println('- add a backoff loop to Client.Post that stops when the context ends');
  println('- cap the retries at five and log each failed attempt');
  println('- cover the delays with table tests');
  println();
  println('==================================================');
  println('Write the commit message to .git/COMMIT_EDITMSG file');
  let yes = true;
  const draw = () =>
    out(
      '\r' + BOLD + 'Commit preview summary?' + RESET + ' ' +
        (yes ? BOLD + GREEN + '▸Yes' + RESET + '  No' : '  Yes ' + BOLD + GREEN + '▸No' + RESET) + CSI + 'K',
    );
  out(CSI + '?25l');
  draw();
  for (;;) {
    const k = await key();
    if (['\x1b[C', '\x1b[D', '\t'].includes(k)) yes = !yes;
    else if (k === 'y' || k === 'Y') yes = true;
    else if (k === 'n' || k === 'N') yes = false;
    else if (isEnter(k)) break;
    else continue;
    draw();
  }
  println();
  out(CSI + '?25h');
  if (yes) {
    println('[feat/retry-backoff 3f2a9c1] feat(ledger): retry posting with backoff');
    println(' 3 files changed, 86 insertions(+), 12 deletions(-)');
  }
  quit(0);
}

// --- GPTComet (belingud's; a commit message, then what to do with it) --

async function gptcomet() {
  out(CSI + 'H' + CSI + '2J');
  const messages = [
    ['fix(ledger): compare totals in cents, not floats', '', '- store amounts as integer cents before summing', '- add a test for 0.1 + 0.2 totals'],
    ['fix: round ledger totals to whole cents', '', '- sum integer cents so totals of 0.1 + 0.2 match', '- test the rounding of three-way splits'],
  ];
  for (let n = 0; ; n++) {
    await spin((c, s) => MAGENTA + c + RESET + " 🤖 Hang tight! I'm cooking up something good! " + GREY + s + 's' + RESET, 5000);
    println(GREEN + '✓' + RESET + ' Generated commit message:');
    for (const l of box(messages[n % messages.length], 72, GREEN)) println(l);
    out(BOLD + 'Do you want to use this commit message?' + RESET + ' (y)es, (n)o, (r)etry, (e)dit: ');
    const k = await oneOf(['y', 'n', 'r', 'e']);
    println(k);
    if (k === 'r') {
      println();
      continue;
    }
    if (k === 'y') println(GREEN + '✓' + RESET + ' Commit successful: [main 9c41d7e] ' + messages[n % messages.length][0]);
    else if (k === 'n') println(YELLOW + 'Commit cancelled.' + RESET);
    quit(0);
  }
}

// --- CodeRabbit CLI (a review of the uncommitted changes) ---------------

async function coderabbit() {
  altScreen = true;
  out(CSI + '?1049h' + CSI + 'H' + CSI + '2J');
  const head = [
    '',
    ' ' + BOLD + ORANGE + '🐇 CodeRabbit' + RESET + ' CLI ' + GREY + 'v0.3.4' + RESET,
    ' ' + GREY + 'AI code reviews in your terminal' + RESET,
    '',
    ' Reviewing ' + BOLD + 'uncommitted changes' + RESET + ' in ' + repoLine + ' on ' + CYAN + 'feat/retry-backoff' + RESET,
    ' ' + GREY + '4 files changed, ' + GREEN + '+86' + GREY + ' ' + RED + '−12' + RESET,
    '',
  ];
  const stages = ['Connecting to review service', 'Setting up', 'Analyzing', 'Reviewing'];
  const start = Date.now();
  for (let i = 0; ; i++) {
    const ms = Date.now() - start;
    const s = Math.floor(ms / 1000);
    const at = Math.min(3, Math.floor(ms / 1200));
    const rows = head.slice();
    stages.forEach((st, j) => {
      if (j < at) rows.push(' ' + GREEN + '✔' + RESET + ' ' + st);
      else if (j === at) rows.push(' ' + ORANGE + SPIN[i % SPIN.length] + RESET + ' ' + st + ' ' + GREY + '(' + s + 's)' + RESET);
    });
    rows[H - 1] = ' ' + GREY + 'ctrl+c quit' + RESET;
    render(rows);
    if (ms >= 8000) break;
    await sleep(80);
  }
  const comments = [
    [RED + '⚠ Potential issue' + RESET, 'internal/ledger/retry.go:42', 'The retry loop ignores ctx.Done(): a cancelled post keeps retrying.',
      ['- for attempt := 0; attempt < maxRetries; attempt++ {', '+ for attempt := 0; attempt < maxRetries && ctx.Err() == nil; attempt++ {']],
    [YELLOW + '✎ Refactor suggestion' + RESET, 'internal/ledger/client.go:88', 'Build the backoff delays once, not on every attempt.',
      ['- delays := backoff(base, maxRetries)', '+ // delays are built once in NewClient']],
    [GREY + '· Nitpick' + RESET, 'cmd/tally/main.go:17', 'The import of "strings" is no longer used.', ['- \t"strings"']],
  ];
  let sel = 0;
  let foot = ' ' + GREY + '↑/↓ move · enter expand · a apply fix · c copy prompt for agent · q quit' + RESET;
  const draw = () => {
    const rows = [
      '',
      ' ' + BOLD + ORANGE + '🐇 CodeRabbit' + RESET + '  Review completed ' + GREY + '· 3 comments · 1 potential issue' + RESET,
      ' ' + GREY + '─'.repeat(W - 2) + RESET,
    ];
    comments.forEach(([kind, where, what], j) => {
      const bar = j === sel ? ORANGE + '❯ ' + RESET : '  ';
      rows.push(bar + kind + '  ' + (j === sel ? BOLD : '') + where + RESET);
      rows.push('    ' + (j === sel ? '' : GREY) + what + RESET);
    });
    rows.push(' ' + GREY + '─'.repeat(W - 2) + RESET);
    rows.push('');
    const fix = comments[sel][3].map((l) => (l[0] === '+' ? GREEN : RED) + l + RESET);
    for (const l of box(fix, W - 2, GREY, 'Suggested fix · ' + comments[sel][1])) rows.push(' ' + l);
    rows[H - 1] = foot;
    render(rows);
  };
  draw();
  for (;;) {
    const k = await key();
    if (UP.has(k)) sel = (sel + comments.length - 1) % comments.length;
    else if (DOWN.has(k)) sel = (sel + 1) % comments.length;
    else if (k === 'q') quit(0);
    else if (k === 'a') {
      foot = ' ' + YELLOW + BOLD + 'Apply the suggested fix to ' + comments[sel][1].split(':')[0] + '?' + RESET + ' (y/N)';
      draw();
      const a = await oneOf(['y', 'Y', 'n', 'N', '\r']);
      foot = a === 'y' || a === 'Y'
        ? ' ' + GREEN + '✔ Applied the fix to ' + comments[sel][1].split(':')[0] + RESET
        : ' ' + GREY + '↑/↓ move · enter expand · a apply fix · c copy prompt for agent · q quit' + RESET;
    } else continue;
    draw();
  }
}

// --- Magic CLI (guywaldman's; a command suggested for a prompt) ---------

async function magicCli() {
  out(CSI + 'H' + CSI + '2J');
  const prompt = 'list the ten largest files here';
  println('Generating suggested command for prompt "' + prompt + '"...');
  await spin((c, s) => CYAN + c + RESET + ' Generating… ' + GREY + s + 's' + RESET, 4000);
  println();
  println(BOLD + 'Suggested command:' + RESET + ' ' + CYAN + 'find . -type f -exec du -h {} + | sort -rh | head -n 10' + RESET);
  println(BOLD + 'Explanation:' + RESET + " du prints each file's size, sort -rh puts the largest first,");
  println('head keeps the first ten.');
  println();
  const q = 'Select what to do with the command';
  const opts = ['Execute', 'Copy to clipboard', 'Revise the command', 'Cancel'];
  const sel = await selectList(opts.length, (s) => [
    GREEN + '?' + RESET + ' ' + q,
    ...opts.map((o, j) => (j === s ? CYAN + '> ' + o + RESET : '  ' + o)),
    CYAN + '[↑↓ to move, enter to select, type to filter]' + RESET,
  ]);
  println(GREEN + '?' + RESET + ' ' + q + ' ' + CYAN + opts[sel] + RESET);
  if (sel !== 0) quit(0);
  out(GREEN + '?' + RESET + ' Are you sure you want to run this command? ' + GREY + '(y/N)' + RESET + ' ');
  const k = await oneOf(['y', 'Y', 'n', 'N', '\r']);
  println(k === 'y' || k === 'Y' ? CYAN + 'Yes' + RESET : CYAN + 'No' + RESET);
  quit(0);
}

// --- Shell Whiz (beimzhan's; `sw ask`, a command and what to do) -------

async function shellWhiz() {
  out(CSI + 'H' + CSI + '2J');
  await spin((c) => GREEN + c + RESET + ' Wait, Shell Whiz is thinking...', 3000);
  const rule = (t) => {
    const n = W - 4 - width(t);
    return GREY + '─'.repeat(Math.floor(n / 2)) + ' ' + RESET + BOLD + t + RESET + GREY + ' ' + '─'.repeat(Math.ceil(n / 2)) + RESET;
  };
  println(rule('Command'));
  println(' ' + YELLOW + "ss -tlnp | awk 'NR>1 {print $4}' | sort -u" + RESET);
  println(GREY + '─'.repeat(W - 2) + RESET);
  println(rule('Explanation'));
  println(' ss -tlnp lists the listening TCP sockets with their programs; awk keeps');
  println(' the local address column; sort -u drops the repeats.');
  println(GREY + '─'.repeat(W - 2) + RESET);
  const q = 'Select an action';
  const opts = ['Run this command', 'Explain this command', 'Revise the query', 'Edit by hand', 'Exit'];
  const sel = await selectList(opts.length, (s) => [
    YELLOW + '?' + RESET + ' ' + BOLD + q + RESET + ' ' + GREY + '(Use arrow keys)' + RESET,
    ...opts.map((o, j) => (j === s ? MAGENTA + BOLD + ' » ' + o + RESET : '   ' + o)),
  ]);
  println(YELLOW + '?' + RESET + ' ' + BOLD + q + RESET + ' ' + MAGENTA + opts[sel] + RESET);
  if (sel !== 2) quit(0);
  const rev = await readLine(YELLOW + '?' + RESET + ' ' + BOLD + 'Enter your revision:' + RESET + ' ');
  println(GREY + 'Revising: ' + rev + RESET);
  quit(0);
}

// --- Auto-GPT (Significant Gravitas'; the classic agent in a terminal) ---

async function autogpt() {
  out(CSI + 'H' + CSI + '2J');
  println(GREEN + 'Welcome to Auto-GPT! ' + RESET + " run with '--help' for more information.");
  println(GREEN + 'Create an AI-Assistant:' + RESET + "  input '--manual' to enter manual mode.");
  await readLine(CYAN + BOLD + 'I want Auto-GPT to: ' + RESET);
  println(GREEN + 'NAME:' + RESET + '  LedgerFixGPT');
  println(GREEN + 'ROLE:' + RESET + '  an AI that finds and fixes the failing tests of the tally service');
  println(GREEN + 'GOALS:' + RESET);
  println('-  Run the test suite of ' + repoLine);
  println('-  Fix the code behind the tests that fail');
  println('-  Stop when every test passes');
  println(GREEN + 'Using memory of type:' + RESET + '  LocalCache');
  println(GREEN + 'Using Browser:' + RESET + '  chrome');
  const classic = '-\\|/';
  const start = Date.now();
  for (let i = 0; Date.now() - start < 6000; i++) {
    out('\r' + classic[i % 4] + ' Thinking... ' + CSI + 'K');
    await sleep(100);
  }
  out('\r' + CSI + 'K');
  println(YELLOW + 'LEDGERFIXGPT THOUGHTS:' + RESET + '  I should run the test suite first to see what fails.');
  println(YELLOW + 'REASONING:' + RESET + '  Knowing the failures tells me which code to read.');
  println(YELLOW + 'PLAN:' + RESET);
  println('-  Run go test ./... in ' + repoLine);
  println('-  Read the failing tests and the code they cover');
  println('-  Fix the code and run the tests again');
  println(YELLOW + 'CRITICISM:' + RESET + '  I must not change a test only to make it pass.');
  println(CYAN + 'NEXT ACTION: ' + RESET + ' COMMAND = ' + CYAN + 'execute_shell' + RESET + "  ARGUMENTS = " + CYAN + "{'command_line': 'go test ./...'}" + RESET);
  println(MAGENTA + "Enter 'y' to authorise command, 'y -N' to run N continuous commands, 'n' to exit" + RESET);
  println(MAGENTA + 'program, or enter feedback for LedgerFixGPT...' + RESET);
  for (;;) {
    const a = await readLine('Input:');
    if (a === 'n') quit(0);
    println(MAGENTA + '-=-=-=-=-=-=-= COMMAND AUTHORISED BY USER -=-=-=-=-=-=-=' + RESET);
    println('ok      tally/internal/ledger\t0.412s');
    println(GREEN + 'SYSTEM: ' + RESET + ' Command execute_shell returned: all tests pass');
  }
}

// --- Devon (entropy-research's; a pair programmer, Ink on the main screen)

async function devon() {
  out(CSI + 'H' + CSI + '2J');
  let model = 'claude-3-5-sonnet';
  const welcome = () => [
    ...box(
      [
        ORANGE + '✦' + RESET + ' ' + BOLD + 'Welcome to Devon' + RESET,
        '',
        '  ' + GREY + 'an open-source pair programmer' + RESET,
        '  ' + GREY + 'cwd: ' + repoLine + ' · model: ' + model + RESET,
      ],
      W,
      ORANGE,
    ),
    '',
    ' ' + GREY + 'Tips: ask Devon to fix a bug, write a test or explain a file.' + RESET,
    '',
  ];
  const commands = [
    ['/model', 'choose the model Devon uses'],
    ['/reset', 'start a new conversation'],
    ['/config', 'show the settings of this session'],
    ['/help', 'list the commands'],
    ['/exit', 'quit Devon'],
  ];
  const hints = '  ' + GREY + '/ commands · ↵ send · esc interrupt · ctrl+c exit' + RESET;
  const convo = [];
  let input = '';
  let msel = 0;
  const menu = () => commands.filter(([c]) => input.startsWith('/') && c.startsWith(input.split(' ')[0]));
  const drawInput = () => {
    const rows = welcome().concat(convo);
    const text = input === '' ? GREY + 'Type your message or / for commands' + RESET : input;
    const top = rows.length;
    rows.push(...box([ORANGE + '>' + RESET + ' ' + text], W, GREY));
    const m = menu();
    if (m.length) {
      m.forEach(([c, d], j) =>
        rows.push(j === msel ? '  ' + ORANGE + pad(c, 10) + d + RESET : '  ' + pad(c, 10) + GREY + d + RESET),
      );
    } else rows.push(hints);
    render(rows, [top + 1, 4 + width(input)]);
  };
  const thinking = async (msg) => {
    convo.push(' ' + GREY + '>' + RESET + ' ' + msg, '');
    const start = Date.now();
    for (let i = 0; Date.now() - start < 7000; i++) {
      const s = Math.floor((Date.now() - start) / 1000);
      const rows = welcome().concat(convo);
      rows.push(' ' + ORANGE + SPIN[i % SPIN.length] + RESET + ' Devon is thinking… ' + GREY + '(' + s + 's · esc to interrupt)' + RESET);
      render(rows);
      await sleep(80);
    }
    convo.push(' ' + ORANGE + '●' + RESET + ' The retry loop in Post never checks the context; I will stop it there.', '');
  };
  const approve = async () => {
    const opts = ['Yes', "Yes, and don't ask again this session", 'No, tell Devon what to do differently'];
    let sel = 0;
    const draw = () => {
      const rows = welcome().concat(convo);
      rows.push(' ' + ORANGE + '●' + RESET + ' ' + BOLD + 'Devon wants to edit internal/ledger/retry.go' + RESET);
      rows.push(
        ...box(
          [
            RED + '42 -  for i := 0; i < maxRetries; i++ {' + RESET,
            GREEN + '42 +  for i := 0; i < maxRetries && ctx.Err() == nil; i++ {' + RESET,
          ],
          W,
          GREY,
        ),
      );
      rows.push(' ' + BOLD + 'Allow this edit?' + RESET);
      opts.forEach((o, j) => rows.push(j === sel ? ' ' + ORANGE + '❯ ' + (j + 1) + '. ' + o + RESET : '   ' + (j + 1) + '. ' + o));
      render(rows.slice(Math.max(0, rows.length - H)));
    };
    draw();
    for (;;) {
      const k = await key();
      if (UP.has(k)) sel = (sel + opts.length - 1) % opts.length;
      else if (DOWN.has(k)) sel = (sel + 1) % opts.length;
      else if (['1', '2', '3'].includes(k)) {
        sel = Number(k) - 1;
        break;
      } else if (isEnter(k)) break;
      else continue;
      draw();
    }
    convo.push(sel < 2 ? ' ' + GREEN + '✔' + RESET + ' Edited internal/ledger/retry.go' : ' ' + GREY + 'Edit declined.' + RESET, '');
  };
  const pickModel = async () => {
    const models = ['claude-3-5-sonnet', 'gpt-4o', 'llama-3-70b', 'codestral-latest'];
    let sel = 0;
    const draw = () => {
      const rows = welcome().concat(convo);
      rows.push(
        ...box(
          [BOLD + 'Select a model' + RESET, ...models.map((m, j) => (j === sel ? ORANGE + '❯ ' + m + RESET : '  ' + m))],
          W,
          ORANGE,
        ),
      );
      rows.push('  ' + GREY + '↑/↓ move · ↵ choose · esc cancel' + RESET);
      render(rows);
    };
    draw();
    for (;;) {
      const k = await key();
      if (UP.has(k)) sel = (sel + models.length - 1) % models.length;
      else if (DOWN.has(k)) sel = (sel + 1) % models.length;
      else if (isEnter(k)) {
        model = models[sel];
        break;
      } else if (k === '\x1b') break;
      else continue;
      draw();
    }
  };
  drawInput();
  for (;;) {
    const k = await key();
    const m = menu();
    if (m.length && UP.has(k)) msel = (msel + m.length - 1) % m.length;
    else if (m.length && DOWN.has(k)) msel = (msel + 1) % m.length;
    else if (isEnter(k)) {
      if (m.length) {
        const c = m[msel][0];
        input = '';
        msel = 0;
        if (c === '/exit') quit(0);
        if (c === '/model') await pickModel();
        if (c === '/reset') convo.length = 0;
      } else if (input !== '') {
        const msg = input;
        input = '';
        await thinking(msg);
        await approve();
      }
    } else if (isBackspace(k)) {
      input = input.slice(0, -1);
      msel = 0;
    } else if (printable(k)) {
      input += k;
      msel = 0;
    } else continue;
    drawInput();
  }
}

const tools = { codegpt, gptcomet, coderabbit, 'magic-cli': magicCli, 'shell-whiz': shellWhiz, autogpt, devon };
const tool = tools[process.argv[2]];
if (!tool) {
  process.stderr.write('usage: twohundredsixtyfourth-demo.js ' + Object.keys(tools).join('|') + '\n');
  process.exit(2);
}
startKeys();
tool().catch((e) => {
  process.stderr.write(String(e && e.stack) + '\n');
  quit(1);
});
