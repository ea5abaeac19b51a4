// The hundredsixtyninth set's demo: one screen of a terminal UI component
// or prompt library of the fixture, chosen by its arguments, then the
// answer printed.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [lib, kind] = process.argv.slice(2);
const regions = ['Frankfurt', 'Dublin', 'Virginia', 'Singapore'];
const done = (v) => {
  console.log('answer:', JSON.stringify(v));
  process.exit(0);
};

async function blessedDemo() {
  const blessed = require('@pm2/blessed');
  const screen = blessed.screen({ smartCSR: true, title: 'relay' });
  screen.key(['C-c'], () => process.exit(130));
  if (kind === 'list') {
    const list = blessed.list({
      parent: screen, label: ' Pick a region ', top: 'center', left: 'center', width: 40, height: regions.length + 2,
      border: 'line', keys: true, vi: true, items: regions,
      style: { selected: { bg: 'blue', fg: 'white' }, border: { fg: 'cyan' } },
    });
    list.on('select', (item) => { screen.destroy(); done(item.getText()); });
    list.focus();
    screen.render();
    return;
  }
  if (kind === 'prompt') {
    const prompt = blessed.prompt({ parent: screen, top: 'center', left: 'center', width: 50, height: 8, border: 'line', keys: true });
    prompt.input('Relay host name', 'relay.local', (err, value) => { screen.destroy(); done(value); });
    screen.render();
    return;
  }
  if (kind === 'question') {
    const question = blessed.question({ parent: screen, top: 'center', left: 'center', width: 50, height: 7, border: 'line', keys: true });
    question.ask('Restart the relay now?', (err, ok) => { screen.destroy(); done(ok); });
    screen.render();
  }
}

async function inkDemo() {
  const React = (await import('react')).default;
  const { render, Box, Text, useInput, useApp } = await import('ink');
  const h = React.createElement;
  if (kind === 'multiline') {
    const { MultilineInput } = await import('ink-multiline-input');
    const App = () => {
      const [value, setValue] = React.useState('');
      return h(Box, { flexDirection: 'column', padding: 1 },
        h(Text, { bold: true }, 'Release notes for the relay:'),
        h(MultilineInput, {
          value, onChange: setValue, rows: 3, maxRows: 6, placeholder: 'Type the notes here...',
          highlightStyle: { backgroundColor: 'blue' }, onSubmit: (v) => done(v),
        }),
        h(Text, { dimColor: true }, 'Enter submits'));
    };
    render(h(App));
    return;
  }
  if (kind === 'list') {
    const { ScrollList } = await import('ink-scroll-list');
    const App = () => {
      const [i, setI] = React.useState(0);
      useInput((input, key) => {
        if (key.upArrow) setI((p) => Math.max(p - 1, 0));
        if (key.downArrow) setI((p) => Math.min(p + 1, regions.length - 1));
        if (key.return) done(regions[i]);
      });
      return h(Box, { flexDirection: 'column' },
        h(Text, { bold: true }, 'Pick a region for the relay'),
        h(Box, { borderStyle: 'single', height: 6 },
          h(ScrollList, { selectedIndex: i },
            regions.map((r, j) => h(Box, { key: r }, h(Text, { color: j === i ? 'green' : 'white' }, (j === i ? '> ' : '  ') + r))))));
    };
    render(h(App));
  }
}

async function scpDemo() {
  const scp = await import('simple-cli-prompter');
  if (kind === 'ask') done(await scp.ask('Relay host name?'));
  if (kind === 'select') done(await scp.ask('Which region should host the relay?', regions));
  if (kind === 'confirm') done(await scp.confirm('Restart the relay now?', true));
  if (kind === 'multiple') done(await scp.multiple('Which health checks should run?', ['ping', 'disk', 'memory', 'certificates']));
}

async function main() {
  if (lib === 'blessed') return blessedDemo();
  if (lib === 'ink') return inkDemo();
  if (lib === 'scp') return scpDemo();
  if (lib === 'menu') {
    const menu = require('appendable-cli-menu');
    const relays = menu('Select a relay', (relay) => done(relay.value));
    regions.forEach((r, i) => setTimeout(() => relays.add({ name: 'relay-' + r.toLowerCase(), value: r }), 200 * (i + 1)));
    return;
  }
  if (lib === 'keypress') {
    const prompter = require('keypress-prompt');
    if (kind === 'yn') done(await prompter.prompt('Restart the relay now', ['y', 'n']));
    if (kind === 'number') done(await prompter.prompt('Number of relays', [1, 2, 3, 4, 5]));
  }
  if (lib === 'rlp') {
    const rlp = require('readline-prompter');
    rlp(['relay host', 'relay owner'], { 'relay host': 'relay.local' }, {}).end((results) => done(results));
  }
}

main();
