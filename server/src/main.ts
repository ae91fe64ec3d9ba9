/**
 * `npm run serve:api` / `node --import tsx server/src/main.ts` / `node server/dist/main.js`:
 * starts the API (and the built panel unless SERVE_PANEL=0, and the demo site unless SERVE_SITE=0) from environment variables, and stops cleanly on
 * SIGINT/SIGTERM (in-flight requests finish, the database is closed).
 */
import { loadConfig } from './config.ts';
import { startServer } from './app.ts';
import { drainLogs, printLine } from './http/logformat.ts';
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
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  // An error nothing caught ends the process as Node would (exit code 1), but logged, and only once every queued log
  // line is written: the log is asynchronous.
  let failing = false;
  process.on('uncaughtException', (error) => {
    if (failing) return;
    failing = true;
    if (server) server.app.log.fatal({ err: error }, `the server stopped on an unexpected error: ${error.message}`);
    else console.error(error);
    void drainLogs(3000).finally(() => process.exit(1));
  });
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
  // The start-up facts. Through the log's own output, so these lines and log lines never interleave.
  const demoSignIn = (await hasDemoPassword(server.ctx.db, config.adminEmail))
    ? `${config.adminEmail} / ${DEMO_PASSWORD}`
    : undefined;
  const outbox = config.otpDelivery === 'outbox' ? server.outboxDir : undefined;
  printLine(`API listening on ${server.apiUrl}`);
  if (server.panelUrl) printLine(`Panel listening on ${server.panelUrl}`);
  // The demo password is printed only while the demo admin still has it (the demo sign-in page shows it too).
  if (demoSignIn) printLine(`Demo sign-in: ${demoSignIn}`);
  if (server.siteUrl) printLine(`Site listening on ${server.siteUrl}`);
  if (outbox) printLine(`Sign-in codes are written to ${outbox}`);
  if (startedByParent && process.connected) {
    // npm start says these facts once, in its banner (scripts/start.mjs), after the lines logged before them.
    await drainLogs();
    const { apiUrl, panelUrl, siteUrl } = server;
    process.send?.({ started: { apiUrl, panelUrl, siteUrl, demoSignIn, outbox } });
  }

  const running = server;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    printLine(`${signal.startsWith('SIG') ? `${signal} received` : signal}, stopping…`);
    running
      .close()
      // The requests that finished while closing are logged too: every line is written before the process ends.
      .then(() => drainLogs())
      .then(() => process.exit(0))
      .catch(async (error: unknown) => {
        await drainLogs();
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
