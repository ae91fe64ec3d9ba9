import styled, { keyframes } from 'styled-components';

/** Re-skins Quill's snow theme from our tokens so the editor follows light and dark and keeps AA contrast. */
export const EditorFrame = styled.div<{ $invalid: boolean; $readOnly: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .ql-toolbar.ql-snow {
    display: ${({ $readOnly }) => ($readOnly ? 'none' : 'block')};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => `${theme.radius.md} ${theme.radius.md} 0 0`};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.font.family};
    padding: ${({ theme }) => theme.space[2]};
  }
  .ql-snow .ql-stroke,
  .ql-snow .ql-stroke-miter {
    stroke: ${({ theme }) => theme.colors.text};
  }
  .ql-snow .ql-fill,
  .ql-snow .ql-stroke.ql-fill {
    fill: ${({ theme }) => theme.colors.text};
  }
  .ql-snow .ql-picker {
    color: ${({ theme }) => theme.colors.text};
  }
  .ql-snow.ql-toolbar button:hover,
  .ql-snow.ql-toolbar button:focus-visible,
  .ql-snow.ql-toolbar button.ql-active,
  .ql-snow.ql-toolbar .ql-picker-label:hover,
  .ql-snow.ql-toolbar .ql-picker-label.ql-active,
  .ql-snow.ql-toolbar .ql-picker-item:hover,
  .ql-snow.ql-toolbar .ql-picker-item.ql-selected {
    color: ${({ theme }) => theme.colors.primary};
    .ql-stroke,
    .ql-stroke-miter {
      stroke: ${({ theme }) => theme.colors.primary};
    }
    .ql-fill {
      fill: ${({ theme }) => theme.colors.primary};
    }
  }
  .ql-snow.ql-toolbar button.ql-active {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .ql-snow.ql-toolbar button:focus-visible,
  .ql-snow .ql-picker-label:focus-visible,
  .ql-snow .ql-picker-item:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .ql-snow .ql-picker-options,
  .ql-toolbar.ql-snow .ql-picker.ql-expanded .ql-picker-options {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-color: ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.md};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .ql-toolbar.ql-snow .ql-picker.ql-expanded .ql-picker-label {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .ql-container.ql-snow {
    border: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .ql-editor {
    min-height: 200px;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
  }
  .ql-editor.ql-blank::before {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: normal;
  }
  .ql-snow .ql-editor a {
    color: ${({ theme }) => theme.colors.link};
  }
  .ql-snow .ql-editor blockquote {
    border-left-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .ql-snow .ql-editor code,
  .ql-snow .ql-editor .ql-code-block-container {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.mono};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .ql-editor td {
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  }
  .ql-editor li[data-list='checked'] > .ql-ui,
  .ql-editor li[data-list='unchecked'] > .ql-ui {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .ql-snow .ql-tooltip {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radius.sm};
    z-index: ${({ theme }) => theme.zIndex.dropdown};
  }
  .ql-snow .ql-tooltip input[type='text'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  .ql-snow .ql-tooltip a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** A line under the editor for what it refused (a link), announced politely; empty, it takes no room. */
export const EditorNote = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.dangerSoftText};

  &:empty {
    display: none;
  }
`;

/** The line under the editor while a dropped or pasted image is stored: a bar and the file's name, muted. */
export const EditorProgress = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * An indeterminate bar (the upload's bytes are not counted): a band sliding along it; without motion, a still band.
 * Drawn rather than a native `<progress>`, whose own animation no stylesheet can stop.
 */
export const EditorProgressBar = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: 8rem;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;
