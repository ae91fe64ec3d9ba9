/** `/contacts/*` (docs/api.md#contact-messages): the website's public form and the panel's inbox. */
import {
  contact,
  contactActivity,
  contactRecord,
  CONTACT_STATUSES,
  contactStatusFields,
  resultOf,
  statusNeverBack,
} from '../../../src/contract/index.ts';
import { actorOf } from '../auth/sessions.ts';
import { toContact } from '../../../src/domain/records.ts';
import { advanceStatus, findContact, insertContact } from '../db/contacts.ts';
import type { Db } from '../db/index.ts';
import { conflict, notFound } from '../http/errors.ts';
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

  admin(app, { db, config }) {
    const find = async (conn: Db, id: number | undefined) => {
      const row = await findContact(conn, id);
      if (!row) throw notFound(contact.noun);
      return row;
    };

    const statusBody = bodyOf(contactStatusFields);
    const update = { params: idParams, body: statusBody, response: answers(resultOf(contactRecord), 400, 404, 409) };
    app.put('/contacts/updateStatus/:id', { schema: update }, async (request) => {
      const status = request.body.status === 'replied' ? 'replied' : 'read';
      const target = CONTACT_STATUSES.indexOf(status);
      const saved = await db.transaction().execute(async (trx) => {
        const row = await find(trx, request.params.id);
        const from = CONTACT_STATUSES.findIndex((known) => known === row.status);
        if (target === from) return row;
        if (target < from) throw conflict(statusNeverBack(row.status));
        if (!(await advanceStatus(trx, row, status))) {
          // Another call moved it since the read (and logged it): answer as if this call came after that one.
          const moved = await find(trx, row.id);
          if (CONTACT_STATUSES.findIndex((known) => known === moved.status) > target) {
            throw conflict(statusNeverBack(moved.status));
          }
          return moved;
        }
        const action = contactActivity.marked(row.name, status);
        await recordActivity(trx, contactEntry(row, action, actorOf(request)), config.now());
        return find(trx, row.id);
      });
      return { result: toContact(saved) };
    });
  },
};
