/**
 * The webhook calls beside the registry's list / create / update / delete (docs/api.md#webhooks): a test `ping`, the
 * delivery log, and a redelivery.
 */
import { z } from 'zod';
import { done, resultOf, webhook, webhookDelivery, ID_PATTERN, parseId } from '../../../src/contract/index.ts';
import { DELIVERY_LOG_LIMIT, toDelivery } from '../../../src/domain/dashboard.ts';
import { listDeliveries } from '../db/webhooks.ts';
import { notFound } from '../http/errors.ts';
import { answers, createdAnswers } from '../http/openapi.ts';
import { idParams, pathSchema, RequestPart } from '../http/validate.ts';
import type { Routes } from './types.ts';

const deliveryParams = new RequestPart(
  (data) => ({
    deliveryId: parseId(
      typeof data === 'object' && data !== null ? (data as { deliveryId?: unknown }).deliveryId : undefined,
    ),
  }),
  pathSchema({ deliveryId: { type: 'string', pattern: ID_PATTERN.source, description: "The delivery's id." } }),
);

const DELIVERY_NOUN = 'Delivery';

export const webhookRoutes: Routes = {
  admin(app, { db, webhooks }) {
    const findWebhook = async (id: number | undefined) => {
      const row =
        id === undefined
          ? undefined
          : await db.selectFrom('webhooks').select('id').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(webhook.noun);
      return row.id;
    };

    app.post(
      '/webhooks/test/:id',
      { schema: { params: idParams, response: answers(done(), 404) } },
      async (request) => {
        await webhooks.ping(await findWebhook(request.params.id));
        return { result: true as const };
      },
    );

    app.get(
      '/webhooks/deliveries/:id',
      { schema: { params: idParams, response: answers(resultOf(z.array(webhookDelivery())), 404) } },
      async (request) => {
        const rows = await listDeliveries(db, await findWebhook(request.params.id), DELIVERY_LOG_LIMIT);
        return { result: rows.map(toDelivery) };
      },
    );

    app.post(
      '/webhooks/redeliver/:deliveryId',
      {
        schema: { params: deliveryParams, response: createdAnswers(resultOf(z.object({ id: z.number().int() })), 404) },
      },
      async (request, reply) => {
        const id =
          request.params.deliveryId === undefined ? undefined : await webhooks.redeliver(request.params.deliveryId);
        if (id === undefined) throw notFound(DELIVERY_NOUN);
        return reply.status(201).send({ result: { id } });
      },
    );
  },
};
