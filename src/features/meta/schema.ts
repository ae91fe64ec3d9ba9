import { mixed, object } from 'yup';
import { metaFields } from '@/contract';
import { contractShape } from '@/shared/forms/contractSchema';

/** Meta create and update (spec §5): title, description, page and URL, with the contract's limits and words. */
export const metaSchema = object({ ...contractShape(metaFields), image: mixed<string>().nullable() });
