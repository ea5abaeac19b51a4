// libghostty-vt (Ghostty's Zig emulator, which ghostty-opentui ships as a
// native addon) fed the same bytes in the same chunks as the emulator's
// BenchmarkFeed (emulator/ghostty_bench_test.go). Install its dependency
// first (.ci/run does):
//
//	npm ci --prefix emulator/testdata/ghostty
//
//	node feed.mjs FILE COLS ROWS CHUNK ROUNDS
//
// It reads FILE, loads the addon and prints "ready" on a line, then
// waits for a line on stdin; then, ROUNDS times, it writes FILE's bytes in
// CHUNK-byte chunks to a fresh terminal of COLS x ROWS through the package's
// PersistentTerminal (its streaming API: each chunk is decoded as UTF-8, a
// character cut at a chunk's end kept for the next, and parsed by the
// addon, synchronously) and reads the cursor back; and prints
// {"bytes":n,"seconds":[s, ...],"cpu":[s, ...]}: each round's wall time and
// this process's processor time.
import { readFileSync } from 'node:fs';
import { PersistentTerminal, hasPersistentTerminalSupport } from 'ghostty-opentui';

const [file, cols, rows, chunk, rounds] = process.argv.slice(2);
const data = readFileSync(file);
if (!hasPersistentTerminalSupport()) {
  throw new Error(`ghostty-opentui has no native addon for ${process.platform}-${process.arch}`);
}
process.stdout.write('ready\n');

// The go line.
await new Promise(resolve => process.stdin.once('data', resolve));
process.stdin.pause();

const size = Number(chunk);
const seconds = [];
const cpu = [];
for (let r = 0; r < Number(rounds); r++) {
  const start = process.hrtime.bigint();
  const startCPU = process.cpuUsage();
  const term = new PersistentTerminal({ cols: Number(cols), rows: Number(rows) });
  for (let i = 0; i < data.length; i += size) {
    term.feed(data.subarray(i, i + size));
  }
  term.getCursor();
  const used = process.cpuUsage(startCPU);
  seconds.push(Number(process.hrtime.bigint() - start) / 1e9);
  cpu.push((used.user + used.system) / 1e6);
  term.destroy();
}
process.stdout.write(JSON.stringify({ bytes: data.length, seconds, cpu }) + '\n');
