import styled from 'styled-components';

/** A URL breaks anywhere rather than widening the row on a phone. */
export const Url = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

export const Events = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;
