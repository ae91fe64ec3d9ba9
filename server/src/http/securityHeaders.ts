import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// Headers of the probe answer that describe that answer rather than the security policy.
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for these options, worked out once (by asking helmet on a throwaway instance) and then set by
 * one hook on every answer of `app`: the same headers as registering @fastify/helmet, without it building them
 * (and re-parsing the Content-Security-Policy) on every request.
 */
export async function addSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !OWN_HEADERS.has(name))
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (!headers['content-security-policy']) throw new Error('helmet sent no Content-Security-Policy');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
