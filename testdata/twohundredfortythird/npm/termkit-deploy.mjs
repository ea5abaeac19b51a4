// termkit-deploy asks, with termkit's prompts, what a deploy tool would
// ask before it ships a service: the service's name (a default), the
// registry token (masked), the target (a list with descriptions), the
// checks to run first (boxes) and whether to deploy now (no by default).
import { input, select, multiSelect, confirm } from 'termkit';

async function main() {
  const service = await input('Service name?', { default: 'billing-api' });
  await input('Registry token?', { mask: '*' });
  const target = await select('Deploy target?', [
    { label: 'Production', description: 'live traffic' },
    { label: 'Staging', description: 'QA sign-off required' },
    { label: 'Preview', description: 'one branch, torn down nightly' },
  ]);
  await multiSelect('Run which checks first?', [
    { label: 'Unit tests' },
    { label: 'Database migrations', description: 'dry run' },
    { label: 'Smoke tests' },
    { label: 'Image scan' },
  ]);
  const label = target && typeof target === 'object' ? target.label : String(target);
  const go = await confirm(`Deploy ${service} to ${label} now?`, { default: false });
  console.log(go ? 'Deploying.' : 'Nothing deployed.');
}

main().catch((e) => {
  console.error(String(e));
  process.exit(1);
});
