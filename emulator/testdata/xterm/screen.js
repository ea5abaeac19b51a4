'use strict';
// xterm.js headless as a reference emulator for emulator/differential_test.go
// and emulator/bench_test.go. Install its one dependency first (.ci/run does):
//
//	npm ci --prefix emulator/testdata/xterm
//
// It reads requests, one JSON object a line, on stdin and answers each with
// one JSON line on stdout, in order:
//
//	{"cols":80,"rows":24,"chunks":["<base64>", ...]}
//	  -> the screen after writing the chunks to a fresh terminal:
//	     {"cursor":[row,col],"alt":bool,"title":"...","rows":[{"t":[text per cell],
//	      "a":[[count,"attrs"], ...], "l":[[col,"uri"], ...]}, ...]}
//	     A wide character's second cell has the text "" (getWidth() 0); a
//	     blank cell has "". "attrs" is fgMode/fg/bgMode/bg/flags/ulStyle/
//	     ulMode/ul, a mode being d (default), p (palette) or r (RGB), flags
//	     a string of b (bold) f (faint) i (italic) k (blink) r (inverse)
//	     h (invisible) s (strikethrough). "title" is the last window title
//	     set (OSC 0 or 2), "" for none; "l" lists the cells of the row in a
//	     hyperlink (OSC 8) with its URI, and is there only when one is.
//	{"bench":"/path/to/file","cols":80,"rows":24,"chunk":65536,"rounds":3}
//	  -> {"bytes":n,"seconds":[s, ...],"cpu":[s, ...]}: the time, and the
//	     processor time of this process, each round took to write the file's
//	     bytes, in chunks, to a fresh terminal and see them parsed.

const fs = require('fs');
const readline = require('readline');
const { Terminal } = require('@xterm/headless');

function write(term, data) {
  return new Promise(resolve => term.write(data, resolve));
}

function colour(mode, value) {
  switch (mode) {
    case 0x1000000:
    case 0x2000000:
      return 'p/' + value;
    case 0x3000000:
      return 'r/' + value;
    default:
      return 'd/0';
  }
}

function attrs(cell) {
  let flags = '';
  if (cell.isBold()) flags += 'b';
  if (cell.isDim()) flags += 'f';
  if (cell.isItalic()) flags += 'i';
  if (cell.isBlink()) flags += 'k';
  if (cell.isInverse()) flags += 'r';
  if (cell.isInvisible()) flags += 'h';
  if (cell.isStrikethrough()) flags += 's';
  // The underline style and colour are on the cell object but not in the
  // typings; a colour that was never set reads as the foreground's.
  let ul = 'd/0';
  const ext = cell.hasExtendedAttrs && cell.hasExtendedAttrs() ? cell.extended : null;
  if (ext && ext.underlineColor !== -1 && (ext.underlineColor & 0x3000000) !== 0) {
    ul = colour(cell.getUnderlineColorMode(), cell.getUnderlineColor());
  }
  return [colour(cell.getFgColorMode(), cell.getFgColor()),
    colour(cell.getBgColorMode(), cell.getBgColor()),
    flags, String(cell.getUnderlineStyle()), ul].join('/');
}

async function screen(req) {
  const term = new Terminal({ cols: req.cols, rows: req.rows, scrollback: 0, allowProposedApi: true, logLevel: 'off' });
  let title = '';
  term.onTitleChange(t => { title = t; });
  // writeSync parses at once instead of on a later tick (no sequence the
  // tests send has an asynchronous handler); it is not in the typings.
  for (const c of req.chunks) {
    term._core.writeSync(Buffer.from(c, 'base64'));
  }
  const buf = term.buffer.active;
  const rows = [];
  const cell = buf.getNullCell();
  for (let y = 0; y < req.rows; y++) {
    const line = buf.getLine(buf.baseY + y);
    const t = [];
    const a = [];
    const l = [];
    for (let x = 0; x < req.cols; x++) {
      line.getCell(x, cell);
      t.push(cell.getChars());
      // The link service is not in the typings either; a cell read into
      // the same object keeps the extended attributes of the last that had
      // them unless it has its own.
      const id = cell.hasExtendedAttrs && cell.hasExtendedAttrs() ? cell.extended.urlId : 0;
      if (id) {
        const link = term._core._oscLinkService.getLinkData(id);
        l.push([x, link ? link.uri : '']);
      }
      const key = cell.getWidth() === 0 ? '' : attrs(cell);
      if (a.length > 0 && a[a.length - 1][1] === key) {
        a[a.length - 1][0]++;
      } else {
        a.push([1, key]);
      }
    }
    rows.push(l.length > 0 ? { t, a, l } : { t, a });
  }
  const out = { cursor: [buf.cursorY, buf.cursorX], alt: buf.type === 'alternate', title, rows };
  term.dispose();
  return out;
}

async function bench(req) {
  const data = fs.readFileSync(req.bench);
  const chunk = req.chunk || 65536;
  const seconds = [];
  const cpu = [];
  for (let r = 0; r < (req.rounds || 3); r++) {
    const term = new Terminal({ cols: req.cols, rows: req.rows, scrollback: 1000, allowProposedApi: true });
    const start = process.hrtime.bigint();
    const startCPU = process.cpuUsage();
    for (let i = 0; i < data.length; i += chunk) {
      term.write(data.subarray(i, i + chunk));
    }
    await write(term, '');
    const used = process.cpuUsage(startCPU);
    seconds.push(Number(process.hrtime.bigint() - start) / 1e9);
    cpu.push((used.user + used.system) / 1e6);
    term.dispose();
  }
  return { bytes: data.length, seconds, cpu };
}

async function handle(line) {
  let out;
  try {
    const req = JSON.parse(line);
    out = req.bench ? await bench(req) : await screen(req);
  } catch (err) {
    out = { error: String(err && err.stack || err) };
  }
  process.stdout.write(JSON.stringify(out) + '\n');
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
let queue = Promise.resolve();
rl.on('line', line => {
  queue = queue.then(() => handle(line));
});
