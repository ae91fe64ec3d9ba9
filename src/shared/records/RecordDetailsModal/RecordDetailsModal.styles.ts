import styled from 'styled-components';

export const ImageFrame = styled.div<{ $maxHeight: string }>`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  & > img {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    display: block;
    width: 100%;
    max-height: ${({ $maxHeight }) => $maxHeight};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
