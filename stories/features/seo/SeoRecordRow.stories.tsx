import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeoRecordRow } from '@/features/seo/components/SeoRecordRow';
import { SEARCH_DESCRIPTION_MIN, seoExampleLabel, seoProblemsOf, type SeoFacts } from '@/lib/seoProblems';
import { DataList } from '@/ui/DataRow';
import { bothThemes } from '../../themes';
import { navigate, renderLink } from '../routerStandIn';

/** A record with no problem; each story changes what it needs. */
const FACTS: SeoFacts = {
  type: 'blog',
  title: 'A fine title',
  description: 'A description long enough for search results and short enough not to be cut, as the report wants.',
  url: 'https://www.example.com/fine',
  hasImage: true,
  siteHost: 'www.example.com',
  urlKey: 'https://www.example.com/fine',
  bodyImage: null,
  altFileName: null,
  oversizedImage: null,
  dataImage: null,
  links: null,
  titleOthers: 0,
  titleExample: null,
  descriptionOthers: 0,
  descriptionExample: null,
  urlOthers: 0,
  urlExample: null,
};

/** One record of the SEO report: title linking to its edit form, type, URL and each problem in plain words. */
const meta = {
  title: 'Features/SEO/SeoRecordRow',
  component: SeoRecordRow,
  args: {
    href: '/blog/edit/7',
    renderLink,
    item: {
      type: 'blog',
      id: 7,
      recordId: 'writing-meta-descriptions',
      title: 'Writing meta descriptions that get clicks',
      url: 'http://www.example.com/blog/writing-meta-descriptions',
      problems: seoProblemsOf({
        ...FACTS,
        title: 'Writing meta descriptions that get clicks',
        description: 'How to write a meta description.',
        url: 'http://www.example.com/blog/writing-meta-descriptions',
        hasImage: false,
        titleOthers: 1,
        titleExample: seoExampleLabel('Writing meta descriptions that get clicks', 'meta', '12'),
      }),
    },
  },
  decorators: [(Story) => <DataList label="Records with problems">{Story()}</DataList>],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof SeoRecordRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post with several problems, in the report's order; its title opens the edit form. */
export const SeveralProblems: Story = bothThemes({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Blog post')).toBeVisible();
    const problems = within(
      canvas.getByRole('list', { name: 'Problems of Writing meta descriptions that get clicks' }),
    );
    await expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Duplicate title: Same title as 1 other page, e.g. "Writing meta descriptions that get clicks" (meta 12)',
      `Description too short: Description is only 32 characters; aim for at least ${SEARCH_DESCRIPTION_MIN}`,
      'Missing image: No featured image: shared links show no picture',
      'Insecure URL: The URL starts with http: instead of https:',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Writing meta descriptions that get clicks' }));
    await expect(navigate).toHaveBeenCalledWith('/blog/edit/7');
  },
});

/** A meta page with an empty title still gets a link to open it by. */
export const UntitledMetaEntry: Story = bothThemes({
  args: {
    href: '/meta/edit/12',
    item: {
      type: 'meta',
      id: 12,
      recordId: '12',
      title: '  ',
      url: 'https://www.example.com/about',
      problems: seoProblemsOf({ ...FACTS, type: 'meta', title: '  ', hasImage: false }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Meta page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Untitled meta page' })).toHaveAttribute('href', '/meta/edit/12');
    await expect(canvas.getByRole('list', { name: 'Problems of 12' })).toHaveTextContent(
      'Missing image: No share image: shared links show no picture',
    );
  },
});

/** A post published on another host, with an image in its text that screen readers skip. */
export const OffSiteWithImageWithoutAlt: Story = bothThemes({
  args: {
    item: {
      type: 'blog',
      id: 9,
      recordId: 'guest-post',
      title: 'A guest post',
      url: 'https://partner.example.org/guest-post',
      problems: seoProblemsOf({
        ...FACTS,
        title: 'A guest post',
        url: 'https://partner.example.org/guest-post',
        urlKey: 'https://partner.example.org/guest-post',
        bodyImage: 'https://www.example.com/uploads/chart.png',
      }),
    },
  },
  play: async ({ canvas }) => {
    const problems = within(canvas.getByRole('list', { name: 'Problems of A guest post' }));
    await expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Not on the site: The URL is not on the website (www.example.com): search engines credit the other site',
      'Image without alt text: An image in the text has no alt text (https://www.example.com/uploads/chart.png): screen readers skip it',
    ]);
  },
});

/**
 * A post whose text links to a page that is gone, to an old address that redirects, through a chain, and to another
 * site's page that the last external check found gone.
 */
export const LinkProblems: Story = bothThemes({
  args: {
    item: {
      type: 'blog',
      id: 10,
      recordId: 'reading-list',
      title: 'A reading list',
      url: 'https://www.example.com/reading-list',
      problems: seoProblemsOf({
        ...FACTS,
        title: 'A reading list',
        links: {
          broken: '/blog/removed-post',
          redirected: { from: '/old-pricing', to: '/pricing' },
          chained: { from: '/2019/launch', to: '/blog/launch' },
          external: { url: 'https://partner.example.org/retired', reason: 'answered 410' },
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    const problems = within(canvas.getByRole('list', { name: 'Problems of A reading list' }));
    await expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Broken link: A link in the text leads to no page on the site (/blog/removed-post): readers get "not found"',
      'Link to a redirect: A link in the text goes to /old-pricing, which redirects to /pricing: link to /pricing instead',
      'Redirect chain: A link in the text goes to /2019/launch, which redirects more than once before /blog/launch: link to /blog/launch instead',
      'Broken link to another site: A link to another site does not work (https://partner.example.org/retired answered 410): readers get an error',
    ]);
    await expect(canvas.getByRole('link', { name: 'A reading list' })).toBeVisible();
  },
});

/** A post whose images need work: an alt that is a file name, a 6,000-px original, two images pasted into the text. */
export const ImageProblems: Story = bothThemes({
  args: {
    item: {
      type: 'blog',
      id: 11,
      recordId: 'harbour-walk',
      title: 'A walk round the harbour',
      url: 'https://www.example.com/harbour-walk',
      problems: seoProblemsOf({
        ...FACTS,
        title: 'A walk round the harbour',
        altFileName: 'IMG_2041.jpg',
        oversizedImage: 'harbour-panorama.jpg',
        dataImage: '2 data:image/png',
      }),
    },
  },
  play: async ({ canvas }) => {
    const problems = within(canvas.getByRole('list', { name: 'Problems of A walk round the harbour' }));
    await expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alt text is a file name: An image\'s alt text is just a file name ("IMG_2041.jpg"): screen readers read the file name out',
      'Image too large: An image is over 2 MB or 4,000 px wide (harbour-panorama.jpg): pages that show it load slowly',
      'Image inside the text: 2 images are stored inside the text (data:image/png): upload them to the media library instead',
    ]);
  },
});

const HOSTILE = 'Type <img src=x onerror=alert(1)> here';

/**
 * Titles and examples are plain text (issue 26): one typed as markup shows as those very characters in the title, the
 * link's name and the problem's example, and no element is made of it.
 */
export const MarkupInTitleIsText: Story = {
  args: {
    item: {
      type: 'blog',
      id: 8,
      recordId: 'hostile',
      title: HOSTILE,
      url: 'https://www.example.com/blog/hostile',
      problems: seoProblemsOf({
        ...FACTS,
        title: HOSTILE,
        titleOthers: 1,
        titleExample: seoExampleLabel(HOSTILE, 'meta', '3'),
      }),
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: HOSTILE })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`e\\.g\\. "Type <img src=x onerror=alert\\(1\\)> here"`))).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
