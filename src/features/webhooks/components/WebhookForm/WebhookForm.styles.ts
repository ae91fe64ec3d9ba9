import styled from 'styled-components';

export const Form = styled.form`
  min-width: 0;

  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Two columns of events where there is room, one on a phone. */
export const EventList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    min-width: 0;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

export const EventHint = styled.p`
  margin: 0 0 0 1.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
