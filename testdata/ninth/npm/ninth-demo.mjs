// One prompt of a library of agentty's ninth set, named by the arguments
// (library, kind); prints the answer. The ninth set's screens were never
// used to tune the mode classifier.
const [lib, kind] = process.argv.slice(2);

async function inquirerer() {
  // inquirerer's questions: a value with a default, a list, ticks.
  const { Inquirerer } = (await import('inquirerer')).default;
  const questions = {
    text: { type: 'text', name: 'cluster', message: 'Which cluster should receive the deploy?', default: 'staging-2' },
    list: { type: 'list', name: 'runner', message: 'Which runner should build the image?', options: ['arm-small', 'x86-large', 'gpu-node'] },
    checkbox: { type: 'checkbox', name: 'suites', message: 'Which suites should gate the release?', options: ['smoke', 'contract', 'soak'] },
  };
  if (!questions[kind]) throw new Error('unknown question ' + kind);
  const prompter = new Inquirerer();
  const answers = await prompter.prompt({}, [questions[kind]]);
  prompter.close();
  return answers;
}

async function clapp() {
  // @stacksjs/clapp's select and multiselect.
  const { select, multiselect } = await import('@stacksjs/clapp');
  if (kind === 'select') {
    return select({
      message: 'Which database should the service use?',
      options: ['postgres', 'sqlite', 'mysql'].map((v) => ({ value: v, label: v })),
    });
  }
  if (kind === 'multiselect') {
    return multiselect({
      message: 'Which regions should mirror the bucket?',
      options: ['fra', 'gru', 'syd'].map((v) => ({ value: v, label: v })),
      required: false,
    });
  }
  throw new Error('unknown question ' + kind);
}

const libs = { inquirerer, clapp };
if (!libs[lib]) throw new Error('unknown library ' + lib);
const answer = await libs[lib]();
console.log('ANSWER ' + JSON.stringify(answer));
process.exit(0);
