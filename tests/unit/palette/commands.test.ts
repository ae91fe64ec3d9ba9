import { describe, expect, it } from 'vitest';
import { paletteGroups, screensOf } from '@/features/palette/commands';
import { appMenu } from '@/app/layout/menu';
import { foundRecordHref as recordHref } from '@/app/registry/records';
import { ADMIN_SECTIONS } from '@/app/registry/sections';

const hit = (id: number, recordId = String(id), subtitle = '') => ({ id, recordId, title: `Record ${id}`, subtitle });

describe('recordHref', () => {
  it('opens posts, categories and meta pages in their edit forms', () => {
    expect(recordHref('blog', hit(3, 'a-post/x'), 'q')).toBe('/blog/edit/a-post%2Fx');
    expect(recordHref('category', hit(4), 'q')).toBe('/category/edit/4');
    expect(recordHref('meta', hit(5), 'q')).toBe('/meta/edit/5');
  });

  it('opens a message or an enquiry in its list, filtered by the search, with its modal', () => {
    expect(recordHref('contact', hit(6), 'pricing & plans')).toBe('/contacts/list?q=pricing+%26+plans&view=6');
    expect(recordHref('enquiry', hit(7, '7', 'Header form · a@example.org'), 'quote')).toBe(
      '/contacts/header?q=quote&view=7',
    );
    expect(recordHref('enquiry', hit(8, '8', 'Page form · b@example.org'), 'quote')).toBe(
      '/contacts/page?q=quote&view=8',
    );
  });
});

describe('paletteGroups', () => {
  const screens = screensOf(appMenu);
  const sources = { screens, commands: ADMIN_SECTIONS.flatMap((section) => section.commands ?? []), recordHref };

  it('lists every action and screen when nothing is typed', () => {
    const { groups } = paletteGroups('', sources, undefined);
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Actions', 6],
      ['Go to', screens.length],
    ]);
  });

  it('puts found records first, then the actions and screens whose name holds the text', () => {
    const data = { blog: [hit(1, 'first')], category: [], meta: [], contact: [], enquiry: [], asset: [] };
    const { groups, targets } = paletteGroups('create', sources, { q: 'create', data });
    expect(groups.map((group) => group.label)).toEqual([
      'Blog posts',
      'Categories',
      'Meta pages',
      'Contact messages',
      'Enquiries',
      'Images',
      'Actions',
      'Go to',
    ]);
    expect(groups[6]?.items.map((item) => item.label)).toEqual([
      'Create blog',
      'Create category',
      'Create meta',
      'Create redirect',
    ]);
    expect(targets.get('blog-1')).toEqual({ kind: 'go', href: '/blog/edit/first' });
    expect(targets.get('toggle-theme')).toBeUndefined();
    expect(paletteGroups('theme', sources, undefined).targets.get('toggle-theme')).toEqual({ kind: 'toggleTheme' });
  });

  it('opens a found image in the media library, its details shown', () => {
    const data = { blog: [], category: [], meta: [], contact: [], enquiry: [], asset: [hit(9, '9', 'photo.png')] };
    expect(recordHref('asset', hit(9), 'photo')).toBe('/media?view=9');
    const { groups, targets } = paletteGroups('photo', sources, { q: 'photo', data });
    expect(groups.find((group) => group.label === 'Images')?.items.length).toBe(1);
    expect(targets.get('asset-9')).toEqual({ kind: 'go', href: '/media?view=9' });
  });
});
