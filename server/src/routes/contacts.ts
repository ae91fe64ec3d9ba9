/** `/contacts/*` (docs/api.md#contact-messages): the website's public form and the panel's inbox. */
import { contact, contactRecord, contactStatusFields, resultOf } from '../../../src/contract/index.ts';
import { actorOf } from '../auth/sessions.ts';
import { toContact } from '../../../src/domain/records.ts';
import { markContact, receiveContact } from '../../../src/domain/inbox.ts';
import { answers } from '../http/openapi.ts';
import { bodyOf, idParams } from '../http/validate.ts';
import { publicForm } from './publicForm.ts';
import type { Routes } from './types.ts';

export const contactRoutes: Routes = {
  public(app, ctx) {
    publicForm(app, ctx, '/contacts/submit', contact.fields, (values, _request, now) =>
      receiveContact(ctx.store, values, now),
    );
  },

  admin(app, { config, store }) {
    const statusBody = bodyOf(contactStatusFields);
    const update = { params: idParams, body: statusBody, response: answers(resultOf(contactRecord()), 400, 404, 409) };
    app.put('/contacts/updateStatus/:id', { schema: update }, async (request) => {
      const status = request.body.status === 'replied' ? 'replied' : 'read';
      const ctx = { store, actor: actorOf(request), now: config.now() };
      return { result: toContact(await markContact(ctx, request.params.id, status)) };
    });
  },
};
