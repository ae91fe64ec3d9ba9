import styled from 'styled-components';

export const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 48rem;
`;

export const LoadingText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
