import styled from 'styled-components';

/**
 * A row action's failure (Mark Replied, marking read) stays in view wherever the row was scrolled to: pinned to the
 * bottom of the viewport above the content, until dismissed or the next write succeeds.
 */
export const ActionToast = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: 32rem;
  margin-left: auto;
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-radius: ${({ theme }) => theme.radius.md};
`;
