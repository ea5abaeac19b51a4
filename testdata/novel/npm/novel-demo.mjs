// One prompt of a library of agentty's novel set, named by the arguments
// (library, kind); prints the answer. The novel set's screens were never
// used to tune the mode classifier.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [lib, kind] = process.argv.slice(2);
const done = (a) => { console.log('ANSWER ' + JSON.stringify(a)); process.exit(0); };

async function prompts() {
  const p = require('prompts');
  const q = {
    text: { type: 'text', name: 'v', message: 'Service name', initial: 'api' },
    select: { type: 'select', name: 'v', message: 'Pick a region', choices: ['eu-west', 'us-east', 'ap-south'].map((t) => ({ title: t, value: t })) },
    toggle: { type: 'toggle', name: 'v', message: 'Deploy now?', initial: false, active: 'yes', inactive: 'no' },
    multiselect: { type: 'multiselect', name: 'v', message: 'Pick toppings', choices: ['Cheese', 'Olives', 'Basil'].map((t) => ({ title: t, value: t })) },
    confirm: { type: 'confirm', name: 'v', message: 'Delete the cache?', initial: false },
    password: { type: 'password', name: 'v', message: 'Access token' },
  }[kind];
  done((await p(q)).v);
}

async function base() {
  // jonschlinkert's prompt-base family: prompt-list, prompt-checkbox,
  // prompt-confirm.
  let q;
  switch (kind) {
    case 'list': q = new (require('prompt-list'))({ name: 'v', message: 'Which region?', choices: ['eu-west', 'us-east', 'ap-south'] }); break;
    case 'checkbox': q = new (require('prompt-checkbox'))({ name: 'v', message: 'Pick toppings', choices: ['Cheese', 'Olives', 'Basil'] }); break;
    case 'confirm': q = new (require('prompt-confirm'))({ name: 'v', message: 'Delete the old builds?', default: true }); break;
  }
  done(await q.run());
}

async function read() {
  const { read: r } = require('read');
  if (kind === 'silent') return done((await r({ prompt: 'Access token: ', silent: true, replace: '' })).length);
  done(await r({ prompt: 'Service name:', default: 'api' }));
}

async function consoleMenu() {
  const menu = require('console-menu');
  const item = await menu([
    { hotkey: 'a', title: 'Apple' },
    { hotkey: 'b', title: 'Banana' },
    { hotkey: 'c', title: 'Cherry' },
  ], { header: 'Pick a fruit', border: true });
  done(item && item.title);
}

function selectShell() {
  console.log('Pick a colour:');
  const list = require('select-shell')({ multiSelect: false });
  for (const c of ['red', 'green', 'blue']) list.option(c);
  list.list();
  list.on('select', (o) => done(o.map((x) => x.value)));
}

const libs = { prompts, base, read, 'console-menu': consoleMenu, 'select-shell': selectShell };
await libs[lib]();
