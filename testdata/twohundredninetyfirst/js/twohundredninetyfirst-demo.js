#!/usr/bin/node
// The twohundredninetyfirst set's imitations (issue 44): JavaScript prompt
// libraries that cannot be installed here (no npm package is used), each
// drawn as a scaffolding script using it would draw it, from the
// library's source, tests and docs as known. Run by Debian's node:
//
//	node twohundredninetyfirst-demo.js dax|prompts-helpers|bun-promptx|question
//
// Keys are read raw, a key at a time; ctrl+c leaves.
'use strict';

const out = (s) => process.stdout.write(s);
const esc = '\x1b[';
const bold = (s) => `${esc}1m${s}${esc}22m`;
const dim = (s) => `${esc}2m${s}${esc}22m`;
const italic = (s) => `${esc}3m${s}${esc}23m`;
const underline = (s) => `${esc}4m${s}${esc}24m`;
const fg = (n, s) => `${esc}${n}m${s}${esc}39m`;
const red = (s) => fg(31, s);
const green = (s) => fg(32, s);
const blue = (s) => fg(34, s);
const cyan = (s) => fg(36, s);
const gray = (s) => fg(90, s);
const reset = `${esc}0m`;
const hideCursor = () => out(`${esc}?25l`);
const showCursor = () => out(`${esc}?25h`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const visible = (s) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

// Keys, a key at a time.
const queue = [];
let waiter = null;
if (process.stdin.isTTY) process.stdin.setRawMode(true);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  const keys = d.match(/\x1b\[[0-9;]*[A-Za-z~]|\x1bO[A-Z]|[\s\S]/g) || [];
  for (const k of keys) {
    if (k === '\x03') {
      showCursor();
      out(`${reset}\r\n`);
      process.exit(130);
    }
    queue.push(k);
  }
  if (waiter && queue.length) {
    const w = waiter;
    waiter = null;
    w(queue.shift());
  }
});
function key() {
  if (queue.length) return Promise.resolve(queue.shift());
  return new Promise((r) => { waiter = r; });
}
const UP = '\x1b[A', DOWN = '\x1b[B', RIGHT = '\x1b[C', LEFT = '\x1b[D';
const ENTER = (k) => k === '\r' || k === '\n';
const BACKSPACE = (k) => k === '\x7f' || k === '\b';
const printable = (k) => k.length === 1 && k >= ' ' && k !== '\x7f';

// A block of lines redrawn in place; the cursor left at (row, col).
class Block {
  constructor() { this.row = 0; }
  draw(lines, row, col) {
    let s = '';
    if (this.row > 0) s += `${esc}${this.row}A`;
    s += `\r${esc}J` + lines.join('\r\n');
    const up = lines.length - 1 - (row ?? lines.length - 1);
    if (up > 0) s += `${esc}${up}A`;
    const c = col ?? visible(lines[row ?? lines.length - 1]).length;
    s += '\r' + (c > 0 ? `${esc}${c}C` : '');
    this.row = row ?? lines.length - 1;
    out(s);
  }
  // done draws the answered lines and leaves the cursor under them.
  done(lines) {
    this.draw(lines);
    out('\r\n');
    this.row = 0;
  }
}

// ---------------------------------------------------------------------------
// dsherret's dax ($.prompt, $.confirm, $.select, $.multiSelect, $.progress),
// from its console tests: the message bold blue, a drawn █ for a cursor
// (the terminal's hidden), `> ` before the active option, `[x]`/`[ ]`
// ticks, the answers as ` - option` under the message (noClear: true).
async function daxPrompt(message, mask) {
  const b = new Block();
  let text = '';
  const title = bold(blue(message));
  for (;;) {
    const shown = mask ? '*'.repeat(text.length) : text;
    b.draw([`${title} ${shown}█`]);
    const k = await key();
    if (ENTER(k)) break;
    if (BACKSPACE(k)) text = text.slice(0, -1);
    else if (printable(k)) text += k;
  }
  b.done([`${title} ${mask ? '*'.repeat(text.length) : text}`]);
  return text;
}

async function daxConfirm(message, def) {
  const b = new Block();
  const hint = def === true ? '(Y/n)' : def === false ? '(y/N)' : '(Y/N)';
  const title = bold(blue(message));
  let v = '';
  for (;;) {
    b.draw([`${title} ${hint} ${v}█`]);
    const k = await key();
    if (ENTER(k)) {
      if (v === '' && def === undefined) continue;
      break;
    }
    if (BACKSPACE(k)) v = '';
    else if (/^[yY]$/.test(k)) v = 'Y';
    else if (/^[nN]$/.test(k)) v = 'N';
  }
  const yes = v === '' ? def : v === 'Y';
  b.done([`${title} ${yes ? 'Y' : 'N'}`]);
  return yes;
}

async function daxSelect(message, options) {
  const b = new Block();
  let at = 0;
  const title = bold(blue(message));
  for (;;) {
    b.draw([title, ...options.map((o, i) => `${i === at ? '> ' : '  '}${o}`)], 0, visible(message).length);
    const k = await key();
    if (ENTER(k)) break;
    if (k === UP) at = (at + options.length - 1) % options.length;
    if (k === DOWN) at = (at + 1) % options.length;
  }
  b.done([title, ` - ${options[at]}`]);
  return at;
}

async function daxMultiSelect(message, options) {
  const b = new Block();
  let at = 0;
  const ticks = options.map((o) => !!o.selected);
  const title = bold(blue(message));
  for (;;) {
    b.draw([title, ...options.map((o, i) => `${i === at ? '>' : ' '} [${ticks[i] ? 'x' : ' '}] ${o.text}`)], 0, visible(message).length);
    const k = await key();
    if (ENTER(k)) break;
    if (k === UP) at = (at + options.length - 1) % options.length;
    if (k === DOWN) at = (at + 1) % options.length;
    if (k === ' ') ticks[at] = !ticks[at];
  }
  const chosen = options.filter((_, i) => ticks[i]).map((o) => ` - ${o.text}`);
  b.done([title, ...(chosen.length ? chosen : [' <None>'])]);
}

async function daxProgress(prefix, message, length) {
  const b = new Block();
  let pos = 0;
  for (;;) {
    const lengthText = String(length);
    const totalBars = Math.max(1, 75 - (6 + lengthText.length * 2 + lengthText.length * 2));
    const done = Math.floor(totalBars * Math.min(pos / length, 1));
    let bar = '[';
    if (done !== totalBars) {
      if (done > 0) bar += cyan('#'.repeat(done - 1) + '>');
      bar += blue('-'.repeat(totalBars - done));
    } else bar += cyan('#'.repeat(done));
    bar += `] (${pos}/${length})`;
    b.draw([`${green(prefix)} ${message}`, bar]);
    await sleep(900);
    pos = pos + 1 >= length ? length - 1 : pos + 1;
  }
}

async function dax() {
  hideCursor();
  out(`${bold(green('Scaffolding'))} a new Deno project ${gray('(create-ledger 0.4.0)')}\r\n`);
  await daxPrompt('Project name?');
  await daxPrompt('Deploy token?', true);
  await daxSelect('Which template?', ['Fresh web app', 'Hono API', 'CLI tool', 'Library']);
  await daxMultiSelect('Which extras?', [
    { text: 'Linting' }, { text: 'Formatting', selected: true }, { text: 'Tests' }, { text: 'GitHub Actions workflow' },
  ]);
  await daxConfirm('Initialize a git repository?', true);
  out(`${bold(green('Initialized'))} empty Git repository in /home/dev/ledger-app/.git/\r\n`);
  await daxProgress('Installing', 'dependencies from deno.json', 64);
}

// ---------------------------------------------------------------------------
// Fabio Spampinato's prompts-helpers: terkelg's prompts as its helpers
// call them (select and multiselect with hint ' ' and no instructions,
// yesNo a toggle of yes and no, initially yes), the cyan `?` and gray `›`
// while asked, the green `✔` and gray `…` when answered, errors red and
// italic after a `›` on the row below; tiny-spinner's braille frames.
const sym = (done) => (done ? green('✔') : cyan('?'));
const delim = (done) => gray(done ? '…' : '›');

async function phText(message, validate, number) {
  const b = new Block();
  let text = '';
  let err = '';
  showCursor();
  for (;;) {
    const line = `${sym(false)} ${bold(message)} ${delim(false)} ${text}`;
    const lines = [line];
    if (err) lines.push(`${gray('›')} ${red(italic(err))}`);
    b.draw(lines, 0, visible(line).length);
    const k = await key();
    if (ENTER(k)) {
      const v = validate ? validate(text) : true;
      if (v === true) break;
      err = v;
      continue;
    }
    err = '';
    if (BACKSPACE(k)) text = text.slice(0, -1);
    else if (number ? /^[0-9]$/.test(k) : printable(k)) text += k;
  }
  b.done([`${sym(true)} ${bold(message)} ${delim(true)} ${text}`]);
  return text;
}

async function phToggle(message, initial) {
  const b = new Block();
  let value = initial;
  hideCursor();
  const render = (done) => {
    const inactive = value ? 'no' : cyan(underline('no'));
    const active = value ? cyan(underline('yes')) : 'yes';
    return `${sym(done)} ${bold(message)} ${delim(done)} ${inactive} ${gray('/')} ${active}`;
  };
  for (;;) {
    b.draw([render(false)]);
    const k = await key();
    if (ENTER(k)) break;
    if (k === LEFT || k === 'n' || k === 'h') value = false;
    else if (k === RIGHT || k === 'y' || k === 'l') value = true;
    else if (k === ' ' || k === '\t') value = !value;
  }
  b.done([`${sym(true)} ${bold(message)} ${delim(true)} ${value ? 'yes' : 'no'}`]);
  return value;
}

async function phSelect(message, choices) {
  const b = new Block();
  let at = 0;
  hideCursor();
  for (;;) {
    const lines = [`${sym(false)} ${bold(message)} ${delim(false)}  `];
    choices.forEach((c, i) => {
      const prefix = i === at ? `${cyan('❯')} ` : '  ';
      lines.push(`${prefix}  ${i === at ? cyan(underline(c)) : c}`);
    });
    b.draw(lines, 0, 0);
    const k = await key();
    if (ENTER(k)) break;
    if (k === UP) at = (at + choices.length - 1) % choices.length;
    if (k === DOWN || k === '\t') at = (at + 1) % choices.length;
  }
  b.done([`${sym(true)} ${bold(message)} ${delim(true)} ${choices[at]}`]);
}

async function phMultiselect(message, choices) {
  const b = new Block();
  let at = 0;
  const ticks = choices.map(() => false);
  hideCursor();
  for (;;) {
    const lines = [`${sym(false)} ${bold(message)} ${delim(false)}  `];
    choices.forEach((c, i) => {
      const pointer = i === at ? cyan('❯') : ' ';
      const radio = ticks[i] ? green('◉') : '◯';
      lines.push(`${pointer} ${radio}  ${i === at ? cyan(underline(c)) : c}`);
    });
    b.draw(lines, 0, 0);
    const k = await key();
    if (ENTER(k)) break;
    if (k === UP) at = (at + choices.length - 1) % choices.length;
    if (k === DOWN) at = (at + 1) % choices.length;
    if (k === ' ' || k === RIGHT) ticks[at] = !ticks[at];
  }
  b.done([`${sym(true)} ${bold(message)} ${delim(true)} ${choices.filter((_, i) => ticks[i]).join(', ')}`]);
}

async function phSpinner(message) {
  const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  hideCursor();
  let i = 0;
  for (;;) {
    out(`\r${esc}K${cyan(frames[i % frames.length])} ${message}`);
    i++;
    await sleep(80);
  }
}

async function promptsHelpers() {
  out(`${bold('ledger-kit')} ${dim('v2.3.1')} ${gray('— create a new ledger service')}\r\n\r\n`);
  await phText('Package name?', (v) => (/^[a-z0-9][a-z0-9-]*$/.test(v) ? true : 'Use lowercase letters, digits and dashes only'));
  await phText('Dev server port?', (v) => {
    const n = Number(v);
    return v !== '' && n >= 1024 && n <= 65535 ? true : 'Pick a port between 1024 and 65535';
  }, true);
  await phToggle('Use TypeScript?', true);
  await phSelect('Package manager?', ['npm', 'pnpm', 'yarn', 'bun']);
  await phMultiselect('Extras?', ['ESLint', 'Prettier', 'Vitest', 'Husky hooks']);
  out('\r\n');
  await phSpinner('Scaffolding ledger-service into ./ledger-service');
}

// ---------------------------------------------------------------------------
// wobsoriano's bun-promptx (createPrompt, createSelection), whose views
// are mritd's bubbles drawn by bubbletea inline: `✔ ` and the prompt bold
// green before the input (a reverse-video cursor, `*` for a password),
// `✘ ` red and `✘ ERROR: input is empty` when Enter finds it blank; the
// selection's header, a blank row, `» [1] text (description)` bold cyan
// for the current one, ` 2. text (description)` bold gray for the others,
// and the footer text.
const bb = (n, s) => `${esc}1;${n}m${s}${reset}`;

async function bpPrompt(promptText, password, required) {
  const b = new Block();
  let text = '';
  let err = false;
  let showErr = false;
  hideCursor();
  for (;;) {
    const shown = password ? '*'.repeat(text.length) : text;
    const prefix = err ? bb(31, '✘') : bb(32, '✔');
    const line = `${prefix} ${bb(32, promptText)}${shown}${esc}7m ${esc}27m`;
    const lines = [line];
    if (err && showErr) lines.push(bb(31, '✘ ERROR: input is empty'), '');
    lines.push('');
    b.draw(lines);
    const k = await key();
    if (ENTER(k)) {
      showErr = true;
      if (required && text.trim() === '') { err = true; continue; }
      break;
    }
    if (BACKSPACE(k)) text = text.slice(0, -1);
    else if (printable(k)) { text += k; showErr = false; }
    err = required && text.trim() === '';
  }
  const shown = password ? '*'.repeat(text.length) : text;
  b.done([`${bb(32, '✔')} ${bb(32, promptText)}${shown}`]);
}

async function bpSelection(items, headerText, footerText) {
  const b = new Block();
  let at = 0;
  hideCursor();
  for (;;) {
    const lines = [bb(97, 'Use the arrow keys to navigate: ↓ ↑ → ←'), bb(97, headerText), ''];
    items.forEach((it, i) => {
      if (i === at) lines.push(`${bb(32, '»')} ${bb(96, `[${i + 1}] ${it.text} (${it.description})`)}`);
      else lines.push(`  ${bb(90, ` ${i + 1}. ${it.text} (${it.description})`)}`);
    });
    lines.push(bb(97, footerText), '');
    b.draw(lines);
    const k = await key();
    if (ENTER(k)) break;
    if (k === 'q') { showCursor(); out('\r\n'); process.exit(1); }
    if (k === UP && at > 0) at--;
    if (k === DOWN && at < items.length - 1) at++;
  }
  b.done([]);
  return at;
}

async function bunPromptx() {
  out(`${bold('ledger publish')} — sign in to the package registry\r\n\r\n`);
  await bpPrompt('Registry username: ', false, true);
  await bpPrompt('Registry password: ', true, true);
  await bpSelection([
    { text: 'stable', description: 'Tested releases, updated monthly' },
    { text: 'beta', description: 'Next release, updated weekly' },
    { text: 'nightly', description: 'Built from main every night' },
  ], 'Select a release channel:', 'Press q to cancel');
  out('Publishing ledger-service@2.3.1 to stable...\r\n');
  for (;;) await sleep(1000);
}

// ---------------------------------------------------------------------------
// ocpu's question (for Deno): a green `?` and the label bold; an input's
// default in brackets, a confirm's `[y/N]`; a list of `> ` and the label
// light blue for the current, gray for the others, with filtering its
// `[ n/N] Search: ` on the label's row and `=`/`-` rules above and below
// a narrow window; a checkbox's ticks; answers light blue after the label.
const PREFIX = `${green('?')} `;
const asPromptText = (t) => `${esc}0;1m${t}${reset} `;
const hl = (t) => `${esc}94m${t}${reset}`;

async function qInput(label, def) {
  const b = new Block();
  let text = '';
  showCursor();
  for (;;) {
    b.draw([PREFIX + asPromptText(label) + (def ? `[${def}] ` : '') + text]);
    const k = await key();
    if (ENTER(k)) break;
    if (BACKSPACE(k)) text = text.slice(0, -1);
    else if (printable(k)) text += k;
  }
  const result = text.trim() || def || '';
  b.done([PREFIX + asPromptText(label) + hl(result || '<empty>')]);
}

async function qConfirm(label, def) {
  const b = new Block();
  let text = '';
  const yc = def === true ? 'Y' : 'y';
  const nc = def === false ? 'N' : 'n';
  showCursor();
  for (;;) {
    b.draw([PREFIX + asPromptText(`${label} [${yc}/${nc}]`) + text]);
    const k = await key();
    if (ENTER(k)) {
      const t = text.trimStart()[0];
      if (t === undefined || /[yn]/i.test(t)) {
        const yes = t === undefined ? def : /y/i.test(t);
        b.done([PREFIX + asPromptText(label) + hl(yes ? 'Yes' : 'No')]);
        return yes;
      }
      continue;
    }
    if (BACKSPACE(k)) text = text.slice(0, -1);
    else if (printable(k)) text += k;
  }
}

async function qList(label, options, windowSize) {
  const b = new Block();
  let search = '';
  let at = 0;
  let off = 0;
  showCursor();
  const longest = Math.max(15, Math.max(...options.map((o) => o.length)) + 4);
  for (;;) {
    const visibleOpts = search === '' ? options : options.filter((o) => o.toLowerCase().includes(search.toLowerCase()));
    const win = Math.min(windowSize, visibleOpts.length);
    const narrow = win < visibleOpts.length;
    const head = PREFIX + asPromptText(label) + `[${String(visibleOpts.length).padStart(String(options.length).length)}/${options.length}] Search: ${search}`;
    const lines = [head];
    if (narrow) lines.push((off !== 0 ? '-' : '=').repeat(longest));
    for (let i = 0; i < win; i++) {
      const o = visibleOpts[off + i];
      const cur = at === off + i;
      lines.push(`${cur ? esc + '94m' : esc + '90m'}${cur ? '>' : ' '} ${o}${reset}`);
    }
    if (narrow) lines.push((off + win !== visibleOpts.length ? '-' : '=').repeat(longest));
    b.draw(lines, 0, visible(head).length);
    const k = await key();
    if (ENTER(k)) {
      if (!visibleOpts.length) continue;
      b.done([PREFIX + asPromptText(label) + hl(visibleOpts[at])]);
      return;
    }
    if (k === UP && at > 0) { at--; if (at < off) off = at; }
    else if (k === DOWN && at < visibleOpts.length - 1) { at++; if (at >= off + win) off = at - win + 1; }
    else if (BACKSPACE(k)) { search = search.slice(0, -1); at = 0; off = 0; }
    else if (printable(k)) { search += k; at = 0; off = 0; }
  }
}

async function qCheckbox(label, options) {
  const b = new Block();
  let at = 0;
  const ticks = options.map(() => false);
  hideCursor();
  for (;;) {
    const lines = [PREFIX + asPromptText(label)];
    options.forEach((o, i) => {
      const color = i === at ? esc + '94m' : ticks[i] ? esc + '92m' : esc + '90m';
      lines.push(`${color}${i === at ? '>' : ' '} ${ticks[i] ? '[x]' : '[ ]'} ${o}${reset}`);
    });
    b.draw(lines, 0, 0);
    const k = await key();
    if (ENTER(k)) break;
    if (k === UP && at > 0) at--;
    if (k === DOWN && at < options.length - 1) at++;
    if (k === ' ') ticks[at] = !ticks[at];
  }
  const chosen = options.filter((_, i) => ticks[i]);
  b.done([PREFIX + asPromptText(label) + (chosen.length ? chosen.map(hl).join(', ') : hl('<empty>'))]);
  showCursor();
}

async function question() {
  out(`${bold('create-ledger-deno')} — a ledger service for Deno\r\n\r\n`);
  await qInput('Where should the project live?', './ledger-app');
  await qList('Pick a license', ['MIT', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', 'GPL-2.0-only', 'GPL-3.0-only',
    'LGPL-3.0-only', 'MPL-2.0', 'AGPL-3.0-only', 'ISC', 'Unlicense', '0BSD'], 6);
  await qCheckbox('Which CI providers?', ['GitHub Actions', 'GitLab CI', 'Woodpecker', 'Buildkite']);
  await qConfirm('Overwrite the existing README.md?', false);
  out('Wrote 14 files to ./ledger-app\r\n');
  for (;;) await sleep(1000);
}

const tools = { dax, 'prompts-helpers': promptsHelpers, 'bun-promptx': bunPromptx, question };
const tool = tools[process.argv[2]];
if (!tool) {
  process.stderr.write(`usage: twohundredninetyfirst-demo.js ${Object.keys(tools).join('|')}\n`);
  process.exit(2);
}
tool().catch((e) => { showCursor(); process.stderr.write(String(e.stack) + '\n'); process.exit(1); });
