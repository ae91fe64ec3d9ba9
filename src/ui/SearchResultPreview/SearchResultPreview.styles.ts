import styled from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Result = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 600px;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

export const Breadcrumb = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ResultTitle = styled.p<{ $empty: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.primary)};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
`;

export const ResultDescription = styled.p<{ $empty: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
`;

export const Counters = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Counter = styled.li<{ $over: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme, $over }) => ($over ? theme.colors.warningSoft : theme.colors.surface)};
  color: ${({ theme, $over }) => ($over ? theme.colors.warningSoftText : theme.colors.text)};
`;

export const CounterLine = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Meter = styled.span<{ $ratio: number; $over: boolean }>`
  display: block;
  height: 4px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $ratio }) => Math.min(1, $ratio) * 100}%;
    background: ${({ theme, $over }) => ($over ? theme.colors.warningSoftText : theme.colors.primary)};
  }
`;
