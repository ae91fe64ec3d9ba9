import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '@/theme';
import { ImageUpload } from '@/ui/ImageUpload';
import { readAsDataUrl } from '@/ui/ImageUpload/readAsDataUrl';

vi.mock('@/ui/ImageUpload/readAsDataUrl', () => ({ readAsDataUrl: vi.fn() }));

/** Reads that finish when the test says: `finish(i)` resolves the i-th file's read. */
function heldReads() {
  const pending: ((url: string) => void)[] = [];
  vi.mocked(readAsDataUrl).mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
  return {
    finish: async (index: number, url: string) => {
      await act(async () => {
        pending[index]?.(url);
        await Promise.resolve();
      });
    },
  };
}

function setup() {
  const onChange = vi.fn<(dataUrl: string | null, file: File | null) => void>();
  const onReadingChange = vi.fn<(reading: boolean) => void>();
  render(
    <ThemeProvider theme={lightTheme}>
      <ImageUpload label="Upload photo" onChange={onChange} onReadingChange={onReadingChange} />
    </ThemeProvider>,
  );
  const pick = (name: string) =>
    fireEvent.change(screen.getByLabelText('Upload photo'), {
      target: { files: [new File([new Uint8Array(8)], name, { type: 'image/png' })] },
    });
  return { onChange, onReadingChange, pick };
}

describe('ImageUpload picks', () => {
  beforeEach(() => {
    // The browser's decode of a data URL; happy-dom has none.
    HTMLImageElement.prototype.decode = () => Promise.resolve();
  });

  it('says it is reading from the pick until the value is given', async () => {
    const reads = heldReads();
    const { onChange, onReadingChange, pick } = setup();
    pick('a.png');
    expect(onReadingChange.mock.calls).toEqual([[true]]);
    await reads.finish(0, 'data:image/png;base64,AAAA');
    expect(onChange).toHaveBeenCalledWith('data:image/png;base64,AAAA', expect.any(File));
    expect(onReadingChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps the later of two picks when the first is read last', async () => {
    const reads = heldReads();
    const { onChange, onReadingChange, pick } = setup();
    pick('first.png');
    pick('second.png');
    await reads.finish(1, 'data:image/png;base64,SECOND');
    expect(onReadingChange).toHaveBeenLastCalledWith(false);
    await reads.finish(0, 'data:image/png;base64,FIRST');
    expect(onChange.mock.calls.map(([url]) => url)).toEqual(['data:image/png;base64,SECOND']);
    expect(screen.getByRole('img').getAttribute('src')).toBe('data:image/png;base64,SECOND');
  });

  it('says the reading is over when a read fails, with the unreadable-image error', async () => {
    vi.mocked(readAsDataUrl).mockRejectedValue(new Error('NotReadableError'));
    const { onChange, onReadingChange, pick } = setup();
    pick('broken.png');
    await act(async () => {});
    expect(onChange).not.toHaveBeenCalled();
    expect(onReadingChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.getByRole('alert').textContent).toContain('This file is not a readable image');
  });
});
