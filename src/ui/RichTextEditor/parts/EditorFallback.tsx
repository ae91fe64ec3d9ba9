import styled from 'styled-components';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const Bar = styled.div<{ $height: string; $muted?: boolean }>`
  height: ${({ $height }) => $height};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.skeleton : theme.colors.surface)};
  border-bottom: ${({ theme, $muted }) => ($muted ? `1px solid ${theme.colors.border}` : 'none')};
`;

/** Same footprint as the editor (toolbar row + 200 px area) while Quill's chunk loads. */
export function EditorFallback() {
  return (
    <Frame role="status" aria-label="Loading editor">
      <Bar $height="2.625rem" $muted />
      <Bar $height="200px" />
    </Frame>
  );
}
