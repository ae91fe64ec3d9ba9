import { useId } from 'react';
import { CharacterCounter } from './parts/CharacterCounter';
import { SEARCH_DESCRIPTION_LIMIT, SEARCH_TITLE_LIMIT, truncateForSearch, urlBreadcrumb } from './searchLimits';
import {
  Breadcrumb,
  Counters,
  Heading,
  Result,
  ResultDescription,
  ResultTitle,
  Root,
} from './SearchResultPreview.styles';

export interface SearchResultPreviewProps {
  /** The page's meta title. */
  title: string;
  /** The page's public URL, shown as a breadcrumb (host › path). */
  url: string;
  /** The page's meta description. */
  description: string;
  /** Recommended title length; past it the counter warns and the preview cuts with "...". @default 60 */
  titleLimit?: number;
  /** Recommended description length. @default 160 */
  descriptionLimit?: number;
  /** The section's heading. @default 'Search result preview' */
  heading?: string;
}

/** A live preview of how a page appears in a search result, with counters for the meta title and description. */
export function SearchResultPreview({
  title,
  url,
  description,
  titleLimit = SEARCH_TITLE_LIMIT,
  descriptionLimit = SEARCH_DESCRIPTION_LIMIT,
  heading = 'Search result preview',
}: SearchResultPreviewProps) {
  const headingId = useId();
  const cleanTitle = title.trim();
  const cleanDescription = description.trim();
  const breadcrumb = urlBreadcrumb(url);
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <Result>
        <Breadcrumb>{breadcrumb ?? (url.trim() || 'No page URL yet')}</Breadcrumb>
        <ResultTitle $empty={!cleanTitle}>
          {cleanTitle ? truncateForSearch(cleanTitle, titleLimit) : 'No meta title yet'}
        </ResultTitle>
        <ResultDescription $empty={!cleanDescription}>
          {cleanDescription ? truncateForSearch(cleanDescription, descriptionLimit) : 'No meta description yet'}
        </ResultDescription>
      </Result>
      <Counters>
        <CharacterCounter
          label="Meta title"
          count={cleanTitle.length}
          limit={titleLimit}
          overText="Search engines may cut the title short."
        />
        <CharacterCounter
          label="Meta description"
          count={cleanDescription.length}
          limit={descriptionLimit}
          overText="Search engines may cut the description short."
        />
      </Counters>
    </Root>
  );
}
