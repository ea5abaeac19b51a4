// menu-restore asks, with interactive-cli-menu, what a backup tool would
// ask first: which snapshot to restore (a bordered menu moved with the
// arrow keys); the one chosen is then confirmed with a question of the
// script's own on a plain line, no by default.
const readline = require('readline');
const { createMenu } = require('interactive-cli-menu');

function confirmRestore(name) {
  setImmediate(() => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    rl.question(`Restore ${name} over the live database? [y/N] `, (answer) => {
      console.log(/^y/i.test(answer) ? `Restoring ${name}.` : 'Nothing restored.');
      rl.close();
      process.exit(0);
    });
  });
}

const snapshots = ['snap-2026-11-27 (nightly)', 'snap-2026-11-26 (nightly)', 'snap-2026-11-20 (weekly)', 'snap-2026-10-31 (monthly)'];
createMenu({
  title: 'Restore which snapshot?',
  width: 50,
  items: snapshots.map((label) => ({ label, action: () => confirmRestore(label.split(' ')[0]) })),
}).render();
