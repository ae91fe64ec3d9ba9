import styled from 'styled-components';
import { glyphSize, iconButtonStyles } from '../Icon/iconButton.styles';

export const Banner = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerSoftText};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  ${glyphSize('1.25rem')}
`;

export const Text = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** On the banner's own colours: the glyph keeps the banner's text colour, the hover shows the plain surface. */
export const DismissButton = styled.button`
  ${iconButtonStyles('2rem')}
  color: inherit;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
  }
  ${glyphSize('1rem')}
`;
