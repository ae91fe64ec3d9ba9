import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The name next to the avatar; on small screens only the avatar shows and the name stays the button's name. */
export const Name = styled.span`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.belowLg} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    clip: rect(0 0 0 0);
  }
`;

export const Popup = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  min-width: 15rem;
  max-width: calc(100vw - ${({ theme }) => theme.space[8]});
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
`;

export const Identity = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

export const IdentityName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const IdentityEmail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerSoftText};
  }
`;
