/**
 * `npm run admin -- create <email> [password]` adds an administrator;
 * `npm run admin -- passwd <email> [password]` resets a password (and signs that admin out everywhere);
 * `npm run admin -- unlock <email>` clears that account's sign-in and code counters (failed sign-ins from every
 * client, the back-off, the hourly code cap and resend cooldowns).
 * `npm run admin -- migrate-storage --to s3` copies every uploaded file from DATA_DIR/uploads to the bucket the
 * S3_* settings name (with STORAGE=s3), verifying each; safe to run again (docs/media.md#moving-to-s3).
 * Without a password argument it is read from ADMIN_NEW_PASSWORD or prompted for (input hidden).
 * Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { unlockAccount } from './auth/limits.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { findUserId } from './db/users.ts';
import { checkText } from './http/validate.ts';
import { migrateStorage } from './services/migrateStorage.ts';
import { createStorage } from './services/storage/index.ts';
import { localStorage } from './services/storage/local.ts';
import { checkNewPassword, createUser, setPassword } from './users.ts';

const USAGE = 'Usage: npm run admin -- create|passwd <email> [password] | unlock <email> | migrate-storage --to s3';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_NEW_PASSWORD) return process.env.ADMIN_NEW_PASSWORD;
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) return line;
    return '';
  }
  process.stdout.write('New password: ');
  process.stdin.setRawMode(true);
  return new Promise((resolve) => {
    let value = '';
    process.stdin.on('data', (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') process.exit(130);
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    });
  });
}

async function run(): Promise<number> {
  const [command, email, passwordArg] = process.argv.slice(2);
  if (command === 'migrate-storage') return toBucket(process.argv.slice(3));
  if ((command !== 'create' && command !== 'passwd' && command !== 'unlock') || !email) {
    console.error(USAGE);
    return 2;
  }
  if (checkText(email, { max: 254, format: 'email' })) {
    console.error(`Not a valid email address: ${email}`);
    return 2;
  }
  if (command === 'unlock') return unlock(email);
  const password = passwordArg ?? (await askPassword());
  const problem = checkNewPassword(password);
  if (problem) {
    console.error(problem);
    return 2;
  }
  const { db, close } = await openDatabase(loadConfig());
  try {
    if (command === 'create') {
      const exists = await findUserId(db, email.toLowerCase());
      if (exists) {
        console.error(`An administrator ${email} already exists; use "passwd" to reset the password.`);
        return 1;
      }
      await createUser(db, email, password);
      console.log(`Administrator ${email.toLowerCase()} created.`);
      return 0;
    }
    if (!(await setPassword(db, email, password))) {
      console.error(`No administrator ${email}.`);
      return 1;
    }
    console.log(`Password of ${email.toLowerCase()} changed; its sessions were signed out.`);
    return 0;
  } finally {
    await close();
  }
}

async function unlock(email: string): Promise<number> {
  const { db, close } = await openDatabase(loadConfig());
  try {
    const account = email.toLowerCase();
    const known = await findUserId(db, account);
    const cleared = await unlockAccount(db, account);
    const what = `${cleared} counter${cleared === 1 ? '' : 's'} cleared`;
    if (!known) {
      console.error(`No administrator ${account} (${what}).`);
      return 1;
    }
    console.log(`Sign-in and code limits of ${account} reset (${what}); it can sign in and get a code now.`);
    return 0;
  } finally {
    await close();
  }
}

async function toBucket(args: string[]): Promise<number> {
  if (args.join(' ') !== '--to s3') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    console.error(
      'Set STORAGE=s3 and the S3_* settings of the bucket to copy to (docs/operations.md#images-and-object-storage).',
    );
    return 2;
  }
  const source = localStorage(path.join(config.dataDir, 'uploads'));
  console.log(`Copying ${path.join(config.dataDir, 'uploads')} to the bucket ${config.storage.bucket}…`);
  const report = await migrateStorage(source, createStorage(config.storage), (line) => console.log(line));
  return report.failed.length ? 1 : 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin: ${(error as Error).message}`);
    process.exit(1);
  },
);
