import type { FormikProps } from 'formik';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/ApiError';
import { useReportDirty, useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { ConflictBanner } from '@/ui/ConflictBanner';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import { categoryDetailAtom } from '../../atoms';
import { CategoryForm } from '../../components/CategoryForm';
import { CATEGORY_FORM_MESSAGES } from '../../messages';
import type { Category, CategoryInput } from '../../types';
import { FormHeader } from './parts/FormHeader';
import { Screen } from './CategoryFormScreen.styles';
import { useCategorySave } from './useCategorySave';

export interface CategoryFormScreenProps {
  /** The category to edit; omitted to create one. */
  categoryId?: number;
  /** Called with the saved category after a successful save (the route goes back to the list). */
  onSaved: (category: Category) => void;
  /** Called by Cancel and Back to list. */
  onCancel: () => void;
  /**
   * Called with "Category not found" when the category to edit does not exist (the app goes to the list with it);
   * without it the screen says so in place, under its Back to list.
   */
  onNotFound?: (message: string) => void;
  /** Told whether the form has unsaved changes (the route asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** IANA time zone of the draft's time; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
}

/** Create (`/category/create`) or edit (`/category/edit/{id}`) a category. */
export function CategoryFormScreen({ categoryId, ...rest }: CategoryFormScreenProps) {
  if (categoryId === undefined) return <CategoryEditor loaded={null} {...rest} />;
  return <CategoryEditLoader key={categoryId} categoryId={categoryId} {...rest} />;
}

function CategoryEditLoader({ categoryId, ...rest }: CategoryFormScreenProps & { categoryId: number }) {
  const query = useAtomValue(categoryDetailAtom(categoryId));
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const { onNotFound } = rest;
  useEffect(() => {
    if (notFound) onNotFound?.(CATEGORY_FORM_MESSAGES.notFound);
  }, [notFound, onNotFound]);
  if (query.data) return <CategoryEditor loaded={query.data} {...rest} />;
  return (
    <Screen>
      <FormHeader title="Edit Category" onBack={rest.onCancel} />
      {notFound ? (
        <ErrorBanner message={CATEGORY_FORM_MESSAGES.notFound} />
      ) : query.isError ? (
        <ErrorBanner message={CATEGORY_FORM_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonRegion label="Loading category">
          <Skeleton width="30%" />
          <Skeleton shape="block" height="2.5rem" />
          <Skeleton width="30%" />
          <Skeleton shape="block" height="6rem" />
        </SkeletonRegion>
      )}
    </Screen>
  );
}

interface EditorProps extends Omit<CategoryFormScreenProps, 'categoryId'> {
  loaded: Category | null;
}

function CategoryEditor({ loaded, onSaved, onCancel, onDirtyChange, timeZone }: EditorProps) {
  const formRef = useRef<FormikProps<CategoryInput>>(null);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  useReportDirty(dirty, onDirtyChange);
  const saved = useCallback(
    (category: Category) => {
      setDirty(false);
      onDirtyChange?.(false);
      onSaved(category);
    },
    [onDirtyChange, onSaved],
  );
  const save = useCategorySave(loaded, saved);
  const { clearBanner } = save;
  const reloadTheirs = () => {
    const theirs = save.acceptTheirs();
    if (theirs) formRef.current?.resetForm({ values: toValues(theirs) });
  };

  return (
    <Screen>
      <FormHeader title={loaded ? 'Edit Category' : 'Create Category'} onBack={onCancel} />
      <CategoryForm
        formRef={formRef}
        mode={save.mode}
        initialValues={loaded ? toValues(loaded) : EMPTY}
        onSubmit={save.submit}
        banner={save.banner}
        onEdit={clearBanner}
        onDirtyChange={setDirty}
        onCancel={onCancel}
        draftKey={loaded ? `category:edit:${loaded.id}` : 'category:create'}
        timeZone={timeZone}
        notices={save.conflict ? <ConflictBanner onReload={reloadTheirs} onKeepEditing={save.keepMine} /> : undefined}
      />
    </Screen>
  );
}

const EMPTY: CategoryInput = { name: '', description: '', categoryUrl: '' };

function toValues(category: Category): CategoryInput {
  return { name: category.name, description: category.description, categoryUrl: category.categoryUrl };
}
