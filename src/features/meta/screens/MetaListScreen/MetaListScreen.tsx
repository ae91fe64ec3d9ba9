import { useState } from 'react';
import { NOUNS } from '@/lib/plural';
import { meta as metaContract } from '@/contract';
import {
  ResourceListScreen,
  type ResourceListConfig,
  type ResourceListScreenProps,
} from '@/shared/lists/ListScreen/ResourceListScreen';
import { deleteMetaWrite, metaListAtom, metaListParamsAtom } from '../../atoms';
import { MetaCard, MetaCardSkeleton } from '../../components/MetaCard';
import { MetaDetailsModal } from '../../components/MetaDetailsModal';
import type { Meta, MetaSort } from '../../types';

const CONFIG: ResourceListConfig<Meta, MetaSort> = {
  // Sorts, their words and the default order (newest) come from the contract.
  resource: metaContract,
  title: 'Meta',
  subtitle: 'How each page of the website presents itself to search engines.',
  noun: NOUNS.metaEntry,
  createLabel: 'Create Meta',
  searchLabel: 'Search meta information',
  searchPlaceholder: 'Search title, page, URL or text',
  // 12 fills the 1-, 2- and 3-column grids evenly.
  pageSize: 12,
  skeleton: <MetaCardSkeleton label="Loading meta information" />,
  empty: { message: 'No meta information yet', description: 'Create one to describe a page to search engines.' },
  noMatch: 'No meta information matches your search',
  labelOf: (meta) => meta.metaTitle,
  deleteTitle: 'Delete meta information?',
  atoms: { paramsAtom: metaListParamsAtom, listAtom: metaListAtom },
  deleteWrite: deleteMetaWrite,
};

export type MetaListScreenProps = ResourceListScreenProps<MetaSort>;

/** `/meta/list`: the SEO meta pages as cards, with search, sort, paging, refresh, details and a confirmed delete. */
export function MetaListScreen(props: MetaListScreenProps) {
  const [viewing, setViewing] = useState<Meta | null>(null);
  return (
    <ResourceListScreen
      {...props}
      config={CONFIG}
      renderItem={(meta, actions) => <MetaCard meta={meta} onView={setViewing} {...actions} />}
    >
      <MetaDetailsModal
        meta={viewing}
        timeZone={props.timeZone}
        onClose={() => setViewing(null)}
        onEdit={(meta) => props.onEdit(meta.id)}
      />
    </ResourceListScreen>
  );
}
