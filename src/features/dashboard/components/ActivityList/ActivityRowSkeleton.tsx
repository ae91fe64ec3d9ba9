import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';

export interface ActivityRowSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading recent activity". */
  label: string;
  /** How many placeholder rows. @default 4 (docs/panel.md#numbers) */
  count?: number;
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Text = styled.div`
  display: grid;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Placeholder for the dashboard's Recent Activity rows: a type dot, the action text and the time. */
export function ActivityRowSkeleton({ label, count = 4 }: ActivityRowSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <Rows>
        {Array.from({ length: count }, (_, i) => (
          <Row key={i}>
            <Skeleton shape="circle" height="0.625rem" />
            <Text>
              <Skeleton width={i % 2 ? '65%' : '80%'} />
              <Skeleton width="6rem" height="0.75rem" />
            </Text>
          </Row>
        ))}
      </Rows>
    </SkeletonRegion>
  );
}
