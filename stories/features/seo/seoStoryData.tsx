import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { SeoHealthScreen, type SeoHealthUrlState } from '../../../src/features/seo/screens/SeoHealthScreen';
import { storyApi } from '../../../src/mocks';
import { pageUrlKey } from '../../../src/lib/uniqueKeys';
import { DUPLICATE_KEY_MARK } from '../../../server/src/db/migrations/shared.ts';

/**
 * Gives the fixtures more kinds of problem before the screen asks: two meta pages share the title "About Us" and
 * two a URL (one with a trailing slash, kept from before URLs had to be unique); a post has an http: URL and a 68-character title; another has an image
 * without alt text in its body.
 */
export const withSiteProblems: Decorator = (Story, context) => {
  const api = storyApi(context);
  const meta = (title: string) => api.db.metas.find((m) => m.metaTitle === title);
  const [about, blog, careers] = [meta('About Us'), meta('Blog'), meta('Careers')];
  if (about && blog && careers) {
    api.update('meta', blog.id, { metaTitle: about.metaTitle });
    // Saved before URLs had to be unique: migration 0003 marked the later page's key, and the report unmarks it.
    const metaUrlKey = `${pageUrlKey(about.metaUrl)}${DUPLICATE_KEY_MARK}${careers.id}`;
    api.update('meta', careers.id, { metaUrl: `${about.metaUrl}/`, metaUrlKey });
    const post = api.db.blogs.find((b) => b.id === 1);
    if (post) {
      const metaTitle = 'A guide to every setting of the admin panel, from sign-in to exports';
      api.update('blog', post.id, { metaTitle, blogUrl: post.blogUrl.replace('https:', 'http:') });
    }
    const illustrated = api.db.blogs.find((b) => b.id === 2);
    if (illustrated) {
      const description = `${illustrated.description}<p><img src="https://www.example.com/uploads/roadmap.png"></p>`;
      api.update('blog', illustrated.id, { description });
    }
  }
  return Story();
};

/** The screen with its URL state kept in the story, so a count, the search or a page really filters the list. */
export function StatefulSeoHealth(props: Parameters<typeof SeoHealthScreen>[0]) {
  const [params, setParams] = useState<SeoHealthUrlState>(props.params ?? {});
  return (
    <SeoHealthScreen
      {...props}
      params={params}
      onParamsChange={(next) => {
        props.onParamsChange?.(next);
        setParams(next);
      }}
    />
  );
}
