import { expect, userEvent, within } from 'storybook/test';
import { storyApi } from '../../src/mocks';

export const OFFLINE_TEXT = 'Cannot reach the server. Check your connection and try again.';

interface PlayContext {
  id: string;
  canvasElement: HTMLElement;
}

/**
 * The `offline` scenario (fetch rejects, no response): the list says so in the admin's words — never the request
 * line ofetch builds (`[GET] "http://…": <no response> Failed to fetch`) — and Retry loads it once the network is back.
 */
export async function expectOfflineThenRetry(context: PlayContext, listName?: string) {
  const canvas = within(context.canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(OFFLINE_TEXT);
  await expect(alert.textContent).not.toMatch(/\[GET\]|http|no response|Failed to fetch/);
  storyApi(context).setScenario('default');
  await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  await expect(await canvas.findByRole('list', listName ? { name: listName } : undefined)).toBeVisible();
}
