import type { HTMLAttributes, ReactNode } from 'react';
import { Actions, Body, Footer, Header, Media, Surface, Title } from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Optional heading shown in the header. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Optional controls at the header's end (e.g. a menu or a badge). */
  actions?: ReactNode;
  /** Optional media (an `<img>` with its `alt`) shown above everything else, edge to edge. */
  media?: ReactNode;
  /** Optional control before the title, e.g. a list's selection checkbox. */
  select?: ReactNode;
  /** Optional footer, e.g. the card's buttons. */
  footer?: ReactNode;
  /** Element to render: `section` or `article` give the card a landmark or item meaning. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'li';
  /** The card's content. */
  children?: ReactNode;
}

/** A surface with an optional media slot, header (title and actions), body and footer. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  select,
  media,
  footer,
  as = 'div',
  children,
  ...rest
}: CardProps) {
  return (
    <Surface as={as} {...rest}>
      {media ? <Media>{media}</Media> : null}
      {title || actions ? (
        <Header>
          {select ?? null}
          {title ? (
            <Title as={`h${headingLevel}`} title={typeof title === 'string' ? title : undefined}>
              {title}
            </Title>
          ) : (
            <span />
          )}
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      {children ? <Body>{children}</Body> : null}
      {footer ? <Footer>{footer}</Footer> : null}
    </Surface>
  );
}
