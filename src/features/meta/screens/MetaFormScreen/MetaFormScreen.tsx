import { meta as metaContract } from '@/contract';
import { EntityFormScreen, type EntityFormConfig, type EntityFormScreenProps } from '@/shared/forms/EntityFormScreen';
import { contractFields } from '@/shared/forms/serverFieldErrors';
import { versionedSave } from '@/shared/forms/useVersionedSave';
import { isDataUrl } from '@/shared/images/resolveImageUrl';
import { FormSection } from '@/ui/FormLayout';
import { SearchResultPreview } from '@/ui/SearchResultPreview';
import { FormTextAreaField } from '@/ui/FormTextAreaField';
import { FormTextField } from '@/ui/FormTextField';
import { createMetaAtom, metaDetailAtom, updateMetaAtom } from '../../atoms';
import { metaFromServer } from '../../mappers';
import { META_FORM_MESSAGES, metaSaveBanner } from '../../messages';
import { metaSchema } from '../../schema';
import type { Meta, MetaFormValues } from '../../types';
import { MetaImageField } from './parts/MetaImageField';

export interface MetaFormScreenProps extends Omit<EntityFormScreenProps<Meta>, 'id'> {
  /** The meta page to edit; omitted to create one. */
  metaId?: number;
}

const trimmed = (values: MetaFormValues) => ({
  metaTitle: values.metaTitle.trim(),
  metaDescription: values.metaDescription.trim(),
  pageMeta: values.pageMeta.trim(),
  metaUrl: values.metaUrl.trim(),
});

/**
 * Create or update (docs/panel.md#validation, docs/panel.md#calls-and-bodies). Update sends the non-empty fields with
 * changer, changedDate and the loaded `version`; the image only when a new one was picked (or `removeImage` when it was
 * removed), `imageId` only when another library image (or none) was chosen.
 */
const META_FORM: EntityFormConfig<Meta, MetaFormValues> = {
  draftKey: 'meta',
  history: 'meta',
  noun: 'Meta',
  subtitle: 'How a page of the website presents itself to search engines.',
  loadingLabel: 'Loading meta information',
  skeleton: ['2.5rem', '5rem'],
  messages: META_FORM_MESSAGES,
  detailAtom: metaDetailAtom,
  empty: { metaTitle: '', metaDescription: '', pageMeta: '', metaUrl: '', image: null },
  toValues: ({ metaTitle, metaDescription, pageMeta, metaUrl, image, imageId }) => ({
    metaTitle,
    metaDescription,
    pageMeta,
    metaUrl,
    image,
    imageId: imageId ?? null,
  }),
  schema: () => metaSchema,
  save: versionedSave({
    create: createMetaAtom,
    createVars: (values: MetaFormValues) => ({ ...trimmed(values), image: values.image, imageId: values.imageId }),
    update: updateMetaAtom,
    updateVars: (values: MetaFormValues, base: Meta) => ({
      id: base.id,
      update: {
        ...trimmed(values),
        version: base.version,
        image: isDataUrl(values.image) ? values.image : undefined,
        removeImage: Boolean(base.image) && !values.image,
        imageId: values.imageId === undefined || values.imageId === (base.imageId ?? null) ? undefined : values.imageId,
      },
    }),
    fromServer: metaFromServer,
    banner: metaSaveBanner,
    savedToast: (saved, mode) => `Meta page "${saved.metaTitle}" ${mode === 'create' ? 'created' : 'updated'}.`,
    fields: contractFields(metaContract),
  }),
  fields: ({ busy, values }) => (
    <>
      <FormSection title="Meta information">
        <FormTextField name="metaTitle" label="Meta Title" required autoComplete="off" />
        <FormTextAreaField name="metaDescription" label="Meta Description" required rows={3} />
        <FormTextField
          name="pageMeta"
          label="Page"
          required
          hint="The page this entry describes, e.g. home or about."
          autoComplete="off"
        />
        <FormTextField
          name="metaUrl"
          label="Meta URL"
          type="url"
          required
          hint="The page's full address, e.g. https://www.example.com/about."
          autoComplete="off"
        />
        <SearchResultPreview title={values.metaTitle} url={values.metaUrl} description={values.metaDescription} />
      </FormSection>
      <FormSection title="Image">
        <MetaImageField disabled={busy} />
      </FormSection>
    </>
  ),
};

/** Create (`/meta/create`) or edit (`/meta/edit/{id}`) a meta page. */
export function MetaFormScreen({ metaId, ...rest }: MetaFormScreenProps) {
  return <EntityFormScreen config={META_FORM} id={metaId} {...rest} />;
}
