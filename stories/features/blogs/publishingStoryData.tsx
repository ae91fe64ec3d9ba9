import type { Decorator } from '@storybook/react-vite';
import type { ServerBlog } from '../../../src/features/blogs/types';
import { storyApi } from '../../../src/mocks';

/** Seeded posts the publishing stories change (the fixtures' clock is Nov 20, 2026, 10:00 AM UTC). */
export const DRAFT_POST = 'ten-tips-for-faster-page-loads';
export const SCHEDULED_POST = 'designing-forms-people-finish';
export const SCHEDULED_PAST_POST = 'our-spring-product-update';

/** A future time for the scheduled post: Nov 25, 2026, 9:30 AM UTC. */
export const SCHEDULED_AT = '2026-11-25T09:30:00.000Z';

type Publishing = Pick<ServerBlog, 'status' | 'publishAt' | 'publishedAt'>;

/** Before the screen loads, gives seeded posts a publishing state in the story's in-memory API. */
export function withPublishing(states: Record<string, Publishing>): Decorator {
  function WithPublishing(Story: Parameters<Decorator>[0], context: Parameters<Decorator>[1]) {
    const api = storyApi(context);
    for (const row of api.db.blogs) {
      const state = states[row.blogId];
      const at = (value: string | null | undefined) => (value ? Date.parse(value) : null);
      if (state)
        api.update('blog', row.id, { ...state, publishAt: at(state.publishAt), publishedAt: at(state.publishedAt) });
    }
    return <Story />;
  }
  return WithPublishing;
}

/** A draft, a scheduled post and a scheduled post whose time has passed. */
export const withMixedStates = withPublishing({
  [DRAFT_POST]: { status: 'draft', publishAt: null, publishedAt: null },
  [SCHEDULED_POST]: { status: 'scheduled', publishAt: SCHEDULED_AT, publishedAt: SCHEDULED_AT },
  [SCHEDULED_PAST_POST]: {
    status: 'scheduled',
    publishAt: '2026-11-19T08:00:00.000Z',
    publishedAt: '2026-11-19T08:00:00.000Z',
  },
});
