import styled from 'styled-components';

/** A path or URL: monospaced, and broken anywhere rather than widening the row on a phone. */
export const Address = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;
