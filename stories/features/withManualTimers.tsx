import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createManualTime, timeAtom, type ManualTime } from '../../src/shared/time';

const registry = new Map<string, ManualTime>();

/** The manual time of the story being played: `storyTimers(context).advance(1000)`. */
export function storyTimers(context: { id: string }): ManualTime {
  const time = registry.get(context.id);
  if (!time) throw new Error(`No manual time for story ${context.id}: add the withManualTimers decorator.`);
  return time;
}

function ManualTimeScope({ storyId, children }: { storyId: string; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    // From the store's instant (the in-memory API's fixed now), so dates read the same as without the decorator.
    const manual = createManualTime(store.get(timeAtom).now().getTime());
    registry.set(storyId, manual);
    store.set(timeAtom, manual);
    return manual;
  });
  return children;
}

/**
 * Installs a manual time source in the story's store (inside the data decorator), so a play function moves time
 * with `storyTimers(context).advance(ms)` instead of waiting for real seconds.
 */
export const withManualTimers: Decorator = (Story, context) => (
  <ManualTimeScope storyId={context.id}>
    <Story />
  </ManualTimeScope>
);
