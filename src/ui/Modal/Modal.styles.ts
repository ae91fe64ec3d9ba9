import styled, { css } from 'styled-components';
import { glyphSize, iconButtonStyles } from '../Icon/iconButton.styles';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const maxWidths: Record<ModalSize, string> = { sm: '24rem', md: '32rem', lg: '48rem', xl: '64rem' };

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => maxWidths[$size]};
  max-height: calc(100vh - ${({ theme }) => theme.space[4]});
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    max-height: calc(100vh - ${({ theme }) => theme.space[12]});
  }
`;

const section = css`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
`;

export const Header = styled.div`
  ${section}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Body = styled.div`
  ${section}
  overflow-y: auto;
  flex: 1 1 auto;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const Footer = styled.div`
  ${section}
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const CloseButton = styled.button`
  ${iconButtonStyles('2.25rem')}
  flex: none;
  ${glyphSize('1.25rem')}
`;
