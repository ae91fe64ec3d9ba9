import { mixed, object } from 'yup';
import { REDIRECT_STATUSES, redirectFields } from '@/contract';
import { contractShape } from '@/shared/forms/contractSchema';

/** From and To with the contract's rules and words; the status one of the four. */
export const redirectSchema = object({
  ...contractShape(redirectFields),
  status: mixed().oneOf(REDIRECT_STATUSES.map(String), 'Status must be 301, 302, 307 or 308'),
});
