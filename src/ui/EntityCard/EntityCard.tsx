import type { ReactNode } from 'react';
import { Card } from '../Card';
import { ClampedText } from '../ClampedText';
import { MetaLine } from './EntityCard.styles';

export interface EntityCardProps {
  /** The item's title (a heading). */
  title: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Image URL shown edge to edge on top (16:9, cropped to fill). */
  imageSrc?: string;
  /** Text alternative of the image; '' when it is purely decorative. @default '' */
  imageAlt?: string;
  /** Secondary line under the title, e.g. category and date. */
  meta?: ReactNode;
  /** Body text, clamped to 3 lines with a "Show more" button when it is longer. */
  body?: string;
  /** Optional element at the title's end, e.g. a Badge. */
  badge?: ReactNode;
  /** Optional control before the title, e.g. a list's selection checkbox. */
  select?: ReactNode;
  /** Footer actions (View, Edit, Delete). */
  footer?: ReactNode;
  /** `li` inside a list (CardGrid as="ul"), else `article`. @default 'article' */
  as?: 'article' | 'li';
}

/** A presentational card for a blog post, category or meta page: image, title, meta line, clamped text, actions. */
export function EntityCard({ imageSrc, imageAlt = '', meta, body, badge, as = 'article', ...card }: EntityCardProps) {
  // title, headingLevel, select and footer are the Card's own
  return (
    <Card
      {...card}
      as={as}
      actions={badge}
      media={imageSrc ? <img src={imageSrc} alt={imageAlt} loading="lazy" /> : undefined}
    >
      {meta ? <MetaLine>{meta}</MetaLine> : null}
      {body ? <ClampedText label={`text of ${textOf(card.title)}`}>{body}</ClampedText> : null}
    </Card>
  );
}

/** The title as words for the "Show more" button's name ("text of Writing meta descriptions"). */
function textOf(title: ReactNode): string {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : 'this card';
}
