import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FieldErrorProps {
  /** Id the field points at with `aria-describedby`. */
  id?: string;
  /** The error text; nothing renders when empty. */
  children?: ReactNode;
}

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerSoftText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A field's validation message, in the theme's error colour. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (!children) return null;
  return <Text id={id}>{children}</Text>;
}
