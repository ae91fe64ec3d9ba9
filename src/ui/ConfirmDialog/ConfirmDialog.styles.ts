import styled from 'styled-components';

export const Message = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  & > p {
    margin: 0;
  }
`;

export const ErrorSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;
