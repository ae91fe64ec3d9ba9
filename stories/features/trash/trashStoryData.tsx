import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { MOCK_TOKENS, storyApi, type InMemoryApi } from '../../../src/mocks';
import { ToastHost } from '../../../src/shared/toast';
import { UNUSED_CATEGORY } from '../categories/categoryStoryData';

const HOUR = 60 * 60 * 1000;

/** The spec's delete calls of one record of each type (oldest deletion first), from the story's seeded data. */
function deletesOf(api: InMemoryApi): string[] {
  const { db } = api;
  api.seed('category', [UNUSED_CATEGORY]);
  return [
    `/contacts/deleteContact/${db.contacts[0]!.id}`,
    `/api/enquiries/delete/${db.enquiries[0]!.id}`,
    `/meta/deleteMeta/${db.metas[0]!.id}`,
    `/category/deleteCategory/${UNUSED_CATEGORY.id}`,
    `/blogs/deleteBlog/${db.blogs[0]!.blogId}`,
  ];
}

/** Runs the deletes through the in-memory API itself (an hour apart), then shows the story. */
function TrashSeeder({ api, children }: { api: InMemoryApi; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      for (const path of deletesOf(api)) {
        api.advance(HOUR);
        await api.fetch(`http://mock.local${path}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${MOCK_TOKENS.full}` },
        });
      }
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [api]);
  return ready ? children : null;
}

/**
 * Five records (one of each type) moved to the trash by the real delete calls before the screen renders;
 * `parameters.trash: 'none'` leaves the trash empty.
 */
export const withTrash: Decorator = (Story, context) =>
  context.parameters.trash === 'none' ? (
    <Story />
  ) : (
    <TrashSeeder api={storyApi(context)}>
      <Story />
    </TrashSeeder>
  );

/** The app's toast region beside the story, as the signed-in layout has it. */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastHost />
  </>
);
