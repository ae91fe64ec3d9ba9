import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '@/theme';
import { Skeleton } from '@/ui/Skeleton';

/** The CSS declarations styled-components wrote for the element's classes (`::after` for its pseudo-element). */
function cssOf(element: Element, pseudo = ''): string {
  const classes = [...element.classList];
  const text = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return classes.map((name) => new RegExp(`\\.${name}${pseudo}\\{([^}]*)\\}`).exec(text)?.[1] ?? '').join(';');
}

describe('Skeleton shimmer', () => {
  it('starts after half a second, still shapes until then (no motion or animation events on short loads)', () => {
    const view = render(
      <ThemeProvider theme={lightTheme}>
        <Skeleton width="8rem" />
      </ThemeProvider>,
    );
    const shape = view.container.querySelector('span') as Element;
    // The band moves on the shape's pseudo-element, by transform (src/ui/Skeleton/shimmer.ts).
    expect(cssOf(shape, '::after')).toMatch(/animation:\s*[\w-]+ 1\.4s ease-in-out 0\.5s infinite backwards/);
  });
});
