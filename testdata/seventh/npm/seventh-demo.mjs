// One prompt of a library of agentty's seventh set, named by the
// arguments (library, kind); prints the answer. The seventh set's screens
// were never used to tune the mode classifier.
import React from 'react';

const [lib, kind] = process.argv.slice(2);
const h = React.createElement;

async function inkui() {
  // Ink's component kit: a list, a list of ticks, a Y/n field, a text
  // field, a hidden field; a numbered list in a round box with a hint row
  // under it; a field with its label in a box.
  const { render, Box, Text, useApp } = await import('ink');
  const ui = await import('@inkjs/ui');
  let answer;
  function Demo() {
    const { exit } = useApp();
    const done = (a) => { answer = a; exit(); };
    switch (kind) {
      case 'select':
        return h(Box, { flexDirection: 'column' },
          h(Text, { bold: true }, 'Which environment should receive the build?'),
          h(ui.Select, { options: ['staging', 'production', 'preview'].map((v) => ({ label: v, value: v })), onChange: done }));
      case 'multiselect':
        return h(Box, { flexDirection: 'column' },
          h(Text, { bold: true }, 'Which checks should run before the merge? (space ticks, enter confirms)'),
          h(ui.MultiSelect, { options: ['lint', 'test', 'audit'].map((v) => ({ label: v, value: v })), onSubmit: done }));
      case 'confirm':
        return h(Box, { gap: 1 },
          h(Text, { bold: true }, 'Publish the package now?'),
          h(ui.ConfirmInput, { onConfirm: () => done(true), onCancel: () => done(false) }));
      case 'text':
        return h(Box, { gap: 1 },
          h(Text, { bold: true }, 'Project name:'),
          h(ui.TextInput, { onSubmit: done }));
      case 'password':
        return h(Box, { gap: 1 },
          h(Text, { bold: true }, 'API token:'),
          h(ui.PasswordInput, { onSubmit: done }));
      case 'numbered':
        return h(Box, { flexDirection: 'column', borderStyle: 'round', paddingX: 1 },
          h(Text, { bold: true }, 'Bash command'),
          h(Text, null, '  rm -rf build/'),
          h(Text, null, ''),
          h(Text, null, 'Do you want to run this command?'),
          h(ui.Select, {
            options: [
              { label: '1. Yes', value: 'yes' },
              { label: "2. Yes, and don't ask again", value: 'always' },
              { label: '3. No', value: 'no' },
            ],
            onChange: done,
          }),
          h(Text, { dimColor: true }, 'Enter to confirm · Esc to cancel'));
      case 'boxed':
        return h(Box, { flexDirection: 'column' },
          h(Text, { bold: true }, 'New release'),
          h(Box, { borderStyle: 'single', paddingX: 1, gap: 1 },
            h(Text, null, 'Tag name:'),
            h(ui.TextInput, { onSubmit: done })));
      default:
        throw new Error('unknown prompt ' + kind);
    }
  }
  const app = render(h(Demo));
  await app.waitUntilExit();
  console.log('ANSWER ' + JSON.stringify(answer));
}

const libs = { inkui };
await libs[lib]();
