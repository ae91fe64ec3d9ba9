import styled from 'styled-components';

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerSoftText};
  overflow-wrap: anywhere;
`;
