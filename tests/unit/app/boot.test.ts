import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../../src/theme/themes';
import { space } from '../../../src/theme/tokens';

const root = path.resolve(__dirname, '../../..');
const css = readFileSync(path.join(root, 'src/app/boot.css'), 'utf8');
const html = readFileSync(path.join(root, 'index.html'), 'utf8');

/** The declarations of the `.boot-loading` rule, the dark scheme's when `dark`. */
function bootRule(dark: boolean): Record<string, string> {
  const scope = dark ? css.slice(css.indexOf('@media (prefers-color-scheme: dark)')) : css;
  const body = /\.boot-loading\s*\{([^}]*)\}/.exec(scope)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.replace(/\s+/g, ' ').trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!, value!]),
  );
}

describe("index.html's Loading... before the app's code runs", () => {
  it("is the guard's loading state, as a status", () => {
    expect(html).toMatch(/<div id="root"><div class="boot-loading" role="status">Loading\.\.\.<\/div><\/div>/);
  });

  it("has the themes' colours and LoadingScreen's layout, so nothing changes when React takes over", () => {
    const light = bootRule(false);
    expect(light.background).toBe(lightTheme.colors.bg);
    expect(light.color).toBe(lightTheme.colors.textMuted);
    expect(light['min-height']).toBe('100vh');
    expect(light.padding).toBe(space[6]);
    expect(light['font-size']).toBe(lightTheme.font.size.md);
    expect(light['font-family']).toBe(lightTheme.font.family);
    const dark = bootRule(true);
    expect(dark.background).toBe(darkTheme.colors.bg);
    expect(dark.color).toBe(darkTheme.colors.textMuted);
  });
});
