// glyph-key is a form drawn with Glyph (a React renderer for terminal
// UIs), as a code host's command-line tool would draw it to add a deploy
// key: the key's title (a line to type in), its access (a radio group),
// whether it expires (a checkbox) and a button to add it; Tab moves
// between them, and adding it shows what was added.
import React from 'react';
import { render, Box, Text, Input, Radio, Checkbox, Button, useApp } from '@semos-labs/glyph';

const h = React.createElement;

function Form() {
  const { exit } = useApp();
  const [title, setTitle] = React.useState('');
  const [access, setAccess] = React.useState('read');
  const [expires, setExpires] = React.useState(false);
  const [added, setAdded] = React.useState(false);
  if (added) {
    return h(Box, { style: { flexDirection: 'column', padding: 1 } },
      h(Text, { style: { bold: true } }, `Deploy key "${title || 'untitled'}" added (${access}).`),
      h(Text, null, 'Press q to quit.'));
  }
  return h(Box, { style: { flexDirection: 'column', padding: 1, gap: 1 } },
    h(Text, { style: { bold: true } }, 'Add a deploy key to ada/relay'),
    h(Box, { style: { flexDirection: 'column' } },
      h(Text, null, 'Title'),
      h(Input, { value: title, onChange: setTitle, placeholder: 'ci-runner', style: { border: 'round', width: 40 }, focusedStyle: { borderColor: 'cyan' } })),
    h(Box, { style: { flexDirection: 'column' } },
      h(Text, null, 'Access'),
      h(Radio, { items: [{ label: 'Read only', value: 'read' }, { label: 'Read and write', value: 'write' }], value: access, onChange: setAccess, focusedItemStyle: { bg: 'cyan', color: 'black' } })),
    h(Checkbox, { checked: expires, onChange: setExpires, label: 'Expire in 30 days', focusedStyle: { bg: 'cyan', color: 'black' } }),
    h(Button, { onPress: () => setAdded(true), label: 'Add key', style: { paddingX: 1 }, focusedStyle: { bg: 'cyan', color: 'black' } }),
    h(Text, { style: { dim: true } }, 'Tab next field · Shift+Tab back · Ctrl+C quit'));
}

render(h(Form));
