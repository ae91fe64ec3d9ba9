// The results file of `npm run bench` (bench/results/latest.json) and its table (latest.md). A run of some benchmarks
// keeps the others' figures, so each benchmark carries the run its figures come from.

/**
 * The benchmarks of an earlier results file, each with the run it came from: entries written before benchmarks kept
 * their own (`machine`) came from the run the file's header describes.
 */
export function keptBenchmarks(previous) {
  return Object.fromEntries(
    Object.entries(previous.benchmarks ?? {}).map(([name, entry]) => [
      name,
      entry.machine || !previous.machine ? entry : { ...entry, machine: previous.machine },
    ]),
  );
}

/** An ISO time to the minute, as the table gives it: "2026-11-29 10:59". */
const minute = (iso) => iso.slice(0, 16).replace('T', ' ');

/** When and where one benchmark ran: UTC when it ended, commit, Node, 1-minute load average when it started. */
function ranCell(entry, fallback) {
  const m = entry.machine ?? fallback;
  return `${minute(entry.ranAt)}, ${m.commit}, Node ${m.node}, load ${m.loadAverage1m}`;
}

/** latest.md: every benchmark's figures, each with the run they come from. */
export function markdown(results) {
  const m = results.machine;
  const lines = [
    `Each benchmark's figures come from the run its first row gives (UTC when it ended, commit, Node, 1-minute load average when it started); the last run was ${minute(results.ranAt)} UTC, on ${m.nproc} CPUs (${m.cpu}), ${m.memoryGb} GB, ${m.platform}.`,
    '',
    '| benchmark | ran | figure | value | budget | status |',
    '|---|---|---|---|---|---|',
  ];
  for (const [name, entry] of Object.entries(results.benchmarks)) {
    const ran = ranCell(entry, m);
    if (!entry.rows?.length) {
      lines.push(`| ${name} | ${ran} | — | not measured: ${entry.error ?? 'not run'} | — | not measured |`);
      continue;
    }
    entry.rows.forEach(([figure, value, budget, status], i) => {
      lines.push(
        `| ${name} | ${i === 0 ? ran : ''} | ${figure.slice(name.length + 2)} | ${value} | ${budget} | ${status || '—'} |`,
      );
    });
  }
  return `${lines.join('\n')}\n`;
}
