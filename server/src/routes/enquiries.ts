/** `/api/enquiries*` (README "Enquiries"): the website's public form and the panel's list. */
import { enquiry } from '../../../src/contract/index.ts';
import { actorOf } from '../auth/sessions.ts';
import { findLive, moveToTrash } from '../services/trash.ts';
import { insertEnquiry, listEnquiries, toEnquiry } from '../db/enquiries.ts';
import { limitPublicForm } from '../db/rateLimits.ts';
import { requestClientKey } from '../http/client.ts';
import { notFound } from '../http/errors.ts';
import { answerList } from '../http/list.ts';
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

  admin(app, { db, config }) {
    app.get('/api/enquiries/list', { schema: { querystring: queryOf(enquiry.list) } }, async (request, reply) =>
      answerList(reply, request, db, () => listEnquiries(db, request.query), toEnquiry, { now: config.now() }),
    );

    app.delete('/api/enquiries/delete/:id', { schema: { params: idParams } }, async (request) => {
      await db.transaction().execute(async (trx) => {
        const [row] = await findLive(trx, 'enquiry', request.params.id ? [request.params.id] : []).then((f) => f.rows);
        if (!row) throw notFound(enquiry.noun);
        await moveToTrash(trx, config, 'enquiry', row, actorOf(request));
      });
      return { result: true };
    });
  },
};
