import styled from 'styled-components';

/** Typography for a post's HTML, including the editor's alignment, indent, size and code-block classes. */
export const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  & > :first-child {
    margin-top: 0;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
  img,
  iframe {
    max-width: 100%;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.font.mono};
    white-space: pre-wrap;
  }
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  table {
    border-collapse: collapse;
  }
  .ql-align-center {
    text-align: center;
  }
  .ql-align-right {
    text-align: right;
  }
  .ql-align-justify {
    text-align: justify;
  }
  .ql-indent-1 {
    padding-left: 3em;
  }
  .ql-indent-2 {
    padding-left: 6em;
  }
  .ql-indent-3 {
    padding-left: 9em;
  }
  .ql-size-small {
    font-size: 0.75em;
  }
  .ql-size-large {
    font-size: 1.5em;
  }
  .ql-size-huge {
    font-size: 2.5em;
  }
  .ql-font-serif {
    font-family: Georgia, 'Times New Roman', serif;
  }
  .ql-font-monospace {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;
