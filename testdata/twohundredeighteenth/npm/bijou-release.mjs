// bijou-release asks, with @flyingrobots/bijou's forms over its Node
// adapter, what a release tool would ask before it cuts a build: the
// release's name (with a default), its channel (a list), the targets to
// build (boxes), whether to push the tag (yes or no); with "sign" it
// first asks who signs it, a list filtered as one types.
import { initDefaultContext } from '@flyingrobots/bijou-node';
import { input, select, multiselect, confirm, filter } from '@flyingrobots/bijou';

initDefaultContext();

const flow = process.argv[2] || 'release';

if (flow === 'sign') {
  const who = await filter({
    title: 'Who signs this release?',
    options: [
      { label: 'Ada Moreau', value: 'ada' },
      { label: 'Bram Okafor', value: 'bram' },
      { label: 'Chen Li', value: 'chen' },
      { label: 'Dana Kowalski', value: 'dana' },
      { label: 'Emil Sørensen', value: 'emil' },
    ],
  });
  process.stderr.write(`signer: ${who}\n`);
}

const name = await input({ title: 'Release name', defaultValue: 'v2.4.0' });
const channel = await select({
  title: 'Which channel gets this build?',
  options: [
    { label: 'stable', value: 'stable' },
    { label: 'beta', value: 'beta' },
    { label: 'nightly', value: 'nightly' },
  ],
});
const targets = await multiselect({
  title: 'Which targets should be built?',
  options: [
    { label: 'linux-x64', value: 'linux-x64' },
    { label: 'linux-arm64', value: 'linux-arm64' },
    { label: 'darwin-arm64', value: 'darwin-arm64' },
    { label: 'windows-x64', value: 'windows-x64' },
  ],
});
const push = await confirm({ title: 'Push the tag now?', defaultValue: true });
console.log(JSON.stringify({ name, channel, targets, push }));
