// One prompt of a library of agentty's eighth set, named by the arguments
// (library, kind); prints the answer. The eighth set's screens were never
// used to tune the mode classifier.
import React from 'react';

const [lib, kind] = process.argv.slice(2);
const h = React.createElement;

async function inkMultiSelect() {
  // An Ink component: a list of ticks under a question.
  const { render, Box, Text } = (await import('ink')).default;
  const picker = (await import('ink-multi-select')).default;
  const MultiSelect = picker.default ?? picker;
  let answer;
  const items = ['unit', 'e2e', 'bench'].map((v) => ({ label: v, value: v }));
  function Demo({ onDone }) {
    return h(Box, { flexDirection: 'column' },
      h(Text, { bold: true }, 'Which suites should run tonight? (space ticks, enter confirms)'),
      h(MultiSelect, { items, onSubmit: onDone }));
  }
  if (kind !== 'multiselect') throw new Error('unknown prompt ' + kind);
  const app = render(h(Demo, { onDone: (picked) => { answer = picked.map((i) => i.value); app.unmount(); } }));
  await app.waitUntilExit();
  console.log('ANSWER ' + JSON.stringify(answer));
}

const libs = { 'ink-multi-select': inkMultiSelect };
await libs[lib]();
