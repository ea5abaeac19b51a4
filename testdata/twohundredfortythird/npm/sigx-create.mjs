// sigx-create asks, with SignalX Terminal's imperative prompts, what a
// project scaffolder would ask: the project's name (filled in), the
// database password (masked), the template (a list with descriptions),
// the extras (boxes) and whether to install the dependencies now.
import { prompt } from '@sigx/terminal';

async function main() {
  prompt.intro('create-relay');
  const name = await prompt.text({ message: 'Project name', initialValue: 'relay-app' });
  if (prompt.isCancel(name)) process.exit(1);
  await prompt.password({ message: 'Database password' });
  await prompt.select({
    message: 'Which template?',
    options: [
      { value: 'api', label: 'REST API', description: 'routes, validation, OpenAPI' },
      { value: 'worker', label: 'Queue worker' },
      { value: 'cli', label: 'Command-line tool' },
    ],
  });
  await prompt.multiselect({
    message: 'Which extras?',
    options: [
      { value: 'docker', label: 'Dockerfile' },
      { value: 'ci', label: 'CI workflow' },
      { value: 'lint', label: 'Linter config' },
      { value: 'tests', label: 'Test harness' },
    ],
  });
  const install = await prompt.confirm({ message: 'Install dependencies now?', initialValue: true });
  prompt.outro(install === true ? 'Installing…' : 'Done.');
  process.exit(0);
}

main().catch((e) => {
  console.error(String(e));
  process.exit(1);
});
