import styled from 'styled-components';

export const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  min-width: 2.75rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
`;

export const Input = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Words read by screen readers only, when the checkbox's meaning is plain from where it stands. */
export const HiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
