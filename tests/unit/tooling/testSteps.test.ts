import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runStep } from '../../../scripts/test-steps.mjs';

// How `npm test` runs a step (scripts/test-steps.mjs) and what a Vitest run it stopped says of where it stood
// (scripts/unfinished-files-reporter.mjs).

/** Collects what a step relays, as `npm test`'s own stdout and stderr would. */
function capture() {
  let text = '';
  const sink = { write: (chunk: string) => ((text += chunk), true) };
  return { out: { stdout: sink, stderr: sink }, text: () => text };
}

/** Whether a process runs (a stopped one whose parent is gone may stay a zombie until the machine's init reaps it). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !existsSync(`/proc/${pid}/stat`) || !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
};

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('a step of npm test', () => {
  it('is stopped, with every process it started, and fails saying so when it goes silent past its limit', async () => {
    const { out, text } = capture();
    // A child that would outlive the step by a minute if only bash were stopped.
    const step = {
      label: 'hangs',
      command: 'bash',
      args: ['-c', 'sleep 60 & echo "child $!"; wait'],
      silentLimitMs: 1000,
    };
    const result = await runStep(step, { out });
    expect(result.status).toBe('FAILED (silent for 1.0 s)');
    expect(text()).toContain('hangs │ stopped: nothing printed for 1.0 s, so it is hung');
    expect(result.digest).toContain(
      'stopped: nothing printed for 1.0 s, so it is hung (what it was still running follows)',
    );
    const child = Number(/child (\d+)/.exec(text())?.[1]);
    await expect.poll(() => alive(child)).toBe(false);
  });

  it('runs to its end while it keeps printing within its limit', async () => {
    const { out, text } = capture();
    const script = 'for i in 1 2 3 4 5; do echo "line $i"; sleep 0.2; done';
    const result = await runStep(
      { label: 'talks', command: 'bash', args: ['-c', script], silentLimitMs: 3000 },
      { out },
    );
    expect(result.status).toBe('ok');
    expect(text()).toContain('talks │ line 5');
  });
});

/** Vitest on one test file written to a fresh folder, with our reporter beside its own; `output` grows as it runs. */
function vitestOn(name: string, source: string) {
  dir = mkdtempSync(path.join(tmpdir(), 'unfinished-'));
  writeFileSync(path.join(dir, name), source);
  const reporter = path.resolve('scripts/unfinished-files-reporter.mjs');
  const vitest = spawn(
    path.resolve('node_modules/.bin/vitest'),
    ['run', '--root', dir, '--globals', '--testTimeout=0', '--reporter=default', `--reporter=${reporter}`],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', CI: '1' } },
  );
  const run = { output: '', vitest, ended: new Promise<number | null>((resolve) => vitest.on('close', resolve)) };
  vitest.stdout.on('data', (chunk) => (run.output += chunk));
  vitest.stderr.on('data', (chunk) => (run.output += chunk));
  return run;
}

describe('a Vitest run stopped before it ends', () => {
  it('names each file still running and the test running in it', async () => {
    // Vitest sends a test's start to its reporters within 100 ms (throttled), and its console output in the same order.
    const run = vitestOn(
      'hang.test.js',
      `test('ends', () => {});
test('waits for ever', async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log('waiting');
  await new Promise(() => {});
});
`,
    );
    await expect.poll(() => run.output, { timeout: 30_000 }).toContain('waiting');
    run.vitest.kill('SIGTERM');
    expect(await run.ended).not.toBe(0);
    expect(run.output).toMatch(
      /^unfinished: hang\.test\.js: started \d+ s ago; test "waits for ever" running for \d+ s$/m,
    );
  }, 60_000);

  it('says nothing of files when the run ends by itself', async () => {
    const run = vitestOn('quick.test.js', "test('ends', () => {});\n");
    expect(await run.ended).toBe(0);
    expect(run.output).not.toContain('unfinished:');
  }, 60_000);
});
