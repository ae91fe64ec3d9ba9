import { mixed, object } from 'yup';
import { metaFields } from '@/contract';
import { contractString } from '@/shared/forms/contractSchema';

/** Meta create and update (spec §5): title, description, page and URL, with the contract's limits and words. */
export const metaSchema = object({
  metaTitle: contractString(metaFields.metaTitle),
  metaDescription: contractString(metaFields.metaDescription),
  pageMeta: contractString(metaFields.pageMeta),
  metaUrl: contractString(metaFields.metaUrl),
  image: mixed<string>().nullable(),
});
