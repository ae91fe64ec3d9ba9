import { object } from 'yup';
import { categoryFields } from '@/contract';
import { contractShape } from '@/shared/forms/contractSchema';

/**
 * Create (docs/panel.md#validation): name, description and categoryUrl, with the contract's limits, formats and words.
 */
export const categoryCreateSchema = object(contractShape(categoryFields));

/** Update (docs/panel.md#validation): name and description; categoryUrl is shown but not sent. */
export const categoryUpdateSchema = categoryCreateSchema.omit(['categoryUrl']);
