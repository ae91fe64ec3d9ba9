import styled from 'styled-components';

export const Description = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
`;
