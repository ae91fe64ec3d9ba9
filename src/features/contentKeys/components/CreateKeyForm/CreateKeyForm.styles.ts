import styled from 'styled-components';

/** The field and its button side by side where there is room, the button below the hint on a phone. */
export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }

  & > button {
    margin-top: 1.75rem;
  }
`;
