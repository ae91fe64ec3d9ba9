import { describe, expect, it } from 'vitest';
import { createInMemoryApi, MOCK_TOKENS } from '@/mocks';

type Api = ReturnType<typeof createInMemoryApi>;

/** One JSON call on the in-memory API, with the full session unless `signedIn` is false; answers status and body. */
async function call(api: Api, method: string, path: string, body?: unknown, signedIn = true) {
  const response = await api.fetch(`http://mock.local${path}`, {
    method,
    headers: {
      ...(signedIn ? { authorization: `Bearer ${MOCK_TOKENS.full}` } : {}),
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the in-memory API answers as the server (rules from src/domain)', () => {
  it("refuses a Content API meta url in the server's words, not the generic validation message", async () => {
    const reply = await call(createInMemoryApi(), 'GET', '/content/meta?url=nope', undefined, false);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^url /);
    expect(reply.body.errors).toEqual({ url: reply.body.message });
  });

  it("logs a contact message from the website as the website's, and its status changes as the admin's", async () => {
    const api = createInMemoryApi();
    const message = { name: 'Kofi', email: 'kofi@example.org', subject: 'Hi', message: 'Hello' };
    const { body } = await call(api, 'POST', '/contacts/submit', message);
    const id = (body.result as { id: number }).id;
    await call(api, 'PUT', `/contacts/updateStatus/${id}`, { status: 'read' });
    const lines = api.db.activity.filter((line) => line.recordId === String(id));
    expect(lines.map((line) => [line.action, line.actor])).toEqual([
      ['New contact message from Kofi', 'website'],
      ['Contact message from Kofi marked read', 'admin'],
    ]);
  });
});
