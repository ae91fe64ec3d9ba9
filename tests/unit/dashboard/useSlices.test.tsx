import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSlices } from '@/features/dashboard/screens/useSlices';

/** Renders the hook and records how many slices each render showed, and in which task it ran. */
function Probe({ ready, shown, tasks }: { ready: boolean; shown: number[]; tasks: number[] }) {
  shown.push(useSlices(ready, 4));
  tasks.push(task);
  return null;
}

// A counter bumped by a timer chain while a test runs: renders in the same task share a number.
let task = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const tick = () => {
  task++;
  timer = setTimeout(tick, 0);
};
beforeEach(tick);
afterEach(() => clearTimeout(timer));

describe('useSlices', () => {
  it('shows nothing until ready, then the first slice in a render of its own and the others one at a time', async () => {
    const shown: number[] = [];
    const tasks: number[] = [];
    const view = render(<Probe ready={false} shown={shown} tasks={tasks} />);
    expect(shown).toEqual([0]);
    view.rerender(<Probe ready shown={shown} tasks={tasks} />);
    // The render that makes the view ready shows no slice yet: the first one is a transition right after it.
    expect(shown).toEqual([0, 0, 1]);
    await waitFor(() => expect(shown.at(-1)).toBe(4));
    expect(shown).toEqual([0, 0, 1, 2, 3, 4]);
    // Each slice after the first is rendered in a task of its own, after the previous one.
    const [, , first, ...later] = tasks;
    expect(new Set([first, ...later]).size).toBe(4);
  });

  it('shows every slice it has reached when ready from the start, and never goes back', async () => {
    const shown: number[] = [];
    const tasks: number[] = [];
    const view = render(<Probe ready shown={shown} tasks={tasks} />);
    await waitFor(() => expect(shown.at(-1)).toBe(4));
    view.rerender(<Probe ready shown={shown} tasks={tasks} />);
    expect(shown.at(-1)).toBe(4);
  });
});
