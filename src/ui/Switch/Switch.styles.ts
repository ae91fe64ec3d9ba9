import styled from 'styled-components';

export const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Label = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & > input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & > input:disabled {
    cursor: default;
  }
`;

export const Track = styled.span<{ $on: boolean }>`
  flex: none;
  position: relative;
  width: 2.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  transition: background ${({ theme }) => theme.motion.fast};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const Knob = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 0.1875rem;
  left: ${({ $on }) => ($on ? '1.1875rem' : '0.1875rem')};
  width: 1.125rem;
  height: 1.125rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  transition: left ${({ theme }) => theme.motion.fast};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
