import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { SeoHealthScreen, type SeoHealthUrlState } from '../../../src/features/seo/screens/SeoHealthScreen';
import { imageWithoutAlt } from '../../../src/lib/bodyImages';
import { storyApi } from '../../../src/mocks';

/**
 * Gives the fixtures more kinds of problem before the screen asks: two meta pages share the title "About Us" and
 * two a URL (one with a trailing slash); a post has an http: URL and a 68-character title; another has an image
 * without alt text in its body.
 */
export const withSiteProblems: Decorator = (Story, context) => {
  const { db } = storyApi(context);
  const meta = (title: string) => db.metas.find((m) => m.metaTitle === title);
  const [about, blog, careers] = [meta('About Us'), meta('Blog'), meta('Careers')];
  if (about && blog && careers) {
    blog.metaTitle = about.metaTitle;
    careers.metaUrl = `${about.metaUrl}/`;
    const post = db.blogs.find((b) => b.id === 1);
    if (post) {
      post.metaTitle = 'A guide to every setting of the admin panel, from sign-in to exports';
      post.blogUrl = post.blogUrl.replace('https:', 'http:');
    }
    const illustrated = db.blogs.find((b) => b.id === 2);
    if (illustrated) {
      illustrated.description += '<p><img src="https://www.example.com/uploads/roadmap.png"></p>';
      illustrated.bodyImageWithoutAlt = imageWithoutAlt(illustrated.description);
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
