import styled from 'styled-components';

export const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  & + & {
    margin-top: ${({ theme }) => theme.space[4]};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
