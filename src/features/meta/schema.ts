import { mixed, object } from 'yup';
import { metaFields } from '@/contract';
import { contractShape } from '@/shared/forms/contractSchema';

/**
 * Meta create and update (docs/panel.md#validation): title, description, page and URL, with the contract's limits and
 * words.
 */
export const metaSchema = object({ ...contractShape(metaFields), image: mixed<string>().nullable() });
