import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { trashedMessage } from '@/shared/trash';
import { restoredMessage } from '@/shared/trash/useTrashUndo';
import {
  dismissToastAtom,
  expireToastActionsAtom,
  MAX_TOASTS,
  runToastActionAtom,
  showToastAtom,
  toastViewAtom,
} from '@/shared/toast/toastAtoms';

describe('toast atoms', () => {
  it('keeps at most three toasts: the oldest idle one gives way', () => {
    const store = createStore();
    const ids = ['a', 'b', 'c', 'd'].map((m) => store.set(showToastAtom, { message: m }));
    expect(store.get(toastViewAtom).map((t) => t.message)).toEqual(['b', 'c', 'd']);
    expect(store.get(toastViewAtom)).toHaveLength(MAX_TOASTS);
    store.set(dismissToastAtom, ids[2]!);
    expect(store.get(toastViewAtom).map((t) => t.message)).toEqual(['b', 'd']);
  });

  it('runs an action once, busy meanwhile, and closes the toast even when the action fails', async () => {
    const store = createStore();
    let finish: (() => void) | undefined;
    const onAction = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const id = store.set(showToastAtom, { message: 'm', action: { label: 'Undo', onAction } });
    const running = store.set(runToastActionAtom, id);
    expect(store.get(toastViewAtom)[0]?.busy).toBe(true);
    await store.set(runToastActionAtom, id);
    expect(onAction).toHaveBeenCalledTimes(1);
    finish?.();
    await running;
    expect(store.get(toastViewAtom)).toEqual([]);

    const failing = store.set(showToastAtom, {
      message: 'n',
      action: { label: 'Undo', onAction: () => Promise.reject(new Error('no')) },
    });
    await expect(store.set(runToastActionAtom, failing)).rejects.toThrow('no');
    expect(store.get(toastViewAtom)).toEqual([]);
  });
});

describe('a toast action never outlives what it acts on', () => {
  const undo = { label: 'Undo', onAction: () => undefined };

  it('loses its action once everything it acts on is gone, and keeps it while something is left', () => {
    const store = createStore();
    store.set(showToastAtom, { message: 'one', action: undo, actsOn: ['trash:blog:1'] });
    store.set(showToastAtom, { message: 'batch', action: undo, actsOn: ['trash:blog:2', 'trash:blog:3'] });
    store.set(showToastAtom, { message: 'other', action: undo, actsOn: ['trash:meta:1'] });
    const labels = () => store.get(toastViewAtom).map((t) => [t.message, t.actionLabel]);

    store.set(expireToastActionsAtom, (key) => key === 'trash:blog:1' || key === 'trash:blog:2');
    expect(labels()).toEqual([
      ['one', undefined],
      ['batch', 'Undo'],
      ['other', 'Undo'],
    ]);
    store.set(expireToastActionsAtom, (key) => key.startsWith('trash:'));
    expect(labels()).toEqual([
      ['one', undefined],
      ['batch', undefined],
      ['other', undefined],
    ]);
  });
});

describe('trash toast texts (docs/api.md#trash)', () => {
  it.each([
    ['blog', 'Spring', 'Blog post "Spring" moved to the trash.', 'Blog post "Spring" restored.'],
    ['category', 'News', 'Category "News" moved to the trash.', 'Category "News" restored.'],
    ['meta', 'Home', 'Meta page "Home" moved to the trash.', 'Meta page "Home" restored.'],
    ['contact', 'Ana', 'Message from Ana moved to the trash.', 'Message from Ana restored.'],
    ['enquiry', 'Kofi', 'Enquiry from Kofi moved to the trash.', 'Enquiry from Kofi restored.'],
  ] as const)('%s', (type, label, trashed, restored) => {
    expect(trashedMessage({ type, label })).toBe(trashed);
    expect(restoredMessage({ type, label })).toBe(restored);
  });
});
