import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { seoRecordHref } from '../../../src/app/routes/seo/SeoRoute';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { navigate, renderLink } from '../routerStandIn';
import { StatefulSeoHealth, withSiteProblems } from './seoStoryData';

/** "SEO health" (/seo): every state, switched by the API scenario; the URL state lives in the story. */
const meta = {
  title: 'Screens/Seo/SeoHealthScreen',
  component: StatefulSeoHealth,
  args: { params: {}, onParamsChange: fn(), getRecordHref: seoRecordHref, renderLink },
  decorators: [withSiteProblems],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof StatefulSeoHealth>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (parameters: DataStoryParameters) => parameters;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const rows = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Records with problems' })).getAllByRole('heading');
const count = (canvas: Canvas, name: RegExp) =>
  within(canvas.getByRole('group', { name: 'Problems by kind' })).getByRole('button', { name });

export const Report: Story = {
  play: async ({ canvas, userEvent }) => {
    const titles = (await rows(canvas)).map((heading) => heading.textContent);
    // Worst first: the entry with four problems leads, then those with two (by title), then one.
    await expect(titles.slice(0, 3)).toEqual([
      'About Us',
      'A guide to every setting of the admin panel, from sign-in to exports',
      'About Us',
    ]);
    await expect(canvas.getByText('10 records with problems')).toBeVisible();
    await expect(count(canvas, /Duplicate title/)).toHaveAccessibleName('2 Duplicate title');
    await expect(count(canvas, /Duplicate title/)).toHaveAttribute('aria-pressed', 'false');
    const problems = within(canvas.getAllByRole('list', { name: 'Problems of About Us' })[0]!);
    await expect(problems.getByText(/Same title as 1 other page, e\.g\. "About Us" \(meta 3\)/)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('link', { name: 'About Us' })[0]!);
    await expect(navigate).toHaveBeenCalledWith('/meta/edit/2');
  },
};

export const ReportDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await rows(canvas);
  },
};

/** A count is a filter: pressing it lists only the records with that problem; pressing it again shows them all. */
export const FilterByCount: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    await rows(canvas);
    await step('press "Duplicate title"', async () => {
      await userEvent.click(count(canvas, /Duplicate title/));
      await expect(args.onParamsChange).toHaveBeenCalledWith({ problem: 'duplicate_title', page: undefined });
      await waitFor(async () => expect(await rows(canvas)).toHaveLength(2));
      await expect(count(canvas, /Duplicate title/)).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByText('2 records with problems')).toBeVisible();
      const calls = storyApi(context).requests.filter((r) => r.path === '/seo/report');
      await expect(calls.at(-1)?.query.problem).toBe('duplicate_title');
    });
    await step('press it again: every record with a problem', async () => {
      await userEvent.click(count(canvas, /Duplicate title/));
      await waitFor(async () => expect(await rows(canvas)).toHaveLength(10));
      await expect(count(canvas, /Duplicate title/)).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const FilterByCountDark: Story = { ...FilterByCount, globals: { theme: 'dark' } };

/** Each row's title opens that record's edit form: a post by its blogId, a meta page by its id. */
export const LinksToEditForms: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    const post = canvas.getByRole('link', {
      name: 'A guide to every setting of the admin panel, from sign-in to exports',
    });
    await expect(post).toHaveAttribute('href', '/blog/edit/ten-tips-for-faster-page-loads');
    await userEvent.click(post);
    await expect(navigate).toHaveBeenCalledWith('/blog/edit/ten-tips-for-faster-page-loads');
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/meta/edit/5');
  },
};

export const SearchAndType: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await rows(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'meta');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(4));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search records' }), 'careers');
    await waitFor(() =>
      expect(args.onParamsChange).toHaveBeenLastCalledWith({ type: 'meta', q: 'careers', page: undefined }),
    );
    await waitFor(async () => expect((await rows(canvas)).map((h) => h.textContent)).toEqual(['Careers']));
  },
};

export const Paging: Story = {
  args: { pageSize: 4 },
  play: async ({ canvas, userEvent }) => {
    const first = (await rows(canvas)).map((h) => h.textContent);
    await expect(first).toHaveLength(4);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await waitFor(async () => expect((await rows(canvas)).map((h) => h.textContent)).not.toEqual(first));
    await expect(await rows(canvas)).toHaveLength(4);
  },
};

/** Nothing to fix anywhere: the screen says so instead of showing an empty table. */
export const AllIsWell: Story = {
  parameters: api({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('All is well')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Records with problems' })).toBeNull();
    await expect(canvas.getByText('0 records with problems')).toBeVisible();
  },
};

export const AllIsWellDark: Story = { ...AllIsWell, globals: { theme: 'dark' } };

export const NoMatch: Story = {
  args: { params: { problem: 'description_too_long' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records with "Description too long"')).toBeVisible();
    await expect(count(canvas, /Description too long/)).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  parameters: api({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the SEO report' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const Error: Story = {
  parameters: api({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await step('the error shows with Retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    });
    await step('Retry loads the report once the server recovers', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await rows(canvas);
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const ErrorDark: Story = {
  parameters: api({ api: { scenario: 'listError' } }),
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
};

/** A phone (390 px wide): the counts two by two, the rows and their problems wrap within the width. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await rows(canvas);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(390);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { ...Phone.globals, theme: 'dark' } };
