// An Ink (React for the terminal) select list, as Ink programs ask: a
// question, then ink-select-input's list moved with the arrow keys or j
// and k, Enter to choose; or, with the argument "text", ink-text-input's
// field; or, with "framed", the list in a frame, a hint under it. Prints the answer once Ink has let go of the terminal. The
// tests drive it.
import React, { useState } from 'react';
import { render, Box, Text } from 'ink';
import SelectInput from 'ink-select-input';
import TextInput from 'ink-text-input';

const h = React.createElement;
let answer = '';

function Select() {
  const items = ['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry'].map((l) => ({ label: l, value: l.toLowerCase() }));
  return h(Box, { flexDirection: 'column' },
    h(Text, null, 'Which fruit should we buy?'),
    h(SelectInput, { items, onSelect: (item) => { answer = item.value; app.unmount(); } }));
}

function Field() {
  const [value, setValue] = useState('');
  return h(Box, null,
    h(Text, null, 'Project name: '),
    h(TextInput, { value, onChange: setValue, placeholder: 'my-app', onSubmit: (v) => { answer = v; app.unmount(); } }));
}

// Framed: the list inside a frame under its question and a paragraph,
// a hint under the frame (as an agent asks whether to trust a folder).
function Framed() {
  const items = ['Yes, proceed', 'No, exit'].map((l, i) => ({ label: `${i + 1}. ${l}`, value: String(i + 1) }));
  return h(Box, { flexDirection: 'column' },
    h(Box, { borderStyle: 'round', flexDirection: 'column', paddingX: 1 },
      h(Text, { bold: true }, 'Do you trust the files in this folder?'),
      h(Text, null, ' '),
      h(Text, null, 'The program may read and run files in this folder.'),
      h(Text, null, ' '),
      h(SelectInput, { items, onSelect: (item) => { answer = item.value; app.unmount(); } })),
    h(Text, { dimColor: true }, '  Enter to confirm · Esc to exit'));
}

const views = { text: Field, framed: Framed };
const app = render(h(views[process.argv[2]] || Select));
await app.waitUntilExit();
console.log('ANSWER ' + JSON.stringify(answer));
