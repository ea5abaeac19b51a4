// The hundredsixtythird set's demo: one question of a prompt library of
// the fixture, chosen by its arguments, then the answer printed.
'use strict';

const [lib, kind] = process.argv.slice(2);

const regions = [
  { title: 'Frankfurt', value: 'fra' },
  { title: 'Dublin', value: 'dub' },
  { title: 'Virginia', value: 'iad' },
  { title: 'Singapore', value: 'sin' },
];

const fat = {
  host: { type: 'text', name: 'v', message: 'Relay host name', initial: 'relay.local' },
  owner: { type: 'text', name: 'v', message: 'Who owns the relay?' },
  restart: { type: 'confirm', name: 'v', message: 'Restart the relay now?', initial: true },
  region: { type: 'select', name: 'v', message: 'Which region should host the relay?', choices: regions },
  checks: {
    type: 'multiselect', name: 'v', message: 'Which health checks should run?',
    choices: [
      { title: 'ping', value: 'ping', selected: true },
      { title: 'disk', value: 'disk' },
      { title: 'memory', value: 'memory' },
      { title: 'certificates', value: 'certificates' },
    ],
  },
  token: { type: 'password', name: 'v', message: 'Relay API token' },
  port: { type: 'number', name: 'v', message: 'Relay port', initial: 8080 },
  zone: {
    type: 'autocomplete', name: 'v', message: 'Pick a time zone',
    choices: ['Europe/Berlin', 'Europe/Dublin', 'America/New_York', 'Asia/Singapore', 'Australia/Sydney'].map((t) => ({ title: t })),
  },
};

async function main() {
  if (lib === 'fat') {
    const prompts = require('@fat/prompts');
    const answer = await prompts(fat[kind]);
    console.log('answer:', JSON.stringify(answer.v));
    return;
  }
  if (lib === 'neat') {
    const input = require('neat-input')();
    const draw = () => {
      process.stdout.write('\r\x1b[2KRelay host name: ' + input.line());
    };
    input.on('update', draw);
    input.on('enter', (line) => {
      process.stdout.write('\nrelay host set to ' + line + '\n');
      process.exit(0);
    });
    draw();
  }
}

main();
