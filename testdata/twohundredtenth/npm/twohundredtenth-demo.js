// The twohundredtenth set's demo: each mode of its first argument asks
// what one npm prompt library draws, then prints the answer.
'use strict';

const mode = process.argv[2];
const what = process.argv[3];
const done = (a) => { console.log('answer: ' + JSON.stringify(a)); process.exit(0); };
const fail = (e) => { console.log('error: ' + String(e)); process.exit(1); };

if (mode === 'bvaughn-enquirer') {
  const { Input, NumberPrompt, Confirm, Select, MultiSelect, Password, AutoComplete } = require('bvaughn-enquirer');
  let p;
  if (what === 'input') {
    p = new Input({ message: 'Name of the staging cluster', initial: 'lisbon-2' });
  } else if (what === 'input-bare') {
    p = new Input({ message: 'Ticket to close with this deploy',
      validate: (v) => /^[A-Z]+-[0-9]+$/.test(v) ? true : 'A ticket looks like OPS-123' });
  } else if (what === 'number') {
    p = new NumberPrompt({ message: 'How many replicas should run?', initial: 3,
      validate: (v) => Number(v) >= 1 && Number(v) <= 9 ? true : 'Between 1 and 9 replicas' });
  } else if (what === 'confirm') {
    p = new Confirm({ message: 'Drain the old nodes first?', initial: true });
  } else if (what === 'select') {
    p = new Select({ message: 'Which region hosts the cluster?', choices: ['eu-west', 'eu-central', 'us-east', 'ap-south'] });
  } else if (what === 'multiselect') {
    p = new MultiSelect({ message: 'Which add-ons should be installed?', choices: ['ingress', 'metrics', 'backups', 'tracing'],
      validate: (v) => v.length > 0 ? true : 'Pick at least one add-on' });
  } else if (what === 'password') {
    p = new Password({ message: 'Registry token',
      validate: (v) => v.length >= 6 ? true : 'The token has at least 6 characters' });
  } else if (what === 'autocomplete') {
    p = new AutoComplete({ message: 'Which base image?', limit: 6,
      choices: ['alpine', 'debian-slim', 'distroless', 'ubuntu', 'busybox-glibc', 'rockylinux'] });
  }
  p.run().then(done, fail);
} else if (mode === 'promise-prompt') {
  const prompt = require('promise-prompt');
  prompt('Name of the release train: ').then(done, fail);
} else if (mode === 'bluebird-inquirer') {
  const inquirer = require('bluebird-inquirer');
  let q;
  if (what === 'list') {
    q = { type: 'list', name: 'a', message: 'Which channel gets the announcement?', choices: ['#general', '#releases', '#ops', '#random'] };
  } else if (what === 'confirm') {
    q = { type: 'confirm', name: 'a', message: 'Post it now?', default: false };
  } else if (what === 'input') {
    q = { type: 'input', name: 'a', message: 'Title of the announcement', default: 'Weekly release' };
  }
  inquirer.prompt([q]).then(done, fail);
} else if (mode === 'wait-for-user-input') {
  const waitForUserInput = require('wait-for-user-input');
  waitForUserInput('Delete the 3 stale branches? [y/N] ').then((a) => done(/^y/i.test(a)), fail);
} else if (mode === 'inquirer-fs-selector') {
  // A small site in the working folder to choose a file of.
  const fs = require('fs');
  for (const d of ['site/assets', 'site/posts']) fs.mkdirSync(d, { recursive: true });
  for (const f of ['site/index.html', 'site/robots.txt', 'site/feed.xml']) fs.writeFileSync(f, '');
  const inquirer = require('inquirer');
  inquirer.registerPrompt('fs-selector', require('inquirer-fs-selector'));
  inquirer.prompt([{ type: 'fs-selector', name: 'a', message: 'Which file should be published?', basePath: 'site' }]).then(done, fail);
}
