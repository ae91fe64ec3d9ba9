/** `/api/enquiries*` (README "Enquiries"): the website's public form and the panel's list. */
import { enquiry } from '../../../src/contract/index.ts';
import { deleteEnquiry, insertEnquiry, listEnquiries, toEnquiry } from '../db/enquiries.ts';
import { limitPublicForm } from '../db/rateLimits.ts';
import { requestClientKey } from '../http/client.ts';
import { notFound } from '../http/errors.ts';
import { listResponse } from '../http/list.ts';
import { bodyOf, idParams, queryOf } from '../http/validate.ts';
import type { Routes } from './types.ts';

export const enquiryRoutes: Routes = {
  public(app, { db, config }) {
    /** The website's public form: validated, size-capped by the body limit, rate-limited per IP. */
    app.post(
      '/api/enquiries',
      { bodyLimit: 64 * 1024, schema: { body: bodyOf(enquiry.fields) } },
      async (request, reply) => {
        const now = config.now();
        await limitPublicForm(db, requestClientKey(request), config.publicFormLimitPerIp, now);
        const id = await insertEnquiry(db, request.body, { ip: request.ip.slice(0, 64), now });
        return reply.status(201).send({ result: { id } });
      },
    );
  },

  admin(app, { db }) {
    app.get('/api/enquiries/list', { schema: { querystring: queryOf(enquiry.list) } }, async (request, reply) =>
      listResponse(reply, await listEnquiries(db, request.query), toEnquiry, request.query),
    );

    app.delete('/api/enquiries/delete/:id', { schema: { params: idParams } }, async (request) => {
      if (!(await deleteEnquiry(db, request.params.id))) throw notFound(enquiry.noun);
      return { result: true };
    });
  },
};
