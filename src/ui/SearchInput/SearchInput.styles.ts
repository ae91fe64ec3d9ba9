import styled from 'styled-components';
import { controlStyles } from '../FieldShell';
import { glyphSize, inFieldButtonStyles } from '../Icon/iconButton.styles';

export const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  width: 100%;
  max-width: 24rem;
`;

/** The same look as every field label (FieldShell), so a search box lines up with the filters beside it. */
export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Box = styled.div`
  position: relative;
  min-width: 0;
`;

export const Icon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
  ${glyphSize('1rem')}
`;

/** Room on the right for the clear button only while it shows, so an empty box gives its placeholder the width. */
export const Input = styled.input<{ $invalid?: boolean; $clearable?: boolean }>`
  ${controlStyles}
  padding-left: 2.25rem;
  padding-right: ${({ theme, $clearable }) => ($clearable ? '2.5rem' : theme.space[3])};
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled.button`
  ${inFieldButtonStyles}
  ${glyphSize('1rem')}
`;
