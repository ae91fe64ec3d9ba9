/** Standard Webhooks signing (https://www.standardwebhooks.com): what a receiver checks with the secret. */
import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../../../src/contract/index.ts';

/** The headers of one attempt: `webhook-signature` is `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. */
export function signedHeaders(secret: string, messageId: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
