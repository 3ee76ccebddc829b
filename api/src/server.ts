import { buildApp } from './app';
import { loadConfig } from './config/config';
import { describeFailure } from './operator-error';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Closing stops the PGlite worker cleanly, so its files are flushed.
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
