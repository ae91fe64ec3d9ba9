import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  MediaLibraryScreen,
  type MediaLibraryScreenProps,
} from '../../../src/features/media/screens/MediaLibraryScreen';
import { renderLink } from '../routerStandIn';

/** The library keeps its URL state in the story, as the route would, and reports every change to the spy. */
export function StatefulLibrary(args: MediaLibraryScreenProps) {
  const [params, setParams] = useState(args.params);
  return (
    <MediaLibraryScreen
      {...args}
      params={params}
      onParamsChange={(next) => {
        args.onParamsChange(next);
        setParams(next);
      }}
    />
  );
}

/** The screen's props in stories: a fixed density (the thumbnail choice does not follow the test machine). */
export const libraryArgs = {
  params: {},
  onParamsChange: fn(),
  density: 1,
  getRecordHref: (use: { type: 'blog' | 'meta'; id: number; recordId: string }) =>
    use.type === 'blog' ? `/blog/edit/${use.recordId}` : `/meta/edit/${use.id}`,
  renderLink: ({ href, children }: { href: string; children: React.ReactNode }) => renderLink({ href, children }),
} satisfies MediaLibraryScreenProps;

/** Waits until every image on screen has loaded (or fallen back to the placeholder). */
export const imagesSettled = (root: HTMLElement) =>
  Array.from(root.ownerDocument.querySelectorAll('img')).every((img) => img.dataset.status !== 'loading');
