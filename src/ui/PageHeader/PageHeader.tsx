import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Actions, Count, Header, Subtitle, Text, Title } from './PageHeader.styles';
import { Icon } from '../Icon';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** Optional line under the title. */
  subtitle?: ReactNode;
  /** How many records a list holds, already worded ("12 categories"); announced politely when it changes. */
  count?: string;
  /** Optional actions at the end, e.g. a create button. */
  actions?: ReactNode;
  /** When given, a "Refresh" button calls it. */
  onRefresh?: () => void;
  /** Shows the Refresh button as busy (spinner, disabled). @default false */
  refreshing?: boolean;
}

/** A screen's heading row: h1 title, subtitle, an optional record count, Refresh button and actions. */
export function PageHeader({ title, subtitle, count, actions, onRefresh, refreshing = false }: PageHeaderProps) {
  return (
    <Header>
      <Text>
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {count !== undefined ? (
          <Count role="status" aria-live="polite">
            {count}
          </Count>
        ) : null}
      </Text>
      {onRefresh || actions ? (
        <Actions>
          {onRefresh ? (
            <Button variant="secondary" icon={<Icon name="refresh" />} busy={refreshing} onClick={onRefresh}>
              Refresh
            </Button>
          ) : null}
          {actions ?? null}
        </Actions>
      ) : null}
    </Header>
  );
}
