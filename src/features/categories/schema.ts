import { object } from 'yup';
import { categoryFields } from '@/contract';
import { contractString } from '@/shared/forms/contractSchema';

/** Create (spec §5): name, description and categoryUrl, with the contract's limits, formats and words. */
export const categoryCreateSchema = object({
  name: contractString(categoryFields.category),
  description: contractString(categoryFields.categoryDescription),
  categoryUrl: contractString(categoryFields.categoryUrl),
});

/** Update (spec §5): name and description; categoryUrl is shown but not sent. */
export const categoryUpdateSchema = object({
  name: contractString(categoryFields.category),
  description: contractString(categoryFields.categoryDescription),
});
