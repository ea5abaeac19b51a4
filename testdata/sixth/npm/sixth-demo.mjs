// One prompt of a library of agentty's sixth set, named by the arguments
// (library, kind); prints the answer. The sixth set's screens were never
// used to tune the mode classifier.
const [lib, kind] = process.argv.slice(2);
const done = (a) => { console.log('ANSWER ' + JSON.stringify(a)); process.exit(0); };

async function consola() {
  // consola's prompt: text, confirm, select and multiselect.
  const { consola } = await import('consola');
  const q = {
    text: ['Which branch should be deployed?', { type: 'text', placeholder: 'main', initial: 'release' }],
    confirm: ['Delete the build cache?', { type: 'confirm', initial: false }],
    select: ['Pick a package manager', { type: 'select', options: ['npm', 'pnpm', 'yarn'] }],
    multiselect: ['Which linters should run?', { type: 'multiselect', options: ['eslint', 'stylelint', 'markdownlint'] }],
  }[kind];
  done(await consola.prompt(...q));
}

async function qoa() {
  // qoa: a confirm, a list to move through and a hidden field.
  const q = (await import('qoa')).default;
  const p = {
    confirm: { type: 'confirm', query: 'Send the report now?', handle: 'v', accept: 'y', deny: 'n' },
    interactive: { type: 'interactive', query: 'Which region hosts the data?', handle: 'v', symbol: '>', menu: ['Oslo', 'Quebec', 'Tokyo'] },
    secure: { type: 'secure', query: 'Vault token:', handle: 'v' },
  }[kind];
  done((await q.prompt([p])).v);
}

const libs = { consola, qoa };
await libs[lib]();
