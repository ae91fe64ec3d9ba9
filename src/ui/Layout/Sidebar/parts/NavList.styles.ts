import styled, { css } from 'styled-components';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Entry = styled.li`
  position: relative;
`;

/** Shared look of a top-level link and a group button. In icon-only mode the label becomes a tooltip. */
export const rowStyles = css<{ $collapsed: boolean; $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme, $collapsed }) => ($collapsed ? theme.space[2] : `${theme.space[2]} ${theme.space[3]}`)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.medium)};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      &:hover > [data-tooltip],
      &:focus-visible > [data-tooltip] {
        visibility: visible;
        opacity: 1;
      }
    `}
`;

export const LinkSlot = styled.div<{ $collapsed: boolean; $active: boolean }>`
  display: contents;
  & > a {
    ${rowStyles}
  }
  & > a[aria-current='page'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

export const GroupButton = styled.button<{ $collapsed: boolean; $active: boolean }>`
  ${rowStyles}
`;

export const IconBox = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
`;

export const Label = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $collapsed, theme }) =>
    $collapsed &&
    css`
      position: absolute;
      left: calc(100% + ${theme.space[3]});
      top: 50%;
      transform: translateY(-50%);
      flex: none;
      overflow: visible;
      padding: ${theme.space[1]} ${theme.space[2]};
      border-radius: ${theme.radius.sm};
      background: ${theme.colors.text};
      color: ${theme.colors.surface};
      font-weight: ${theme.font.weight.medium};
      box-shadow: ${theme.shadows.md};
      pointer-events: none;
      visibility: hidden;
      opacity: 0;
      z-index: ${theme.zIndex.dropdown};
    `}
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-grid;
  flex: none;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.fast} ease;
`;

/** A group's links: indented below the button, or a flyout beside the icon-only rail. */
export const SubMenu = styled.div<{ $collapsed: boolean }>`
  ${({ $collapsed, theme }) =>
    $collapsed
      ? css`
          position: absolute;
          left: calc(100% + ${theme.space[2]});
          top: 0;
          min-width: 13rem;
          padding: ${theme.space[2]};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.md};
          background: ${theme.colors.surfaceRaised};
          box-shadow: ${theme.shadows.lg};
          z-index: ${theme.zIndex.dropdown};
        `
      : css`
          padding: ${theme.space[1]} 0 0 ${theme.space[8]};
        `}
  &[hidden] {
    display: none;
  }
`;

export const FlyoutTitle = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;
