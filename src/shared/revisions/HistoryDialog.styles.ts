import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(14rem, 1fr) minmax(0, 2fr);
  }
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Entry = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Change = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const DiffText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  del {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerSoftText};
  }
  ins {
    background: ${({ theme }) => theme.colors.badge.green.bg};
    color: ${({ theme }) => theme.colors.badge.green.text};
  }
`;

export const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  figure {
    margin: 0;
  }
  img {
    width: 8rem;
    height: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
