import { category as categoryContract } from '@/contract';
import { EntityFormScreen, type EntityFormConfig, type EntityFormScreenProps } from '@/shared/forms/EntityFormScreen';
import { contractFields } from '@/shared/forms/serverFieldErrors';
import { versionedSave } from '@/shared/forms/useVersionedSave';
import { FormSection } from '@/ui/FormLayout';
import { FormTextAreaField } from '@/ui/FormTextAreaField';
import { TextField } from '@/ui/TextField';
import { FormTextField } from '@/ui/FormTextField';
import { categoryDetailAtom, createCategoryAtom, updateCategoryAtom } from '../../atoms';
import { categoryFromServer } from '../../mappers';
import { CATEGORY_FORM_MESSAGES, categorySaveBanner } from '../../messages';
import { categoryCreateSchema, categoryUpdateSchema } from '../../schema';
import type { Category, CategoryInput } from '../../types';

export interface CategoryFormScreenProps extends Omit<EntityFormScreenProps<Category>, 'id'> {
  /** The category to edit; omitted to create one. */
  categoryId?: number;
}

const trimmed = (values: CategoryInput) => ({ name: values.name.trim(), description: values.description.trim() });

/**
 * Create (docs/panel.md#validation, docs/panel.md#calls-and-bodies) sends the three fields; update sends only the
 * changed name and description with the loaded `version` (categoryUrl is shown read-only and never sent); an update
 * that changes nothing is not sent.
 */
const CATEGORY_FORM: EntityFormConfig<Category, CategoryInput> = {
  draftKey: 'category',
  history: 'category',
  noun: 'Category',
  subtitle: 'Categories group blog posts by topic.',
  loadingLabel: 'Loading category',
  skeleton: ['2.5rem', '6rem'],
  messages: CATEGORY_FORM_MESSAGES,
  detailAtom: categoryDetailAtom,
  empty: { name: '', description: '', categoryUrl: '' },
  toValues: ({ name, description, categoryUrl }) => ({ name, description, categoryUrl }),
  schema: (mode) => (mode === 'create' ? categoryCreateSchema : categoryUpdateSchema),
  save: versionedSave({
    create: createCategoryAtom,
    createVars: (values: CategoryInput) => ({ ...trimmed(values), categoryUrl: values.categoryUrl.trim() }),
    update: updateCategoryAtom,
    updateVars: (values: CategoryInput, original: Category) => ({ original, next: trimmed(values) }),
    unchanged: (values, base) => {
      const next = trimmed(values);
      return next.name === base.name && next.description === base.description;
    },
    fromServer: categoryFromServer,
    banner: categorySaveBanner,
    savedToast: (saved, mode) => `Category "${saved.name}" ${mode === 'create' ? 'created' : 'updated'}.`,
    fields: contractFields(categoryContract),
  }),
  fields: ({ mode, initialValues }) => (
    <FormSection title="Category details">
      <FormTextField name="name" label="Name" required autoComplete="off" />
      <FormTextAreaField name="description" label="Description" required rows={4} />
      {mode === 'create' ? (
        <FormTextField
          name="categoryUrl"
          label="Category URL"
          required
          hint="A path like /blog/news or a full http(s) address."
          autoComplete="off"
        />
      ) : (
        <TextField
          label="Category URL"
          value={initialValues.categoryUrl}
          readOnly
          hint="Set when the category was created; it is not changed here."
        />
      )}
    </FormSection>
  ),
};

/** Create (`/category/create`) or edit (`/category/edit/{id}`) a category. */
export function CategoryFormScreen({ categoryId, ...rest }: CategoryFormScreenProps) {
  return <EntityFormScreen config={CATEGORY_FORM} id={categoryId} {...rest} />;
}
