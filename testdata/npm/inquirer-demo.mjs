// One @inquirer/prompts prompt, named by the first argument; prints the
// answer as JSON. The prompt tests drive it.
import { select, checkbox, confirm, input, password, expand, rawlist } from '@inquirer/prompts';

const prompts = {
  select: () => select({ message: 'Pick a database', choices: [
    { name: 'PostgreSQL', value: 'pg' }, { name: 'MySQL', value: 'my' }, { name: 'SQLite', value: 'sq' }] }),
  checkbox: () => checkbox({ message: 'Pick features', choices: [
    { name: 'TypeScript', value: 'ts' }, { name: 'ESLint', value: 'eslint', checked: true },
    { name: 'Prettier', value: 'prettier' }, { name: 'Vitest', value: 'vitest' }] }),
  confirm: () => confirm({ message: 'Initialise a git repository?' }),
  input: () => input({ message: 'Project name', default: 'my-app' }),
  password: () => password({ message: 'API token', mask: '*' }),
  expand: () => expand({ message: 'Conflict on file.txt', default: 'y', choices: [
    { key: 'y', name: 'Overwrite', value: 'overwrite' }, { key: 'a', name: 'Overwrite all', value: 'all' },
    { key: 'd', name: 'Show diff', value: 'diff' }] }),
  rawlist: () => rawlist({ message: 'Pick a licence', choices: [
    { name: 'MIT', value: 'mit' }, { name: 'Apache-2.0', value: 'apache' }, { name: 'GPL-3.0', value: 'gpl' }] }),
};

const answer = await prompts[process.argv[2]]();
console.log('ANSWER ' + JSON.stringify(answer));
