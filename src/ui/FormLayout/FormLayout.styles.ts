import styled from 'styled-components';

/** The page: its header above the form, one width for every form screen. */
export const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 72rem;
  min-width: 0;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

export const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  &:empty {
    display: none;
  }
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  /* one field height: a select is as tall as a text field (a line, its padding and border), not 2px shorter */
  select {
    min-height: calc(${({ theme }) => theme.font.lineHeight.normal}em + 2 * ${({ theme }) => theme.space[2]} + 2px);
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Two short fields side by side from the md breakpoint; each keeps its own height. */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
