import styled from 'styled-components';
import { controlStyles } from '@/ui/FieldShell';

/** The secret, read-only and selectable whole; long enough to show it on one line where there is room. */
export const SecretText = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  display: block;
  width: 100%;
  margin-block: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.font.mono};
`;
