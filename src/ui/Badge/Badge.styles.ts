import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type BadgeTone = keyof DefaultTheme['colors']['badge'];

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.colors.badge[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.badge[$tone].text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.4;
  white-space: nowrap;
`;
