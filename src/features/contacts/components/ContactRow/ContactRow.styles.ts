import styled from 'styled-components';

export const Subject = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
