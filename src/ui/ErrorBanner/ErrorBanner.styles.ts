import styled from 'styled-components';

export const Banner = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerSoftText};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  & > svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Text = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const DismissButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  & > svg {
    width: 1rem;
    height: 1rem;
  }
`;
