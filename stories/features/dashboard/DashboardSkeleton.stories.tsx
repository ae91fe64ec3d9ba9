import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { DashboardScreen } from '../../../src/features/dashboard/screens/DashboardScreen';
import { storyApi } from '../../../src/mocks';
import { storyTimers, withManualTimers } from '../withManualTimers';
import { bothThemes } from '../../themes';

/**
 * docs/panel.md#states, docs/panel.md#numbers: skeletons for 2000 ms on entry (4 stat cards, 4 activity rows, the
 * charts), on manual timers.
 */
const meta = {
  title: 'Screens/Dashboard/DashboardSkeleton',
  component: DashboardScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withManualTimers, (Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const regions = (root: HTMLElement) => ({
  stats: root.querySelector('[role="status"][aria-label="Loading statistics"]'),
  activity: root.querySelector('[role="status"][aria-label="Loading recent activity"]'),
  charts: root.querySelectorAll('[role="status"][aria-label^="Loading"] [data-testid="chart-skeleton-plot"]'),
});

export const Skeleton: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading statistics' })).toBeVisible();
    const { stats, activity, charts } = regions(canvasElement);
    await expect(stats?.querySelector('div')?.children).toHaveLength(4);
    await expect(activity?.querySelector('div')?.children).toHaveLength(4);
    await expect(charts).toHaveLength(2);
  },
});

/** The API paths requested by the time the story's first frame was painted, per story. */
const requestedAtFirstFrame = new Map<string, string[]>();

function FirstFrameProbe({ onFirstFrame, children }: { onFirstFrame: () => void; children: ReactNode }) {
  // After the first commit, before its paint: the next animation frame callback runs just before that paint.
  useLayoutEffect(() => void requestAnimationFrame(onFirstFrame), [onFirstFrame]);
  return children;
}

const probeFirstFrame: Decorator = (Story, context) => (
  <FirstFrameProbe
    onFirstFrame={() =>
      requestedAtFirstFrame.set(
        context.id,
        storyApi(context).requests.map((r) => r.path),
      )
    }
  >
    <Story />
  </FirstFrameProbe>
);

export const SkeletonFor2Seconds: Story = {
  decorators: [probeFirstFrame],
  play: async (context) => {
    const { canvas, step } = context;
    const timers = storyTimers(context);
    await step('the first frame (header and skeletons) is drawn before the calls go out', async () => {
      await waitFor(() => expect(requestedAtFirstFrame.get(context.id)).toBeDefined());
      await expect(requestedAtFirstFrame.get(context.id)).not.toContain('/dashboard/summary');
      await expect(requestedAtFirstFrame.get(context.id)).not.toContain('/activity/list');
      await expect(requestedAtFirstFrame.get(context.id)).not.toContain('/dashboard/schedule');
    });
    await step('the counts load behind the skeleton, in one summary call', async () => {
      await waitFor(() =>
        expect(storyApi(context).requests.filter((r) => r.path === '/dashboard/summary')).toHaveLength(1),
      );
    });
    await step('still skeletons at 1999 ms', async () => {
      timers.advance(1999);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(canvas.getByRole('status', { name: 'Loading statistics' })).toBeVisible();
      await expect(canvas.queryByText('Total Blogs')).toBeNull();
    });
    await step('the dashboard at 2000 ms', async () => {
      timers.advance(1);
      await canvas.findByText('Total Blogs');
      await canvas.findByRole('list', { name: 'Recent activity' });
      await expect(canvas.queryByRole('status', { name: 'Loading statistics' })).toBeNull();
      await waitFor(
        () => expect(context.canvasElement.querySelectorAll('[role="img"] svg').length).toBeGreaterThanOrEqual(2),
        { timeout: 15_000 },
      );
    });
  },
};
