// The twohundredfiftyfourth set's demo: each mode of its first argument
// asks what one npm prompt library draws, as a small tool of its own would,
// then prints the answers.
'use strict';

const fs = require('fs');

const mode = process.argv[2];
const what = process.argv[3];
const done = (a) => { console.log('answer: ' + JSON.stringify(a)); process.exit(0); };
const fail = (e) => { console.log('error: ' + String(e)); process.exit(1); };

// A small project in the working folder to pick folders and files of.
const project = () => {
  for (const d of ['project/docs', 'project/src', 'project/scripts']) fs.mkdirSync(d, { recursive: true });
  for (const f of ['project/README.md', 'project/package.json', 'project/src/index.js', 'project/src/server.js', 'project/docs/setup.md']) fs.writeFileSync(f, '');
};

if (mode === 'selectable-table') {
  // A release tool's rollback: one row of a table of releases.
  const inquirer = require('inquirer');
  import(require('path').join(__dirname, 'node_modules/@biggerstar/inquirer-selectable-table/dist/index.js')).then((m) => {
    inquirer.registerPrompt('table', m.default);
    return inquirer.prompt([{
    type: 'table',
    name: 'release',
    message: 'Which release should be rolled back?',
    pageSize: 6,
    columns: [{ name: 'Version', value: 'version' }, { name: 'Released', value: 'released' }, { name: 'By', value: 'by' }],
    rows: [
      { version: 'v2.4.1', released: '2024-03-02', by: 'ada' },
      { version: 'v2.4.0', released: '2024-02-20', by: 'lin' },
      { version: 'v2.3.9', released: '2024-02-11', by: 'ada' },
      { version: 'v2.3.8', released: '2024-01-30', by: 'sam' },
    ],
  }]).then((a) => what !== 'chain' ? a : inquirer.prompt([{
    type: 'table',
    name: 'where',
    message: 'Where should ' + a.release.version + ' be rolled back?',
    columns: [{ name: 'Environment', value: 'env' }, { name: 'Region', value: 'region' }],
    rows: [
      { env: 'staging', region: 'eu-west' },
      { env: 'production', region: 'eu-west' },
      { env: 'production', region: 'us-east' },
    ],
  }]).then((b) => [a, b]));
  }).then(done, fail);
} else if (mode === 'fc-filepick') {
  // A backup tool: the folder to back up, or a file to attach.
  project();
  const pick = require('fc-filepick').default;
  const o = what === 'file'
    ? { question: 'Which file should be attached to the report?', type: 'file', folder: 'project' }
    : { question: 'Which folder should be backed up?', type: 'folder', folder: 'project' };
  pick(o).then(done, fail);
} else if (mode === 'enquirer-esm') {
  const E = require('enquirer-esm').default;
    let p;
  if (what === 'toggle') {
    p = E.toggle({ message: 'Run the nightly build on weekends?', enabled: 'Yes', disabled: 'No' });
  } else if (what === 'form') {
    p = E.form({
      message: 'Contact for the invoice:',
      choices: [
        { name: 'company', message: 'Company', initial: 'Acme Ltd' },
        { name: 'email', message: 'Email' },
        { name: 'vat', message: 'VAT number' },
      ],
    });
  } else if (what === 'number') {
    p = E.numeral({ message: 'How many build workers?', initial: 4 });
  } else if (what === 'sort') {
    p = E.sort({ message: 'Order the deploy stages', choices: ['build', 'test', 'stage', 'release'] });
  } else if (what === 'scale') {
    p = E.scale({
      message: 'How did the release go?',
      scale: [
        { name: '1', message: 'Bad' }, { name: '2', message: 'Poor' }, { name: '3', message: 'Fair' },
        { name: '4', message: 'Good' }, { name: '5', message: 'Great' },
      ],
      choices: [
        { name: 'speed', message: 'Speed of the pipeline', initial: 2 },
        { name: 'docs', message: 'Release notes', initial: 2 },
      ],
    });
  }
  p.then(done, fail);
} else if (mode === 'easy-cli-framework') {
  // A service tool's questions, through easy-cli-framework's prompts.
  const ecf = require('easy-cli-framework');
  let p;
  if (what === 'choice') {
    p = ecf.promptChoice('Which environment should be restarted?', ['staging', 'production', 'preview'], { defaultOption: 'staging' });
  } else if (what === 'multiple') {
    p = ecf.promptMultipleChoice('Which services should be restarted?', ['api', 'worker', 'scheduler', 'web'], { defaultSelected: ['api'] });
  } else if (what === 'confirm') {
    p = ecf.promptConfirm('Apply the pending migrations?', { defaultOption: true });
  } else if (what === 'text') {
    p = ecf.promptTextInput('Name of the maintenance window', { defaultText: 'sunday-night' });
  } else if (what === 'password') {
    p = ecf.promptTextInput('Database password', { type: 'password' });
  } else if (what === 'number') {
    p = ecf.promptNumber('How many replicas after the restart?', { value: 3 });
  } else if (what === 'chain') {
    // The environment, then the services of it.
    p = ecf.promptChoice('Which environment should be restarted?', ['staging', 'production', 'preview'], { defaultOption: 'staging' })
      .then((env) => ecf.promptMultipleChoice('Which services of ' + env + ' should be restarted?', ['api', 'worker', 'scheduler', 'web']).then((s) => [env, s]));
  }
  p.then(done, fail);
} else if (mode === 'console-read-write') {
  // A feature-flag tool's questions, one line each.
  const io = require('console-read-write');
  (async () => {
    io.write('Feature flags: 3 defined, 1 stale.');
    const flag = await io.ask('Name of the new flag?');
    const owner = await io.ask('Who owns ' + flag + '?');
    done([flag, owner]);
  })().catch(fail);
} else if (mode === 'readline-vim') {
  // A ledger's read-eval-print loop with vim bindings on its line.
  const repl = require('repl');
  const rlv = require('readline-vim');
  console.log('ledger 0.3 - type an amount to add it, .exit to leave');
  let total = 0;
  const r = repl.start({
    prompt: 'ledger > ',
    input: process.stdin,
    output: process.stdout,
    eval: (cmd, ctx, file, cb) => {
      const n = Number(cmd.trim());
      if (cmd.trim() === '') return cb(null);
      if (Number.isNaN(n)) return cb(null, 'not an amount: ' + cmd.trim());
      total += n;
      return cb(null, 'total ' + total.toFixed(2));
    },
    writer: (s) => String(s),
  });
  // The mode vim's bindings put the line in shows in the prompt.
  const vim = rlv(r);
  vim.events.on('normal', () => { r.setPrompt('ledger [normal] > '); r.prompt(true); });
  vim.events.on('insert', () => { r.setPrompt('ledger > '); r.prompt(true); });
}
