import styled from 'styled-components';

const Wrap = styled.div<{ $fill: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $fill }) => ($fill ? '100vh' : '12rem')};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme, $fill }) => ($fill ? theme.colors.bg : 'transparent')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export interface LoadingScreenProps {
  /** Fills the viewport (before the shell exists); otherwise fills the page area. @default true */
  fill?: boolean;
}

/** The guard's and the lazy routes' waiting state (docs/panel.md#auth-guard: "Loading..."). */
export function LoadingScreen({ fill = true }: LoadingScreenProps) {
  return (
    <Wrap $fill={fill} role="status">
      Loading...
    </Wrap>
  );
}
