import styled from 'styled-components';

export const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 72rem;
`;
