import styled from 'styled-components';

/**
 * A link and its hint. On a phone the hint always goes under the link: wrapping only where it did not fit left some
 * hints beside their link and others under it, a ragged column. From `sm` up they share one line.
 */
export const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
