// An Ink (React for the terminal) select list, as Ink programs ask: a
// question, then ink-select-input's list moved with the arrow keys or j
// and k, Enter to choose; or, with the argument "text", ink-text-input's
// field. Prints the answer once Ink has let go of the terminal. The
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

const app = render(h(process.argv[2] === 'text' ? Field : Select));
await app.waitUntilExit();
console.log('ANSWER ' + JSON.stringify(answer));
