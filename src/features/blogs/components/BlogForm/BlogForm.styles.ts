import styled from 'styled-components';

export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerSoftText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
