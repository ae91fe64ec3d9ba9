/** `/contacts/*` (docs/api.md#contact-messages): the website's public form and the panel's inbox. */
import { contact, contactActivity, contactRecord, contactStatusFields, resultOf } from '../../../src/contract/index.ts';
import { actorOf } from '../auth/sessions.ts';
import { toContact } from '../../../src/domain/records.ts';
import { markContact } from '../../../src/domain/contacts.ts';
import { insertContact } from '../db/contacts.ts';
import { answers } from '../http/openapi.ts';
import { bodyOf, idParams } from '../http/validate.ts';
import type { ActivityLine } from '../../../src/domain/store.ts';
import { recordActivity } from '../db/activity.ts';
import { publicForm } from './publicForm.ts';
import type { Routes } from './types.ts';

/** An activity line about a contact message (labelled by its subject). */
const contactEntry = (row: { id: number; subject: string }, action: string, actor: string): ActivityLine => ({
  action,
  type: 'contact',
  recordId: row.id,
  recordLabel: row.subject,
  actor,
});

export const contactRoutes: Routes = {
  public(app, ctx) {
    publicForm(app, ctx, '/contacts/submit', contact.fields, (values, _request, now) =>
      ctx.db.transaction().execute(async (trx) => {
        const id = await insertContact(trx, values, now);
        await recordActivity(
          trx,
          contactEntry({ id, ...values }, contactActivity.received(values.name), 'website'),
          now,
        );
        return id;
      }),
    );
  },

  admin(app, { config, store }) {
    const statusBody = bodyOf(contactStatusFields);
    const update = { params: idParams, body: statusBody, response: answers(resultOf(contactRecord), 400, 404, 409) };
    app.put('/contacts/updateStatus/:id', { schema: update }, async (request) => {
      const status = request.body.status === 'replied' ? 'replied' : 'read';
      const ctx = { store, actor: actorOf(request), now: config.now() };
      return { result: toContact(await markContact(ctx, request.params.id, status)) };
    });
  },
};
