// One prompt of a library of agentty's blind set, named by the arguments
// (library, kind); prints the answer. The blind set's screens were never
// used to tune the mode classifier.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [lib, kind] = process.argv.slice(2);
const done = (a) => { console.log('ANSWER ' + JSON.stringify(a)); process.exit(0); };

function interact() {
  // cli-interact: questions asked on a line, synchronously.
  const q = require('cli-interact');
  switch (kind) {
    case 'yesno': return done(q.getYesNo('Delete the cache'));
    case 'char': return done(q.getChar('Pick a size', 'sml'));
    case 'choice': return done(q.getChoice('a region', ['eu-west', 'us-east', 'ap-south']));
    case 'question': return done(q.question('Service name: '));
  }
}

async function astro() {
  // @astrojs/cli-kit's prompts.
  const { prompt } = await import('@astrojs/cli-kit');
  const q = {
    text: { type: 'text', name: 'v', label: 'dir', message: 'Where should the project live?', initial: './site' },
    confirm: { type: 'confirm', name: 'v', label: 'deps', message: 'Install the dependencies?', initial: true },
    select: { type: 'select', name: 'v', label: 'tmpl', message: 'Pick a starter', initial: 'blog',
      choices: [{ value: 'blog', label: 'Blog' }, { value: 'docs', label: 'Docs' }, { value: 'shop', label: 'Shop' }] },
  }[kind];
  done((await prompt(q)).v);
}

async function inquirerVariants() {
  // The inquirer family's prompts the other sets do not use.
  if (kind === 'number') {
    const number = (await import('@inquirer/number')).default;
    return done(await number({ message: 'How many workers?', default: 4 }));
  }
  const search = (await import('@inquirer/search')).default;
  const all = ['lodash', 'left-pad', 'leftpad-cli', 'chalk'];
  done(await search({ message: 'Pick a package', source: async (term) => all.filter((p) => !term || p.includes(term)).map((p) => ({ value: p })) }));
}

function neo() {
  // neo-blessed: a list and a question box on the alternate screen.
  const blessed = require('neo-blessed');
  const screen = blessed.screen({ smartCSR: true, title: 'blind demo' });
  screen.key(['C-c'], () => { screen.destroy(); process.exit(0); });
  if (kind === 'question') {
    const q = blessed.question({ parent: screen, top: 'center', left: 'center', width: 40, height: 7, border: 'line', label: ' confirm ', keys: true });
    q.ask('Remove the old release?', (err, yes) => { screen.destroy(); done(yes); });
    screen.render();
    return;
  }
  const list = blessed.list({ parent: screen, top: 'center', left: 'center', width: 30, height: 7, border: 'line', label: ' Pick a mirror ', keys: true, vi: true,
    style: { selected: { inverse: true } }, items: ['Berlin', 'Osaka', 'Quito'] });
  list.on('select', (item) => { screen.destroy(); done(item.getText()); });
  list.focus();
  screen.render();
}

const libs = { interact, astro, inquirer: inquirerVariants, 'neo-blessed': neo };
await libs[lib]();
