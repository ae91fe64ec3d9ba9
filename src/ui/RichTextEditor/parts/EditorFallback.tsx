import styled from 'styled-components';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

/** The toolbar's box, as EditorFrame styles Quill's `.ql-toolbar.ql-snow`, so it wraps onto as many rows. */
const Toolbar = styled.div`
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.font.family};
  &::after {
    clear: both;
    content: '';
    display: table;
  }
`;

/** Quill snow's `.ql-formats`: an inline block of floated 24 px controls, 15 px apart. */
const Group = styled.span`
  display: inline-block;
  vertical-align: middle;
  margin-right: 15px;
  &::after {
    clear: both;
    content: '';
    display: table;
  }
`;

const Control = styled.span<{ $width: number }>`
  display: inline-block;
  float: left;
  box-sizing: border-box;
  width: ${({ $width }) => $width}px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;

/**
 * Widths of the toolbar's controls, group by group (toolbar.ts): heading, font and size pickers (98, 108, 98 px in
 * Quill snow), then 28 px buttons and icon pickers.
 */
const GROUPS: readonly (readonly number[])[] = [
  [98],
  [108],
  [98],
  [28, 28, 28, 28, 28],
  [28, 28, 28, 28],
  [28, 28, 28],
  [28],
  [28, 28],
  [28, 28],
  [28],
];

const Area = styled.div`
  height: 200px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Same footprint as the editor at any width (its toolbar wraps the same way, over a 200 px area) while Quill loads. */
export function EditorFallback() {
  return (
    <Frame role="status" aria-label="Loading editor">
      <Toolbar aria-hidden="true">
        {GROUPS.map((widths, group) => (
          <Group key={group}>
            {widths.map((width, index) => (
              <Control key={index} $width={width} />
            ))}
          </Group>
        ))}
      </Toolbar>
      <Area />
    </Frame>
  );
}
