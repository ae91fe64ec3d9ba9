/** The website's public forms (contact messages, enquiries): one way to take a submission. */
import type { FastifyRequest } from 'fastify';
import { createdId, type CreateValues, type Fields } from '../../../src/contract/index.ts';
import type { Ctx } from '../context.ts';
import { limitPublicForm } from '../db/rateLimits.ts';
import { requestClientKey } from '../http/client.ts';
import { createdAnswers } from '../http/openapi.ts';
import { bodyOf } from '../http/validate.ts';
import type { Api } from './types.ts';

/**
 * `POST path`: a body of `fields`, validated and capped by the body limit, rate-limited per client; `save` stores it
 * and gives its id, answered as 201 `{result: {id}}`.
 */
export function publicForm<F extends Fields>(
  app: Api,
  { db, config }: Ctx,
  path: string,
  fields: F,
  save: (values: CreateValues<F>, request: FastifyRequest, now: number) => Promise<number>,
) {
  app.post(
    path,
    { bodyLimit: 64 * 1024, schema: { body: bodyOf(fields), response: createdAnswers(createdId(), 400, 429) } },
    async (request, reply) => {
      const now = config.now();
      await limitPublicForm(db, requestClientKey(request), config.publicFormLimitPerIp, now);
      // The body part validates to `CreateValues<F>`; the type provider cannot follow a generic `F` through it.
      const id = await save(request.body as CreateValues<F>, request, now);
      return reply.status(201).send({ result: { id } });
    },
  );
}
