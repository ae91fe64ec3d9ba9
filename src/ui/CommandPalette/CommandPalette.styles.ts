import styled from 'styled-components';
import { visuallyHidden } from '@/theme/visuallyHidden';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: stretch;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.sm} {
    align-items: flex-start;
    padding: 10vh ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  }
`;

/** Full-screen on a phone; a centred panel from the sm breakpoint. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    max-width: 40rem;
    height: auto;
    max-height: 80vh;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  & > svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const CloseButton = styled.button`
  flex: none;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
`;

export const List = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Option = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
`;

export const OptionLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

export const OptionDescription = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The footer's status while the list shows its empty text: still announced, not shown twice. */
export const Status = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
