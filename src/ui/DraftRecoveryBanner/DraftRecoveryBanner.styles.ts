import styled from 'styled-components';

/** A line of its own under the banner's message. */
export const Note = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-weight: 600;
`;
