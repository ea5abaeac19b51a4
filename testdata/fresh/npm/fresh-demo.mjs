// One question of a prompt library of agentty's fresh held-out set, named
// by the arguments (library, kind); prints the answer. The fresh set's
// screens were never used to tune the mode classifier.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [lib, kind] = process.argv.slice(2);
const done = (a) => { console.log('ANSWER ' + JSON.stringify(a)); process.exit(0); };

async function topcli() {
  const p = await import('@topcli/prompts');
  switch (kind) {
    case 'question': return done(await p.question('Project name?', { defaultValue: 'demo' }));
    case 'confirm': return done(await p.confirm('Use TypeScript?', { initial: false }));
    case 'select': return done(await p.select('Pick a fruit', { choices: ['Apple', 'Banana', 'Cherry'] }));
    case 'multiselect': return done(await p.multiselect('Pick fruits', { choices: ['Apple', 'Banana', 'Cherry'] }));
  }
}

function promptSync() {
  const prompt = require('prompt-sync')({ sigint: true });
  switch (kind) {
    case 'text': return done(prompt('Service name: ', 'api'));
    case 'hidden': return done(prompt.hide('Access token: '));
  }
}

function flatiron() {
  const prompt = require('prompt');
  prompt.start();
  const schema = {
    text: { properties: { name: { description: 'Service name', default: 'api' } } },
    hidden: { properties: { token: { description: 'Access token', hidden: true, replace: '*' } } },
  }[kind];
  prompt.get(schema, (err, r) => (err ? process.exit(1) : done(r)));
}

function vorpal() {
  const v = require('vorpal')();
  v.command('add <a> <b>', 'Adds two numbers.').action(function (args, cb) {
    this.log(String(Number(args.a) + Number(args.b)));
    cb();
  });
  v.delimiter('store$').show();
}

async function cliSelect() {
  const select = require('cli-select');
  console.log('Pick a fruit:');
  const r = await select({ values: ['Apple', 'Banana', 'Cherry'] });
  done(r.value);
}

const libs = { topcli, 'prompt-sync': promptSync, prompt: flatiron, vorpal, 'cli-select': cliSelect };
await libs[lib]();
