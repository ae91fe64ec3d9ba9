import styled from 'styled-components';

/** Why a restore was refused, under the item it concerns. */
export const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerSoftText};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Purge = styled.span`
  white-space: nowrap;
`;
