// One question of a prompt library of agentty's unseen set, named by the
// arguments (library, kind); prints the answer. The unseen set's screens
// were never used to tune the mode classifier.
import tk from 'terminal-kit';
import blessed from 'blessed';
import rl from 'readline-sync';

const [lib, kind] = process.argv.slice(2);
const done = (a) => { console.log('ANSWER ' + JSON.stringify(a)); process.exit(0); };

function terminalKit() {
  const term = tk.terminal;
  term.on('key', (k) => { if (k === 'CTRL_C') { term.grabInput(false); process.exit(1); } });
  switch (kind) {
    case 'menu':
      term('Pick a fruit\n');
      term.singleColumnMenu(['Apple', 'Banana', 'Cherry'], (err, r) => done(r.selectedText));
      break;
    case 'yesno':
      term('Overwrite the file? [Y|n]\n');
      term.yesOrNo({ yes: ['y', 'ENTER'], no: ['n'] }, (err, r) => done(r));
      break;
    case 'input':
      term('Your name: ');
      term.inputField({}, (err, r) => done(r));
      break;
  }
}

function blessedUI() {
  const screen = blessed.screen({ smartCSR: true, title: 'unseen' });
  screen.key(['C-c'], () => process.exit(1));
  switch (kind) {
    case 'list': {
      const list = blessed.list({ parent: screen, label: ' Pick an environment ', border: 'line', keys: true, vi: true,
        items: ['staging', 'production', 'development'], style: { selected: { bg: 'blue' } },
        width: 40, height: 7, top: 'center', left: 'center' });
      list.on('select', (item) => { screen.destroy(); done(item.getText()); });
      list.focus();
      break;
    }
    case 'question': {
      const q = blessed.question({ parent: screen, border: 'line', height: 'shrink', width: 'half', top: 'center', left: 'center', label: ' Confirm ', keys: true });
      q.ask('Drop the table?', (err, v) => { screen.destroy(); done(v); });
      break;
    }
    case 'prompt': {
      const p = blessed.prompt({ parent: screen, border: 'line', height: 'shrink', width: 'half', top: 'center', left: 'center', label: ' Rename ', keys: true });
      p.input('Table name:', 'users', (err, v) => { screen.destroy(); done(v); });
      break;
    }
  }
  screen.render();
}

function readlineSync() {
  switch (kind) {
    case 'yn':
      done(rl.keyInYN('Publish the package?'));
      break;
    case 'select':
      done(rl.keyInSelect(['npm', 'yarn', 'pnpm'], 'Package manager?'));
      break;
    case 'question':
      done(rl.question('Registry URL: '));
      break;
  }
}

({ 'terminal-kit': terminalKit, blessed: blessedUI, 'readline-sync': readlineSync })[lib]();
