import type { SeedSize } from './options';
import { runCommand } from './run-command';

/** The project's own seeder, as an operator would run it. */
export async function seed(size: SeedSize, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const auditEvents = size.auditEvents > 0 ? ['--audit-events', String(size.auditEvents)] : [];
  await runCommand(
    'npm',
    ['run', 'seed:demo', '--', '--clients', String(size.clients), '--limit-requests', String(size.limitRequests), ...auditEvents],
    { ...process.env, ...env },
  );
  return (performance.now() - started) / 1000;
}
