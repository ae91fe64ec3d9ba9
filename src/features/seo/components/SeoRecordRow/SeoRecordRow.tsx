import { SEO_PROBLEM_LABELS } from '@/lib/seoProblems';
import { Badge } from '@/ui/Badge';
import { DataRow } from '@/ui/DataRow';
import { defaultRenderLink, type RenderLink } from '@/ui/Layout';
import type { SeoReportItem } from '../../types';
import { ProblemName, Problems, Url } from './SeoRecordRow.styles';

const TYPE_BADGE = {
  blog: { label: 'Blog post', tone: 'blue' },
  meta: { label: 'Meta page', tone: 'purple' },
} as const;

export interface SeoRecordRowProps {
  /** The record and its problems. */
  item: SeoReportItem;
  /** Where the record's edit form is. */
  href: string;
  /** Renders the link to the edit form; the app plugs in the router's Link. @default a plain anchor */
  renderLink?: RenderLink;
}

/** One record of the SEO report: its title (a link to its edit form), type, URL and problems in plain words. */
export function SeoRecordRow({ item, href, renderLink = defaultRenderLink }: SeoRecordRowProps) {
  const badge = TYPE_BADGE[item.type];
  return (
    <DataRow
      headingLevel={2}
      title={renderLink({ href, children: item.title.trim() || `Untitled ${badge.label.toLowerCase()}` })}
      badge={<Badge tone={badge.tone}>{badge.label}</Badge>}
      meta={<Url>{item.url}</Url>}
    >
      <Problems aria-label={`Problems of ${item.title.trim() || item.recordId}`}>
        {item.problems.map((problem) => (
          <li key={problem.code}>
            <ProblemName>{SEO_PROBLEM_LABELS[problem.code]}:</ProblemName> {problem.message}
          </li>
        ))}
      </Problems>
    </DataRow>
  );
}
