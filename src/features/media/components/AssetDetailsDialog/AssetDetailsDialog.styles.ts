import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

export const Facts = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Usage = styled.section`
  font-size: ${({ theme }) => theme.font.size.sm};
  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & > p,
  & > ul {
    margin: 0;
  }
  & > ul {
    padding-left: ${({ theme }) => theme.space[5]};
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
`;
