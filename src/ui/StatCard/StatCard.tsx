import type { ReactNode } from 'react';
import { formatCount } from '../../lib/plural';
import {
  Change,
  ChangeSuffix,
  ChangeValue,
  Count,
  IconSlot,
  Layout,
  Surface,
  Text,
  Title,
  type StatTone,
} from './StatCard.styles';

export interface StatCardProps {
  /** What is counted, e.g. "Total Blogs". */
  title: string;
  /** The figure; numbers are grouped en-US style (1,234). */
  count: number | string;
  /** Optional change label, e.g. "+12%"; a leading minus shows it in red. */
  change?: string;
  /** Text after the change label. @default 'from last month' */
  changeSuffix?: string;
  /** Optional decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** Colour of the icon. @default 'blue' */
  tone?: StatTone;
}

/** A dashboard summary card: title, count and an optional change line. */
export function StatCard({
  title,
  count,
  change,
  changeSuffix = 'from last month',
  icon,
  tone = 'blue',
}: StatCardProps) {
  const shown = typeof count === 'number' ? formatCount(count) : count;
  return (
    <Surface>
      <Layout>
        <Text>
          <Title>{title}</Title>
          <Count>{shown}</Count>
          {change ? (
            <Change>
              <ChangeValue $down={/^[-−]/.test(change)}>{change}</ChangeValue>{' '}
              <ChangeSuffix>{changeSuffix}</ChangeSuffix>
            </Change>
          ) : null}
        </Text>
        {icon ? (
          <IconSlot $tone={tone} aria-hidden="true">
            {icon}
          </IconSlot>
        ) : null}
      </Layout>
    </Surface>
  );
}
