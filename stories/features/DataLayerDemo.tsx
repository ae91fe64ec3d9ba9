import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { createCategoryAtom, categoryListAtom } from '../../src/features/categories/atoms';
import { Button } from '../../src/ui/Button';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerSoftText};
`;

/** A tiny consumer of the data layer: the category list atom, its states, and one write. */
export function DataLayerDemo() {
  const list = useAtomValue(categoryListAtom);
  const create = useSetAtom(createCategoryAtom);
  const [writeError, setWriteError] = useState<string | null>(null);

  const addCategory = async () => {
    const outcome = await create({
      name: 'Case Studies',
      description: 'Client stories.',
      categoryUrl: '/blog/case-studies',
    });
    setWriteError(outcome.ok ? null : outcome.message);
  };

  return (
    <Panel aria-labelledby="data-layer-title" aria-busy={list.status === 'loading' || list.status === 'refreshing'}>
      <h2 id="data-layer-title">Categories</h2>
      {list.status === 'loading' && <p>Loading...</p>}
      {list.status === 'error' && (
        <>
          <Alert role="alert">{list.error}</Alert>
          <Button variant="secondary" onClick={list.refetch}>
            Retry
          </Button>
        </>
      )}
      {list.status !== 'loading' && list.status !== 'error' && list.items.length === 0 && <p>No categories yet</p>}
      {list.items.length > 0 && (
        <ul aria-label="Categories" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.items.map((category) => (
            <Row key={category.id}>
              <span>{category.name}</span>
              <Muted>{category.blogCount} posts</Muted>
            </Row>
          ))}
        </ul>
      )}
      <Muted aria-live="polite">{`${list.total} in total`}</Muted>
      {writeError && <Alert role="alert">{writeError}</Alert>}
      <Button onClick={() => void addCategory()}>Add Case Studies</Button>
    </Panel>
  );
}
