import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { TextField } from '@/ui/TextField';
import { bothThemes } from '../../themes';

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

/** The centred card of the public sign-in pages: one `main` landmark, one `h1`, a decorative emblem, the form. */
const meta = {
  title: 'Features/Auth/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Welcome Back',
    subtitle: 'Sign in to your admin account',
    icon: <Icon name="lock" />,
    children: (
      <form aria-label="Sign in" noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: 16 }}>
        <TextField label="Email" type="email" defaultValue="admin@example.com" />
        <Button type="submit" fullWidth>
          Sign In
        </Button>
      </form>
    ),
  },
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = bothThemes({
  play: async ({ canvas, canvasElement, userEvent }) => {
    const main = canvas.getByRole('main');
    const card = canvas.getByRole('region', { name: 'Welcome Back' });
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome Back']);
    await expect(card).toHaveTextContent('Sign in to your admin account');
    await expect(card.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    // Centred in the page.
    const page = main.getBoundingClientRect();
    const box = card.getBoundingClientRect();
    await expect(Math.abs(box.left - page.left - (page.right - box.right))).toBeLessThanOrEqual(1);
    await expect(Math.abs(box.top - page.top - (page.bottom - box.bottom))).toBeLessThanOrEqual(1);
    await expect(canvasElement.ownerDocument.querySelectorAll('main')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
});

/** A long line under the heading wraps inside the card, which stays at most 26rem wide. */
export const LongSubtitle: Story = bothThemes({
  args: {
    title: 'Verify Your Identity',
    subtitle: 'Enter the 6-digit code sent to your device. It expires in five minutes; ask for a new one if it has.',
    icon: <Icon name="shield" />,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Verify Your Identity' });
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(26 * rem);
    const subtitle = canvas.getByText(/^Enter the 6-digit code/);
    await expect(subtitle.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(subtitle).lineHeight) * 1.5,
    );
  },
});
