import styled, { css, type DefaultTheme } from 'styled-components';

export type ActionBannerTone = 'warning' | 'info';

const tones: Record<ActionBannerTone, (t: DefaultTheme) => ReturnType<typeof css>> = {
  warning: (t) => css`
    background: ${t.colors.warningSoft};
    color: ${t.colors.warningSoftText};
    border-color: ${t.colors.warningSoftText};
  `,
  info: (t) => css`
    background: ${t.colors.primarySoft};
    color: ${t.colors.text};
    border-color: ${t.colors.primary};
  `,
};

export const Banner = styled.div<{ $tone: ActionBannerTone }>`
  display: flex;
  align-items: flex-start;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme, $tone }) => tones[$tone](theme)}
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 0.125rem;
  & > svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Content = styled.div`
  flex: 1 1 16rem;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Message = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
