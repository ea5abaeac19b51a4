// The twohundredthird set's demo: each mode of its first argument asks
// what one npm prompt library draws, then prints the answer.
'use strict';

const mode = process.argv[2];
const done = (a) => { console.log('answer: ' + JSON.stringify(a)); process.exit(0); };

if (mode === 'inquirer-promise') {
  const ask = require('inquirer-promise');
  const what = process.argv[3];
  if (what === 'input') {
    ask.input('Which branch should the nightly build check out?', {
      default: 'main',
      validate: (v) => /\s/.test(v) ? 'A branch name has no spaces' : true,
    }).then(done);
  } else if (what === 'confirm') {
    ask.confirm('Tag the release after the build passes?', { default: false }).then(done);
  } else if (what === 'list') {
    ask.list('Which runner should build the release?', { choices: ['linux-amd64', 'linux-arm64', 'darwin-arm64', 'windows-amd64'] }).then(done);
  } else if (what === 'checkbox') {
    ask.checkbox('Which artifacts should the release upload?', { choices: ['tarball', 'checksums', 'signatures', 'changelog'] }).then(done);
  } else if (what === 'password') {
    ask.password('Signing key passphrase:', { validate: (v) => v.length >= 8 ? true : 'The passphrase has at least 8 characters' }).then(done);
  }
} else if (mode === 'mschema-prompt') {
  const prompt = require('mschema-prompt');
  prompt({
    name: { label: 'queue name', default: 'mail-outbox' },
    workers: {
      label: 'worker count',
      default: '4',
      conform: (v, cb) => /^[0-9]+$/.test(v) ? cb(null, v) : cb(new Error('Invalid worker count: a whole number is needed')),
    },
  }, (err, data) => done(err ? String(err) : data));
} else if (mode === 'prompt-tmp') {
  const prompt = require('prompt-tmp');
  prompt.start();
  const fields = process.argv[3] === 'password'
    ? [{ name: 'password', description: 'database password', hidden: true, replace: '*', required: true }]
    : [{ name: 'host', description: 'database host', pattern: /^[a-z0-9.-]+$/, message: 'Host may hold only lowercase letters, digits, dots and dashes', required: true },
       { name: 'port', description: 'database port', default: '5432' }];
  prompt.get(fields, (err, r) => done(err ? String(err) : r));
} else if (mode === 'readline-promise') {
  const readline = require('readline-promise').default;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  rl.questionAsync('Name of the new mailing list? ').then((a) => { rl.close(); done(a); });
}
