import styled from 'styled-components';

export const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > progress {
    width: 100%;
    height: 0.5rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $failed: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
  border-left: 3px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : 'transparent')};
  padding-left: ${({ theme }) => theme.space[2]};
`;

export const ItemName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Reason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
