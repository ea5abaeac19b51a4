// One question of a prompt library of agentty's held-out set, named by
// the arguments (library, kind); prints the answer as JSON. The held-out
// set's screens were never used to tune the mode classifier.
import enquirer from 'enquirer';
import inquirer from 'inquirer';
import * as clack from '@clack/prompts';

const [lib, kind] = process.argv.slice(2);
const fruit = ['Apple', 'Banana', 'Cherry'];
const asks = {
  enquirer: {
    select: () => enquirer.prompt({ type: 'select', name: 'a', message: 'Pick a fruit', choices: fruit }),
    multiselect: () => enquirer.prompt({ type: 'multiselect', name: 'a', message: 'Pick fruits', choices: fruit }),
    input: () => enquirer.prompt({ type: 'input', name: 'a', message: 'Project name', initial: 'demo' }),
    confirm: () => enquirer.prompt({ type: 'confirm', name: 'a', message: 'Use TypeScript?' }),
    password: () => enquirer.prompt({ type: 'password', name: 'a', message: 'Access token' }),
  },
  inquirer: {
    select: () => inquirer.prompt([{ type: 'list', name: 'a', message: 'Pick a fruit', choices: fruit }]),
    multiselect: () => inquirer.prompt([{ type: 'checkbox', name: 'a', message: 'Pick fruits', choices: fruit }]),
    input: () => inquirer.prompt([{ type: 'input', name: 'a', message: 'Project name', default: 'demo' }]),
    confirm: () => inquirer.prompt([{ type: 'confirm', name: 'a', message: 'Use TypeScript?' }]),
  },
  clack: {
    multiselect: () => clack.multiselect({ message: 'Pick fruits', options: fruit.map((f) => ({ value: f, label: f })) }),
    password: () => clack.password({ message: 'Access token' }),
    select: () => clack.select({ message: 'Pick a fruit', options: fruit.map((f) => ({ value: f, label: f })) }),
  },
};
const answer = await asks[lib][kind]();
console.log('ANSWER ' + JSON.stringify(answer));
