import styled from 'styled-components';

export const Image = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  & > img {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    display: block;
    width: 100%;
    max-height: 16rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
