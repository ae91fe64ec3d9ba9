import styled, { css } from 'styled-components';
import { DismissButton } from '../ErrorBanner/ErrorBanner.styles';
import { visuallyHidden } from '@/theme/visuallyHidden';

export { Controls } from '../ErrorBanner/ErrorBanner.styles';

/** Fixed to the bottom right on wide screens; across the bottom on a phone. Lets clicks through between toasts. */
export const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  pointer-events: none;
  outline: none;
  ${({ theme }) => theme.media.sm} {
    left: auto;
    right: ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
    width: 26rem;
  }
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $tone: 'neutral' | 'error' }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]}
    ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  ${({ theme, $tone }) =>
    $tone === 'error'
      ? css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.dangerSoftText};
          border-color: ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
        `}
`;

export const Message = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** The banner's close button, with a hover that shows on a raised surface and a disabled look (busy action). */
export const CloseButton = styled(DismissButton)`
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** Read by screen readers, invisible on screen. */
export const Announcer = styled.div`
  ${visuallyHidden}
`;
