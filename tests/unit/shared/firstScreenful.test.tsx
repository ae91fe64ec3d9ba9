import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PASS_COUNT, useFirstScreenful } from '@/shared/lists/ListScreen/useFirstScreenful';

/** Renders the hook and records how many records each render of the list drew. */
function Probe({ items, drawn }: { items: number[]; drawn: number[] }) {
  drawn.push(useFirstScreenful(items).length);
  return null;
}

const records = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);

describe('useFirstScreenful', () => {
  it('draws the first screenful of a loaded page first, then the whole page', () => {
    const drawn: number[] = [];
    render(<Probe items={records(20)} drawn={drawn} />);
    expect(drawn).toEqual([FIRST_PASS_COUNT, 20]);
  });

  it('does the same when the page arrives after the loading state', () => {
    const drawn: number[] = [];
    const view = render(<Probe items={[]} drawn={drawn} />);
    view.rerender(<Probe items={records(12)} drawn={drawn} />);
    expect(drawn).toEqual([0, FIRST_PASS_COUNT, 12]);
  });

  it('draws a page that fits in the first pass at once', () => {
    const drawn: number[] = [];
    render(<Probe items={records(FIRST_PASS_COUNT)} drawn={drawn} />);
    expect(drawn).toEqual([FIRST_PASS_COUNT]);
  });

  it('draws later pages and refreshes whole', () => {
    const drawn: number[] = [];
    const view = render(<Probe items={records(12)} drawn={drawn} />);
    view.rerender(<Probe items={records(12, 12)} drawn={drawn} />);
    expect(drawn).toEqual([FIRST_PASS_COUNT, 12, 12]);
  });
});
