import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createManualTimers, registerStoryTimers } from '../../src/mocks';
import { timersAtom } from '../../src/shared/timers';

function ManualTimersScope({ storyId, children }: { storyId: string; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    const manual = createManualTimers();
    registerStoryTimers(storyId, manual);
    store.set(timersAtom, manual.timers);
    return manual;
  });
  return children;
}

/**
 * Installs manual timers in the story's store (inside the data decorator), so a play function moves time with
 * `storyTimers(context).advance(ms)` instead of waiting for real seconds.
 */
export const withManualTimers: Decorator = (Story, context) => (
  <ManualTimersScope storyId={context.id}>
    <Story />
  </ManualTimersScope>
);
