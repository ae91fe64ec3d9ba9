import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { mediaUsageAtom } from '../../atoms';
import type { AssetUsage } from '../../types';
import { Usage } from './AssetDetailsDialog.styles';

/** How the usage list links to a post or meta page (the app's routes; screens know no router). */
export interface UsageLinks {
  /** The edit page of a record using the image, or null. */
  getRecordHref: (use: Pick<AssetUsage, 'type' | 'id' | 'recordId'>) => string | null;
  /** Renders an in-app link (a router link in the app, a plain anchor in stories). */
  renderLink: (props: { href: string; children: ReactNode }) => ReactNode;
}

const WHERE: Record<AssetUsage['where'], string> = { featured: 'featured image', body: 'in the text' };
const TYPE: Record<AssetUsage['type'], string> = { blog: 'Blog post', meta: 'Meta page' };

/** Where an image is used: each post or meta page, linking to its edit page. */
export function AssetUsageList({ assetId, getRecordHref, renderLink }: UsageLinks & { assetId: number }) {
  const query = useAtomValue(mediaUsageAtom(assetId));
  let body: ReactNode;
  if (query.isError)
    body = <ErrorBanner message="Failed to fetch where the image is used" onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <p aria-busy="true">Loading…</p>;
  else if (query.data.length === 0) body = <p>Not used by any post or meta page yet.</p>;
  else
    body = (
      <ul>
        {query.data.map((use) => {
          const href = getRecordHref(use);
          const title = use.title || use.recordId;
          return (
            <li key={`${use.type}-${use.id}-${use.where}`}>
              {TYPE[use.type]} {href ? renderLink({ href, children: title }) : title} ({WHERE[use.where]})
            </li>
          );
        })}
      </ul>
    );
  return (
    <Usage aria-labelledby={`usage-${assetId}`}>
      <h3 id={`usage-${assetId}`}>Used in</h3>
      {body}
    </Usage>
  );
}
