/**
 * `npm run serve:api` / `node --import tsx server/src/main.ts` / `node server/dist/main.js`:
 * starts the API (and the built panel unless SERVE_PANEL=0, and the demo site unless SERVE_SITE=0) from environment variables, and stops cleanly on
 * SIGINT/SIGTERM (in-flight requests finish, the database is closed).
 */
import { loadConfig } from './config.ts';
import { startServer } from './app.ts';
import { DEMO_PASSWORD, hasDemoPassword } from './users.ts';

async function main() {
  // Started by `npm start` (an IPC channel to it): nothing may keep serving once that parent has gone, however it went.
  // It may go while this process is still starting; then there is nothing to close yet, and its broken stdout pipe
  // (EPIPE on the next line printed) says so as well as the channel does.
  const startedByParent = Boolean(process.channel);
  let whenParentGone = (): void => process.exit(0);
  if (startedByParent) {
    process.channel?.unref();
    process.on('disconnect', () => whenParentGone());
    process.stdout.on('error', () => whenParentGone());
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    const reason =
      err.code === 'EADDRINUSE'
        ? `a port is already in use (${err.message})`
        : err.code === 'EACCES' ||
            err.code === 'EROFS' ||
            err.code === 'ENOTDIR' ||
            err.code === 'ENOSPC' ||
            err.code === 'SQLITE_CANTOPEN'
          ? `cannot write to the data directory ${config.dataDir} (${err.code})`
          : err.message;
    console.error(`The server could not start: ${reason}`);
    process.exit(1);
  }
  console.log(`API listening on ${server.apiUrl}`);
  if (server.panelUrl) console.log(`Panel listening on ${server.panelUrl}`);
  // The demo password is printed only while the demo admin still has it (the demo sign-in page shows it too).
  // Before the site's line: with SMTP, npm start prints its banner on that line.
  if (await hasDemoPassword(server.ctx.db, config.adminEmail)) {
    console.log(`Demo sign-in: ${config.adminEmail} / ${DEMO_PASSWORD}`);
  }
  if (server.siteUrl) console.log(`Site listening on ${server.siteUrl}`);
  if (config.otpDelivery === 'outbox') console.log(`Sign-in codes are written to ${server.outboxDir}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal.startsWith('SIG') ? `${signal} received` : signal}, stopping…`);
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`Error while stopping: ${(error as Error).message}`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGHUP'));
  whenParentGone = () => stop('The npm start process has gone');
  if (startedByParent && !process.connected) whenParentGone();
}

void main();
