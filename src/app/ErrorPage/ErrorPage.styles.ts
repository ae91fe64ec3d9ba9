import styled from 'styled-components';

export const Wrap = styled.div<{ $fill: boolean }>`
  min-height: ${({ $fill }) => ($fill ? '100vh' : '24rem')};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme, $fill }) => ($fill ? theme.colors.bg : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
`;

export const Panel = styled.section`
  max-width: 32rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

export const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.dangerSoftText};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.full};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const HomeLink = styled.a`
  margin-top: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
