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

/**
 * True once every library image on the page has been asked for, has loaded (or fallen back to the placeholder) and
 * is decoded, so a screenshot never catches one half-way.
 */
export const imagesSettled = (root: HTMLElement) => {
  const page = root.ownerDocument;
  const view = page.defaultView!;
  // A frame in the viewport must have asked for its image (the observer's margin may not apply inside a frame).
  const waiting = Array.from(page.querySelectorAll('[data-near="false"]')).some((frame) => {
    const box = frame.getBoundingClientRect();
    return box.top < view.innerHeight && box.bottom > 0;
  });
  if (waiting) return false;
  return Array.from(page.querySelectorAll('img')).every(
    (img) => img.dataset.status !== 'loading' && img.complete && img.naturalWidth > 0,
  );
};
