// One question of a prompt library of agentty's check set, named by the
// arguments (library, kind); prints the answer. The check set's screens
// were never used to tune the mode classifier.
import { createRequire } from 'node:module';
import readline from 'node:readline';
import repl from 'node:repl';

const require = createRequire(import.meta.url);
const [lib, kind] = process.argv.slice(2);
const done = (a) => { console.log('ANSWER ' + JSON.stringify(a)); process.exit(0); };

async function promptly() {
  const p = require('promptly');
  switch (kind) {
    case 'prompt': return done(await p.prompt('Service name: ', { default: 'api' }));
    case 'confirm': return done(await p.confirm('Deploy the release? '));
    case 'password': return done(await p.password('Access token: '));
  }
}

function yesno() {
  require('yesno')({ question: 'Delete the old builds? (y/n)' }).then(done);
}

function menu() {
  const m = require('terminal-menu')({ width: 30, x: 4, y: 2 });
  m.reset();
  m.write('PICK A FRUIT\n');
  m.write('-------------\n');
  for (const f of ['Apple', 'Banana', 'Cherry']) m.add(f);
  m.on('select', (label) => { m.close(); done(label); });
  process.stdin.pipe(m.createStream()).pipe(process.stdout);
  process.stdin.setRawMode(true);
}

function question() {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  rl.question('Project name: ', (a) => { rl.close(); done(a); });
}

function shell() {
  const r = repl.start({ prompt: 'calc> ' });
  r.context.add = (a, b) => a + b;
}

const libs = { promptly, yesno, 'terminal-menu': menu, readline: question, repl: shell };
await libs[lib]();
