import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SeoSummary } from '@/features/seo/components/SeoSummary';
import { bothThemes } from '../../themes';

/** The SEO report's counts per problem, each a toggle that filters the list to it. */
const meta = {
  title: 'Features/SEO/SeoSummary',
  component: SeoSummary,
  args: {
    summary: {
      duplicate_url: 0,
      duplicate_title: 2,
      duplicate_description: 0,
      title_too_long: 1,
      description_too_long: 0,
      description_too_short: 4,
      missing_image: 7,
      insecure_url: 1,
      off_site_url: 0,
      image_missing_alt: 3,
      broken_internal_link: 2,
      link_to_redirect: 5,
      redirect_chain: 0,
      broken_external_link: 1,
      image_alt_is_filename: 2,
      image_oversized: 0,
      inline_data_image: 1,
    },
    onSelect: fn(),
  },
} satisfies Meta<typeof SeoSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const counts = (canvas: HTMLElement) => within(within(canvas).getByRole('group', { name: 'Problems by kind' }));

/** No filter: every count unpressed (zero counts muted); pressing one selects its problem. */
export const NoFilter: Story = bothThemes({
  play: async ({ canvasElement, args, userEvent }) => {
    const group = counts(canvasElement);
    const buttons = group.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '0Duplicate URL',
      '2Duplicate title',
      '0Duplicate description',
      '1Title too long',
      '0Description too long',
      '4Description too short',
      '7Missing image',
      '1Insecure URL',
      '0Not on the site',
      '3Image without alt text',
      '2Broken link',
      '5Link to a redirect',
      '0Redirect chain',
      '1Broken link to another site',
      '2Alt text is a file name',
      '0Image too large',
      '1Image inside the text',
    ]);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(group.getByRole('button', { name: '7 Missing image' }));
    await expect(args.onSelect).toHaveBeenCalledWith('missing_image');
  },
});

/** A filter on: its count pressed; pressing it again shows every record; another count switches the filter. */
export const FilterActive: Story = bothThemes({
  args: { selected: 'description_too_short' },
  play: async ({ canvasElement, args, userEvent }) => {
    const group = counts(canvasElement);
    const pressed = group.getByRole('button', { pressed: true });
    await expect(pressed).toHaveAccessibleName('4 Description too short');
    await userEvent.click(pressed);
    await expect(args.onSelect).toHaveBeenLastCalledWith(undefined);
    await userEvent.click(group.getByRole('button', { name: '2 Duplicate title' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('duplicate_title');
  },
});
