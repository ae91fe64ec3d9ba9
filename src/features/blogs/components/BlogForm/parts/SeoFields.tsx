import { useFormikContext } from 'formik';
import { FormSelectField } from '@/ui/FormSelectField';
import { FormTextAreaField } from '@/ui/FormTextAreaField';
import { FormTextField } from '@/ui/FormTextField';
import { SearchResultPreview } from '@/ui/SearchResultPreview';
import { NO_CATEGORIES_MESSAGE, type BlogFormValues } from '@/features/blogs/schema';
import type { CategoryChoices } from '@/features/blogs/types';
import { Notice } from '../BlogForm.styles';

/** Category, meta title and description, with the live search-result preview. */
export function SeoFields({ categories }: { categories: CategoryChoices }) {
  const { values } = useFormikContext<BlogFormValues>();
  const options = categories.names.map((name) => ({ value: name, label: name }));
  if (values.categoryName && !categories.names.includes(values.categoryName))
    options.push({ value: values.categoryName, label: values.categoryName });
  const none = categories.status === 'loaded' && categories.names.length === 0;
  return (
    <>
      <FormSelectField
        name="categoryName"
        label="Category"
        required
        emptyOption={categories.status === 'loading' ? 'Loading categories...' : 'Select a category'}
        options={options}
      />
      {none ? <Notice role="alert">{NO_CATEGORIES_MESSAGE}</Notice> : null}
      <FormTextField name="metaTitle" label="Meta Title" required />
      <FormTextAreaField name="metaDescription" label="Meta Description" required rows={3} />
      <SearchResultPreview title={values.metaTitle} url={values.blogUrl} description={values.metaDescription} />
    </>
  );
}
