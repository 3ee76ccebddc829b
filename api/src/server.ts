import { buildApp } from './app';
import { loadConfig } from './config/config';
import { closeWithinGrace } from './http/close-within-grace';
import { describeFailure } from './operator-error';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const shutdown = closeWithinGrace(app, config.shutdownGraceMs);
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Issue 20: the requests in flight finish (up to SHUTDOWN_GRACE_MS), then closing stops the
    // PGlite worker cleanly, so its files are flushed. A second signal cuts what still runs.
    process.on(signal, () => {
      app.log.info({ signal }, 'signal received');
      if (!signalled) {
        signalled = true;
        void shutdown.close().then((code) => process.exit(code));
      } else shutdown.cutNow();
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
