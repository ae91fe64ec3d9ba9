// A Vitest reporter for `npm test` (./test.mjs): when the run is stopped before it ends (SIGTERM or SIGINT, as
// ./test-steps.mjs does to a step that has gone silent), it names each test file that had started and not finished,
// and in it the test or hook that was running, or else the last test that ended and how long ago. A stopped run then
// says where it stood: in a story's play function, in a capture after it, or between files, where nothing of ours runs.
// It prints nothing in a run that ends by itself.
import path from 'node:path';

/** "2 min 5 s", "40 s" */
function ago(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}

export default class UnfinishedFilesReporter {
  /** module id → { started, test?: { name, started }, hook?: { name, started }, last?: { name, ended } } */
  files = new Map();
  root = process.cwd();
  now = () => Date.now();

  onInit(vitest) {
    this.root = vitest?.config?.root ?? this.root;
    for (const signal of ['SIGTERM', 'SIGINT']) {
      // Before Vitest's own handler, which exits.
      process.prependListener(signal, () => {
        process.stderr.write(this.describe());
        // Without another listener the signal no longer ends the process by default.
        if (process.listenerCount(signal) === 1) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
      });
    }
  }

  /** The entry of the file a test, suite or module belongs to, while it runs. */
  fileOf(entity) {
    return this.files.get(entity.module?.moduleId ?? entity.moduleId);
  }

  onTestModuleStart(module) {
    this.files.set(module.moduleId, { started: this.now() });
  }

  onTestModuleEnd(module) {
    this.files.delete(module.moduleId);
  }

  onTestCaseReady(test) {
    const file = this.fileOf(test);
    if (file) file.test = { name: test.name, started: this.now() };
  }

  onTestCaseResult(test) {
    const file = this.fileOf(test);
    if (!file) return;
    file.test = undefined;
    file.last = { name: test.name, ended: this.now() };
  }

  onHookStart(hook) {
    const file = this.fileOf(hook.entity);
    if (file) file.hook = { name: hook.name, started: this.now() };
  }

  onHookEnd(hook) {
    const file = this.fileOf(hook.entity);
    if (file) file.hook = undefined;
  }

  /** One "unfinished: …" line per file still running, or nothing. */
  describe() {
    const now = this.now();
    let text = '';
    for (const [id, file] of this.files) {
      const name = path.relative(this.root, id);
      const where = [];
      if (file.test) where.push(`test "${file.test.name}" running for ${ago(now - file.test.started)}`);
      if (file.hook) where.push(`in ${file.hook.name} for ${ago(now - file.hook.started)}`);
      if (!where.length)
        where.push(
          file.last
            ? `no test running; the last one, "${file.last.name}", ended ${ago(now - file.last.ended)} ago`
            : 'no test started yet',
        );
      text += `unfinished: ${name}: started ${ago(now - file.started)} ago; ${where.join(', ')}\n`;
    }
    return text;
  }
}
