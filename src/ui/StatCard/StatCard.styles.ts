import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type StatTone = keyof DefaultTheme['colors']['accent'];

export const Surface = styled.div`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  container-type: inline-size;
`;

/**
 * The card's content. In a narrow card (2 columns on a 360 px phone, docs/panel.md#dashboard) the icon beside the text
 * left the label about 60 px and "Total Contacts" broke into three lines: there the icon goes above the text, smaller,
 * and the padding shrinks (a container query: the card's own width decides, whatever the grid does).
 */
export const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  @container (max-width: 13rem) {
    flex-direction: column-reverse;
    align-items: stretch;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const Text = styled.div<{ $grow?: boolean }>`
  display: grid;
  flex: ${({ $grow }) => ($grow ? '1 1 auto' : '0 1 auto')};
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Change = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ChangeValue = styled.span<{ $down: boolean }>`
  color: ${({ theme, $down }) => ($down ? theme.colors.dangerSoftText : theme.colors.badge.green.text)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** "from last month" breaks as a whole: in a narrow card it goes under the change, never "from last" / "month". */
export const ChangeSuffix = styled.span`
  white-space: nowrap;
`;

export const IconSlot = styled.div<{ $tone: StatTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) => theme.colors.accent[$tone]};
  & > svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  @container (max-width: 13rem) {
    width: 2rem;
    height: 2rem;
    & > svg {
      width: 1.125rem;
      height: 1.125rem;
    }
  }
`;
