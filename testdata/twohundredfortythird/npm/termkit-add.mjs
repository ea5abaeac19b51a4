// termkit-add asks, with termkit's searching select, what a package
// tool would ask when adding a dependency: which package (a list filtered
// as one types), then which version range (a plain list) and whether it
// is a dev dependency (yes by default).
import { select, confirm } from 'termkit';

const packages = [
  'express', 'fastify', 'koa', 'hapi', 'restify', 'polka', 'hono', 'elysia',
].map((label) => ({ label }));

async function main() {
  const pkg = await select('Add which package?', packages, { search: true });
  const name = typeof pkg === 'string' ? pkg : pkg && pkg.label;
  await select(`Which range of ${name}?`, [
    { label: 'caret', description: 'minor updates' },
    { label: 'tilde', description: 'patches only' },
    { label: 'exact' },
  ]);
  await confirm('Save it as a dev dependency?', { default: true });
  console.log(`Added ${name}.`);
}

main().catch((e) => {
  console.error(String(e));
  process.exit(1);
});
