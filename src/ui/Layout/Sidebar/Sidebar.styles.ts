import styled, { css } from 'styled-components';

export { IconButton } from '../IconButton.styles';

/** The desktop rail: 16rem wide, or 4rem with icons only. */
export const Rail = styled.aside<{ $collapsed: boolean }>`
  position: sticky;
  top: 0;
  flex: none;
  display: flex;
  flex-direction: column;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sidebarCollapsed : theme.layout.sidebarExpanded)};
  height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width ${({ theme }) => theme.motion.normal} ease;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
`;

export const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.drawer};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    opacity ${({ theme }) => theme.motion.normal} ease,
    visibility ${({ theme }) => theme.motion.normal};
`;

/** The mobile drawer: slides in from the left; hidden (and out of the tab order) when closed. */
export const Drawer = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.layout.sidebarExpanded}, 85vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.drawer + 1};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.motion.slow} ease,
    visibility ${({ theme }) => theme.motion.slow};
`;

export const Header = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'space-between')};
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme, $collapsed }) => ($collapsed ? theme.space[2] : theme.space[4])};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  flex: none;
`;

export const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  overflow: hidden;
`;

export const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Nav = styled.nav<{ $collapsed: boolean }>`
  flex: 1;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  ${({ $collapsed }) =>
    $collapsed
      ? css`
          overflow: visible;
        `
      : css`
          overflow-y: auto;
        `}
`;

export const Footer = styled.div<{ $collapsed: boolean }>`
  display: flex;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-end')};
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
