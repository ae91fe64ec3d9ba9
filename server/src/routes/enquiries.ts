/** `/api/enquiries*` (docs/api.md#enquiries): the website's public form (the panel's calls: routes/records.ts). */
import { createdId, enquiry } from '../../../src/contract/index.ts';
import { insertEnquiry } from '../db/enquiries.ts';
import { limitPublicForm } from '../db/rateLimits.ts';
import { requestClientKey } from '../http/client.ts';
import { createdAnswers } from '../http/openapi.ts';
import { bodyOf } from '../http/validate.ts';
import type { Routes } from './types.ts';

export const enquiryRoutes: Routes = {
  public(app, { db, config }) {
    /** The website's public form: validated, size-capped by the body limit, rate-limited per IP. */
    app.post(
      '/api/enquiries',
      { bodyLimit: 64 * 1024, schema: { body: bodyOf(enquiry.fields), response: createdAnswers(createdId, 400, 429) } },
      async (request, reply) => {
        const now = config.now();
        await limitPublicForm(db, requestClientKey(request), config.publicFormLimitPerIp, now);
        const id = await insertEnquiry(db, request.body, { ip: request.ip.slice(0, 64), now });
        return reply.status(201).send({ result: { id } });
      },
    );
  },
};
