/** `/api/enquiries*` (docs/api.md#enquiries): the website's public form (the panel's calls: routes/records.ts). */
import { enquiry } from '../../../src/contract/index.ts';
import { insertEnquiry } from '../db/enquiries.ts';
import { publicForm } from './publicForm.ts';
import type { Routes } from './types.ts';

export const enquiryRoutes: Routes = {
  public(app, ctx) {
    publicForm(app, ctx, '/api/enquiries', enquiry.fields, (values, request, now) =>
      insertEnquiry(ctx.db, values, { ip: request.ip.slice(0, 64), now }),
    );
  },
};
