import styled from 'styled-components';
import { iconButtonStyles } from '../Icon/iconButton.styles';

/** A square, borderless 2.5rem icon button used across the shell. */
export const IconButton = styled.button`
  ${iconButtonStyles('2.5rem')}
  flex: none;
`;
