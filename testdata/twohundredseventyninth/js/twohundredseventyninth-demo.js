#!/usr/bin/env node
// The twohundredseventyninth set's imitations of JavaScript CLIs built on
// prompt libraries (inquirer with its autocomplete, enquirer through
// gluegun, prompts, flatiron's prompt, clack), which cannot run here (no
// npm package, no network): each draws what the real CLI draws at its
// moments, the way its library draws them, on an 80x24 terminal, keys
// read raw a key at a time with no library but Node's own. The first
// argument names the tool: cz-emoji, graph, nodebb, ns, jsrepo.
'use strict';

const CSI = '\x1b[';
const RESET = CSI + '0m';
const BOLD = CSI + '1m';
const DIM = CSI + '2m';
const UNDER = CSI + '4m';
const INVERSE = CSI + '7m';
const RED = CSI + '31m';
const GREEN = CSI + '32m';
const YELLOW = CSI + '33m';
const CYAN = CSI + '36m';
const GREY = CSI + '90m';
const SHOW = CSI + '?25h';
const HIDE = CSI + '?25l';

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
    n += (c >= 0x1f300 && c <= 0x1faff) || c === 0x2728 ? 2 : 1;
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
}

function key() {
  if (queue.length) return Promise.resolve(queue.shift());
  return new Promise((r) => { waiter = r; });
}

function quit(code) {
  out(RESET + SHOW + '\r\n');
  process.exit(code);
}

const UP = '\x1b[A';
const DOWN = '\x1b[B';
const isEnter = (k) => k === '\r' || k === '\n';
const isBack = (k) => k === '\x7f' || k === '\b';
const printable = (k) => k.length >= 1 && !k.startsWith('\x1b') && k >= ' ' && k !== '\x7f';

// --- a live region redrawn in place, as the libraries draw -----------

let regionRow = 0; // the cursor's screen row within the region drawn last
const COLS = 80;

// rows is how many screen rows a line of the region takes, wrapped at
// the terminal's width.
const rows = (line) => Math.max(1, Math.ceil(width(line) / COLS));

// draw replaces the region last drawn with lines, the cursor left at
// row and col of them (or hidden when row is -1).
function draw(lines, row = -1, col = 0) {
  let s = '';
  if (regionRow > 0) s += CSI + regionRow + 'A';
  s += '\r' + CSI + 'J' + lines.join('\r\n');
  const total = lines.reduce((n, l) => n + rows(l), 0);
  if (row < 0) {
    s += HIDE;
    regionRow = total - 1;
  } else {
    let at = 0;
    for (let i = 0; i < row; i++) at += rows(lines[i]);
    at += Math.floor(col / COLS);
    const c = col % COLS;
    if (total - 1 - at > 0) s += CSI + (total - 1 - at) + 'A';
    s += '\r';
    if (c > 0) s += CSI + c + 'C';
    s += SHOW;
    regionRow = at;
  }
  out(s);
}

// done leaves lines drawn for good and starts a new region under them.
function done(lines) {
  draw(lines);
  out('\r\n' + SHOW);
  regionRow = 0;
}

// --- inquirer (with inquirer-autocomplete-prompt): cz-emoji ----------

const iq = {
  head: (msg) => GREEN + '?' + RESET + ' ' + BOLD + msg + RESET,
  async input(msg) {
    let v = '';
    for (;;) {
      const line = iq.head(msg) + ' ' + v;
      draw([line], 0, width(line));
      const k = await key();
      if (isEnter(k)) break;
      if (isBack(k)) v = v.slice(0, -1);
      else if (printable(k)) v += k;
    }
    done([iq.head(msg) + ' ' + CYAN + v + RESET]);
    return v;
  },
  async autocomplete(msg, choices, pageSize) {
    let typed = '';
    let cur = 0;
    let searched = false;
    for (;;) {
      const list = choices.filter((c) => c.search.includes(typed));
      if (cur >= list.length) cur = 0;
      const head = iq.head(msg) + ' ' + (searched ? typed : DIM + '(Use arrow keys or type to search)' + RESET);
      const lines = [head];
      const start = Math.max(0, Math.min(cur - pageSize + 1, list.length - pageSize));
      list.slice(start, start + pageSize).forEach((c, i) => {
        lines.push(start + i === cur ? CYAN + '❯ ' + c.name + RESET : '  ' + c.name);
      });
      if (list.length === 0) lines.push('  ' + YELLOW + 'No results...' + RESET);
      if (list.length > pageSize) lines.push(DIM + '(Move up and down to reveal more choices)' + RESET);
      draw(lines, 0, width(head));
      const k = await key();
      if (isEnter(k) && list.length) {
        done([iq.head(msg) + ' ' + CYAN + list[cur].short + RESET]);
        return list[cur].value;
      }
      if (k === UP) cur = (cur - 1 + list.length) % list.length;
      else if (k === DOWN) cur = (cur + 1) % list.length;
      else if (isBack(k)) { typed = typed.slice(0, -1); searched = true; cur = 0; }
      else if (printable(k)) { typed += k; searched = true; cur = 0; }
    }
  },
};

async function czEmoji() {
  const types = [
    ['🎨', 'style', 'Improve structure / format of the code.'],
    ['🔥', 'prune', 'Remove code or files.'],
    ['🐛', 'fix', 'Fix a bug.'],
    ['🚑', 'quickfix', 'Critical hotfix.'],
    ['✨', 'feature', 'Introduce new features.'],
    ['📝', 'docs', 'Add or update documentation.'],
    ['🚀', 'deploy', 'Deploy stuff.'],
    ['💄', 'ui', 'Add or update the UI and style files.'],
    ['🎉', 'init', 'Begin a project.'],
    ['💚', 'fix-ci', 'Fix CI Build.'],
    ['🔒', 'security', 'Fix security issues.'],
    ['🔖', 'release', 'Release / Version tags.'],
    ['🚨', 'lint', 'Fix compiler / linter warnings.'],
    ['🚧', 'wip', 'Work in progress.'],
  ];
  const choices = types.map(([e, n, d]) => ({
    name: e + '  ' + pad(n + ':', 12) + d,
    value: e,
    short: e + '  ' + n,
    search: (n + ' ' + d).toLowerCase(),
  }));
  println(GREY + '$ git cz' + RESET);
  println('cz-cli@4.3.0, cz-emoji@1.3.2');
  println();
  await iq.autocomplete("Select the type of change you're committing:", choices, 10);
  await iq.input('Specify a scope:');
  await iq.input('Write a short description:');
  await iq.input('Provide a longer description:');
  quit(0);
}

// --- enquirer, through gluegun's prompt: graph-cli's `graph init` -----

const eq = {
  pending: (msg, sep) => CYAN + '?' + RESET + ' ' + BOLD + msg + RESET + ' ' + GREY + sep + RESET,
  answered: (msg, v) => GREEN + '✔' + RESET + ' ' + BOLD + msg + RESET + ' ' + GREY + '·' + RESET + ' ' + CYAN + v + RESET,
  async input(msg, initial = '') {
    let v = '';
    for (;;) {
      const head = eq.pending(msg, '›') + ' ';
      const line = head + (v === '' && initial ? GREY + initial + RESET : v);
      draw([line], 0, width(head) + width(v));
      const k = await key();
      if (isEnter(k)) break;
      if (isBack(k)) v = v.slice(0, -1);
      else if (printable(k)) v += k;
    }
    if (v === '') v = initial;
    done([eq.answered(msg, v)]);
    return v;
  },
  async select(msg, choices) {
    let cur = 0;
    for (;;) {
      const lines = [eq.pending(msg, '…') + ' '];
      choices.forEach((c, i) => {
        lines.push(i === cur ? CYAN + '❯ ' + UNDER + c + RESET : '  ' + c);
      });
      draw(lines);
      const k = await key();
      if (isEnter(k)) break;
      if (k === UP) cur = (cur - 1 + choices.length) % choices.length;
      if (k === DOWN) cur = (cur + 1) % choices.length;
    }
    done([eq.answered(msg, choices[cur])]);
    return choices[cur];
  },
  async autocomplete(msg, choices, limit) {
    let typed = '';
    let cur = 0;
    for (;;) {
      const list = choices.filter((c) => c.includes(typed));
      if (cur >= list.length) cur = 0;
      const head = eq.pending(msg, '…') + ' ' + typed;
      const lines = [head];
      list.slice(0, limit).forEach((c, i) => {
        lines.push(i === cur ? CYAN + '❯ ' + UNDER + c + RESET : '  ' + c);
      });
      if (list.length === 0) lines.push(RED + '  No matches' + RESET);
      draw(lines, 0, width(head));
      const k = await key();
      if (isEnter(k) && list.length) {
        done([eq.answered(msg, list[cur])]);
        return list[cur];
      }
      if (k === UP) cur = Math.max(0, cur - 1);
      else if (k === DOWN) cur = Math.min(Math.min(limit, list.length) - 1, cur + 1);
      else if (isBack(k)) { typed = typed.slice(0, -1); cur = 0; }
      else if (printable(k)) { typed += k; cur = 0; }
    }
  },
  async confirm(msg, initial) {
    const hint = initial ? '(Y/n)' : '(y/N)';
    let v = initial;
    for (;;) {
      const head = CYAN + '?' + RESET + ' ' + BOLD + msg + RESET + ' ' + GREY + hint + RESET + ' ' + GREY + '›' + RESET + ' ';
      const line = head + GREY + String(v) + RESET;
      draw([line], 0, width(head));
      const k = await key();
      if (isEnter(k)) break;
      if (k === 'y' || k === 'Y') v = true;
      if (k === 'n' || k === 'N') v = false;
    }
    done([eq.answered(msg + ' ' + GREY + hint + RESET, v ? 'true' : 'false')]);
    return v;
  },
};

async function graph() {
  println(GREY + '$ graph init' + RESET);
  await eq.select('Protocol', ['ethereum', 'near', 'cosmos', 'arweave', 'substreams']);
  await eq.input('Subgraph slug');
  await eq.input('Directory to create the subgraph in', 'ledger-events');
  await eq.autocomplete('Ethereum network', [
    'mainnet', 'sepolia', 'holesky', 'arbitrum-one', 'arbitrum-sepolia', 'base',
    'base-sepolia', 'bsc', 'celo', 'fantom', 'gnosis', 'matic', 'optimism',
    'optimism-sepolia', 'polygon-zkevm', 'zksync-era',
  ], 8);
  await eq.input('Contract address');
  out(GREY + '- Fetching ABI from Arbiscan' + RESET);
  await sleep(600);
  out('\r' + CSI + 'K' + GREEN + '✔' + RESET + ' Fetching ABI from Arbiscan\r\n');
  out(GREY + '- Fetching start block' + RESET);
  await sleep(400);
  out('\r' + CSI + 'K' + GREEN + '✔' + RESET + ' Fetching start block\r\n');
  await eq.input('Start Block', '187342190');
  await eq.input('Contract Name', 'LedgerVault');
  await eq.confirm('Index contract events as entities', true);
  println(GREY + '  Generate subgraph' + RESET);
  quit(0);
}

// --- flatiron's prompt, message and delimiter blank: NodeBB's setup ---

// fi asks one of flatiron prompt's questions: its description, the
// default grey in parentheses, what is typed echoed (or nothing where
// hidden), a line at a time.
async function fi(description, def, hidden = false) {
  let s = description;
  if (def) s += ' ' + GREY + '(' + def + ')' + RESET;
  s += ' ';
  out(s);
  let v = '';
  for (;;) {
    const k = await key();
    if (isEnter(k)) break;
    if (isBack(k)) {
      if (v && !hidden) out('\b \b');
      v = v.slice(0, -1);
    } else if (printable(k)) {
      v += k;
      if (!hidden) out(k);
    }
  }
  out('\r\n');
  return v || def;
}

async function nodebb() {
  println(GREY + '$ ./nodebb setup' + RESET);
  println();
  println(BOLD + 'Welcome to NodeBB v3.8.4!' + RESET);
  println();
  println(YELLOW + 'This looks like a new installation, so you\'ll have to answer a few questions' + RESET);
  println(YELLOW + 'about your environment before we can proceed.' + RESET);
  println('Press enter to accept the default setting (shown in brackets).');
  await fi('URL used to access this NodeBB', 'http://localhost:4567');
  await fi('Please enter a NodeBB secret', '8c3e41f7-5d7a-4a8e-9b1f-2f6c0d9e7a31');
  await fi('Would you like to submit anonymous plugin usage to nbbpm?', 'yes');
  await fi('Which database to use', 'mongo');
  println();
  println('Now configuring ' + CYAN + 'mongo' + RESET + ' database:');
  await fi('MongoDB connection URI: (leave blank if you wish to specify host, port, username/password and database individually)\r\nFormat: mongodb://[username:password@]host1[:port1][,host2[:port2],...[,hostN[:portN]]][/[database][?options]]', '');
  await fi('Host IP or address of your MongoDB instance', '127.0.0.1');
  await fi('Host port of your MongoDB instance', '27017');
  await fi('MongoDB Username', '');
  await fi('Password of your MongoDB database', '', true);
  await fi('MongoDB database name', 'nodebb');
  println(GREY + 'Populating database with default configs, if not already set...' + RESET);
  await sleep(60000);
  quit(0);
}

// --- prompts: the NativeScript CLI's `ns create` ----------------------

const pr = {
  head: (msg, done) => (done ? GREEN + '✔' : CYAN + '?') + RESET + ' ' + BOLD + msg + RESET + ' ' + GREY + (done ? '…' : '›') + RESET,
  async text(msg) {
    let v = '';
    for (;;) {
      const head = pr.head(msg, false) + ' ';
      draw([head + v], 0, width(head) + width(v));
      const k = await key();
      if (isEnter(k) && v) break;
      if (isBack(k)) v = v.slice(0, -1);
      else if (printable(k)) v += k;
    }
    done([pr.head(msg, true) + ' ' + v]);
    return v;
  },
  async select(msg, choices) {
    let cur = 0;
    for (;;) {
      const lines = [pr.head(msg, false) + ' ' + GREY + '- Use arrow-keys. Return to submit.' + RESET];
      choices.forEach((c, i) => {
        if (i === cur) {
          lines.push(CYAN + '❯' + RESET + '   ' + CYAN + UNDER + c.title + RESET + (c.description ? GREY + ' - ' + c.description + RESET : ''));
        } else {
          lines.push('    ' + c.title);
        }
      });
      draw(lines);
      const k = await key();
      if (isEnter(k)) break;
      if (k === UP) cur = (cur - 1 + choices.length) % choices.length;
      if (k === DOWN) cur = (cur + 1) % choices.length;
    }
    done([pr.head(msg, true) + ' ' + choices[cur].title]);
    return choices[cur];
  },
};

async function ns() {
  println(GREY + '$ ns create' + RESET);
  println();
  const name = await pr.text('First, what will be the name of your app?');
  await pr.select('Next, which style of NativeScript project would you like to use:', [
    { title: 'Angular', description: 'Learn more at https://nativescript.org/angular' },
    { title: 'React', description: 'Learn more at https://react-nativescript.netlify.app' },
    { title: 'Vue.js', description: 'Learn more at https://nativescript.org/vue' },
    { title: 'Svelte', description: 'Learn more at https://svelte.nativescript.org' },
    { title: 'Plain TypeScript', description: 'Learn more at https://nativescript.org/typescript' },
    { title: 'Plain JavaScript', description: 'Use NativeScript without any framework' },
  ]);
  await pr.select('Finally, which template would you like to start with:', [
    { title: 'Hello World', description: 'A Hello World app' },
    { title: 'SideDrawer', description: 'An app with pre-built pages that uses a drawer for navigation' },
    { title: 'Tabs', description: 'An app with pre-built pages that uses tabs for navigation' },
  ]);
  println();
  println('Project ' + CYAN + name + RESET + ' was successfully created.');
  quit(0);
}

// --- clack: jsrepo ----------------------------------------------------

const BAR = GREY + '│' + RESET;
const cl = {
  active: (msg) => CYAN + '◆' + RESET + '  ' + msg,
  submitted: (msg) => GREEN + '◇' + RESET + '  ' + msg,
  async text(msg, placeholder) {
    let v = '';
    for (;;) {
      let field;
      let col = 3;
      if (v === '') field = INVERSE + placeholder[0] + RESET + DIM + placeholder.slice(1) + RESET;
      else { field = v + INVERSE + ' ' + RESET; col += width(v); }
      draw([BAR, cl.active(msg), CYAN + '│' + RESET + '  ' + field, CYAN + '└' + RESET], -1);
      void col;
      const k = await key();
      if (isEnter(k)) break;
      if (isBack(k)) v = v.slice(0, -1);
      else if (printable(k)) v += k;
    }
    if (v === '') v = placeholder;
    done([BAR, cl.submitted(msg), BAR + '  ' + DIM + v + RESET]);
    return v;
  },
  async multiselect(msg, choices) {
    let cur = 0;
    const ticked = new Set();
    for (;;) {
      const lines = [BAR, cl.active(msg)];
      choices.forEach((c, i) => {
        let box;
        if (ticked.has(i)) box = GREEN + '◼' + RESET;
        else box = i === cur ? CYAN + '◻' + RESET : DIM + '◻' + RESET;
        const label = i === cur || ticked.has(i) ? c : DIM + c + RESET;
        lines.push(CYAN + '│' + RESET + '  ' + box + ' ' + label);
      });
      lines.push(CYAN + '└' + RESET);
      draw(lines);
      const k = await key();
      if (isEnter(k) && ticked.size) break;
      if (k === ' ') { if (ticked.has(cur)) ticked.delete(cur); else ticked.add(cur); }
      if (k === UP) cur = (cur - 1 + choices.length) % choices.length;
      if (k === DOWN) cur = (cur + 1) % choices.length;
    }
    const picked = choices.filter((_, i) => ticked.has(i));
    done([BAR, cl.submitted(msg), BAR + '  ' + DIM + picked.join(', ') + RESET]);
    return picked;
  },
  async confirm(msg, initial) {
    let v = initial;
    for (;;) {
      const yes = v ? GREEN + '●' + RESET + ' Yes' : DIM + '○ Yes' + RESET;
      const no = !v ? GREEN + '●' + RESET + ' No' : DIM + '○ No' + RESET;
      draw([BAR, cl.active(msg), CYAN + '│' + RESET + '  ' + yes + ' ' + DIM + '/' + RESET + ' ' + no, CYAN + '└' + RESET]);
      const k = await key();
      if (isEnter(k)) break;
      if (k === '\x1b[C' || k === '\x1b[D' || k === UP || k === DOWN) v = !v;
      if (k === 'y') v = true;
      if (k === 'n') v = false;
    }
    done([BAR, cl.submitted(msg), BAR + '  ' + DIM + (v ? 'Yes' : 'No') + RESET]);
    return v;
  },
};

async function jsrepo() {
  println(GREY + '$ npx jsrepo add' + RESET);
  println();
  println(GREY + '┌' + RESET + '   ' + INVERSE + ' jsrepo ' + RESET + ' ' + GREY + 'v1.41.3' + RESET);
  println(BAR);
  println(GREEN + '◇' + RESET + '  Fetched manifest from ' + CYAN + 'github/ieedan/std' + RESET);
  await cl.text('Where should we add the blocks?', './src/blocks');
  await cl.multiselect('Which blocks would you like to add?', [
    'utils/array-sum', 'utils/dispose', 'utils/ipv4-address', 'utils/lines',
    'utils/math', 'utils/pad', 'utils/rand', 'utils/result', 'utils/url',
  ]);
  await cl.confirm('Would you like to install dependencies?', true);
  const spin = '◒◐◓◑';
  let i = 0;
  for (;;) {
    draw([BAR, MAGENTA() + spin[i % 4] + RESET + '  Installing dependencies with npm' + '.'.repeat(i % 4)]);
    i++;
    await sleep(200);
  }
}

function MAGENTA() { return CSI + '35m'; }

// ----------------------------------------------------------------------

const tools = { 'cz-emoji': czEmoji, graph, nodebb, ns, jsrepo };
const tool = tools[process.argv[2]];
if (!tool) {
  process.stderr.write('usage: twohundredseventyninth-demo.js cz-emoji|graph|nodebb|ns|jsrepo\n');
  process.exit(2);
}
startKeys();
tool().catch((e) => {
  out(RESET + SHOW + '\r\n' + e.stack + '\r\n');
  process.exit(1);
});
