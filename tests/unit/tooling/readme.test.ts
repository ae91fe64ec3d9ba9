import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// What a new administrator reads first (issue 33): a short README whose "First steps" come before the prerequisites
// and say where the code goes, how to get demo content, and how to get back in after too many codes.
const readme = readFileSync('README.md', 'utf8');
const lines = readme.split('\n');

describe('README', () => {
  it('stays at most 200 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it('has First steps near the top, before the prerequisites', () => {
    const first = lines.indexOf('## First steps');
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(lines.indexOf('## Prerequisites'));
  });

  it('says where the code goes, how to get demo data, and how to unlock an account', () => {
    const section = readme.slice(readme.indexOf('## First steps'), readme.indexOf('## Prerequisites'));
    expect(section).toContain('goes by email');
    expect(section).toContain('**Codes** folder');
    expect(section).toContain('npm run demo-data');
    expect(section).toContain('npm run admin -- unlock');
  });
});
