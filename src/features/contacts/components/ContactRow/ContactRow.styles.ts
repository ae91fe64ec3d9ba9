import styled from 'styled-components';

export const Subject = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
