import styled from 'styled-components';

export const Url = styled.span`
  overflow-wrap: anywhere;
`;

export const Problems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const ProblemName = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
