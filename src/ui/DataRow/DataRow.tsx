import type { ReactNode } from 'react';
import { Actions, Extra, Leading, List, Main, Meta, Row, Title, TitleLine } from './DataRow.styles';

export interface DataListProps {
  /** Names the list for screen readers, e.g. "Footer messages". */
  label: string;
  /** The DataRows. */
  children: ReactNode;
}

/** A vertical list of DataRows (`ul` with an accessible name). */
export function DataList({ label, children }: DataListProps) {
  return <List aria-label={label}>{children}</List>;
}

export interface DataRowProps {
  /** The row's main text (a heading), e.g. the sender's name. */
  title: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Optional element before the text, e.g. an avatar (decorative ones should be aria-hidden). */
  leading?: ReactNode;
  /** Optional element after the title, e.g. a status Badge. */
  badge?: ReactNode;
  /** Secondary line, e.g. email and date. */
  meta?: ReactNode;
  /** Optional preview under the meta line (clamp long text with ClampedText). */
  children?: ReactNode;
  /** Row actions (View, Mark Replied, Delete); they wrap below the text on narrow screens. */
  actions?: ReactNode;
}

/** One row of a DataList: leading slot, title with badge, meta line, preview and actions. */
export function DataRow({ title, headingLevel = 3, leading, badge, meta, children, actions }: DataRowProps) {
  return (
    <Row>
      {leading ? <Leading>{leading}</Leading> : null}
      <Main>
        <TitleLine>
          <Title as={`h${headingLevel}`}>{title}</Title>
          {badge ?? null}
        </TitleLine>
        {meta ? <Meta>{meta}</Meta> : null}
        {children ? <Extra>{children}</Extra> : null}
      </Main>
      {actions ? <Actions>{actions}</Actions> : null}
    </Row>
  );
}
