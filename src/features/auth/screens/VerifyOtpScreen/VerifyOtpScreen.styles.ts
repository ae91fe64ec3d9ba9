import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

export const Rules = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & > p {
    margin: 0;
  }
`;

export const Strong = styled.strong<{ $warn?: boolean }>`
  color: ${({ theme, $warn }) => ($warn ? theme.colors.dangerSoftText : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;

export const BackLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ResendSlot = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Where the code was sent: muted, under the title. */
export const Where = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
