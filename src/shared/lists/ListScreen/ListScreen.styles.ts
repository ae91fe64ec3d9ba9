import styled from 'styled-components';

/** The screen's column; card lists breathe a little more between their parts than the inbox lists. */
export const Screen = styled.div<{ $roomy: boolean }>`
  display: grid;
  gap: ${({ theme, $roomy }) => ($roomy ? theme.space[6] : theme.space[5])};
  min-width: 0;
`;
