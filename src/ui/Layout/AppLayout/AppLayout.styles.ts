import styled from 'styled-components';

export const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`;

export const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[4]};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Off-screen until focused: the first Tab stop of every page. */
export const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
