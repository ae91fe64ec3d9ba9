import { ActionButtonSkeletons, Skeleton, SkeletonRegion } from '../Skeleton';
import { Actions, Leading, List, Main, Row, TitleLine } from './DataRow.styles';

export interface DataRowSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading messages". */
  label: string;
  /** How many placeholder rows. @default 4 (docs/panel.md#numbers) */
  count?: number;
}

/** Placeholder for a DataList (messages, enquiries, the trash, the SEO report): DataRow look-alikes. */
export function DataRowSkeleton({ label, count = 4 }: DataRowSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <List as="div">
        {Array.from({ length: count }, (_, i) => (
          <Row as="div" key={i}>
            <Leading>
              <Skeleton shape="circle" />
            </Leading>
            <Main>
              <TitleLine>
                <Skeleton height="1rem" width="9rem" />
                <Skeleton shape="block" height="1.25rem" width="3.5rem" />
              </TitleLine>
              <Skeleton width="14rem" />
              <Skeleton width="80%" />
            </Main>
            <Actions>
              <ActionButtonSkeletons count={2} />
            </Actions>
          </Row>
        ))}
      </List>
    </SkeletonRegion>
  );
}
