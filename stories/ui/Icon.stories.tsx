import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, ICON_NAMES } from '../../src/ui/Icon';

/** Every icon of the panel, drawn in the text colour at the size its container gives it. */
const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'close' },
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0, margin: 0 }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', width: '5rem' }}>
          <Icon name={name} width={24} height={24} />
          <span style={{ fontSize: '0.75rem' }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas, canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(ICON_NAMES.length);
    // decorative: hidden from assistive tech, drawn in the surrounding text colour
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon.getAttribute('stroke')).toBe('currentColor');
    }
    await expect(canvas.getByText('shield')).toBeVisible();
  },
};

export const AllDark: Story = { ...All, globals: { theme: 'dark' } };
