import { CardGrid, STAT_GRID_COLUMNS } from '@/ui/CardGrid';
import { BlogIcon, CategoryIcon, ContactIcon, MetaIcon } from '@/ui/Layout/icons';
import { StatCard } from '@/ui/StatCard';
import { STAT_CARDS } from '../../sampleData';
import type { DashboardCounts } from '../../types';

const ICONS = {
  totalBlogs: <BlogIcon />,
  categories: <CategoryIcon />,
  metaPages: <MetaIcon />,
  totalContacts: <ContactIcon />,
} as const;

export interface StatsGridProps {
  /** The counts from the store. */
  counts: DashboardCounts;
}

/** The four summary cards (docs/panel.md#dashboard): 2 columns on small screens, 4 on large. */
export function StatsGrid({ counts }: StatsGridProps) {
  return (
    <CardGrid columns={STAT_GRID_COLUMNS}>
      {STAT_CARDS.map((card) => (
        <StatCard
          key={card.key}
          title={card.title}
          count={counts[card.key]}
          change={card.change}
          changeSuffix="from last month"
          icon={ICONS[card.key]}
          tone={card.tone}
        />
      ))}
    </CardGrid>
  );
}
