import styled from 'styled-components';

export const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Picker = styled.button<{ $ratio: string }>`
  position: relative;
  display: block;
  width: 100%;
  max-width: calc(20rem * ${({ $ratio }) => $ratio});
  margin: 0 auto;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  overflow: hidden;
  cursor: crosshair;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
  }
`;

/** A ring visible on light and dark photos alike: a light ring between two dark ones (or the reverse, in dark). */
export const Marker = styled.span`
  position: absolute;
  width: 1.5rem;
  height: 1.5rem;
  margin: -0.75rem 0 0 -0.75rem;
  border: 3px solid ${({ theme }) => theme.colors.textInverse};
  border-radius: 50%;
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.colors.text},
    inset 0 0 0 2px ${({ theme }) => theme.colors.text};
  pointer-events: none;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Crops = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 9fr) minmax(0, 16fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

export const Crop = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  & > div {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & > figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;
