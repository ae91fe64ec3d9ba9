import type { ApiClient } from '@/shared/api/createApiClient';
import { isApiError } from '@/shared/api/ApiError';

/**
 * `POST /auth/signin` with `{emailId, password}`. Resolves the (pre-code) token, or null when the server
 * rejects the credentials or sends no token (docs/panel.md#messages: "Invalid email or password…"). Other failures
 * throw.
 */
export async function signIn(client: ApiClient, input: { email: string; password: string }): Promise<string | null> {
  try {
    const response = await client.request<{ result?: unknown; token?: string }>('/auth/signin', {
      method: 'POST',
      body: { emailId: input.email, password: input.password },
      auth: 'none',
    });
    return response.result && response.token ? response.token : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 401)) return null;
    throw error;
  }
}
