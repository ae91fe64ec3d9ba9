import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fetchAtom } from '../../../src/shared/api/apiClientAtom';
import { dataUrlToFile } from '../../../src/shared/images/dataUrlToFile';
import { resolveImageUrl } from '../../../src/shared/images/resolveImageUrl';
import { PLACEHOLDER_IMAGE_URL, useAuthedImage } from '../../../src/shared/images/useAuthedImage';
import { sessionTokenAtom } from '../../../src/shared/session';
import { createMockStore, mockImageDataUrl } from '../../../src/mocks';

const API = 'http://127.0.0.1:3001';

describe('resolveImageUrl (docs/panel.md#records-on-screen)', () => {
  it('keeps full URLs and data URLs', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.png', 'blogs', API)).toBe('https://cdn.example.com/a.png');
    expect(resolveImageUrl('data:image/png;base64,AAAA', 'meta', API)).toBe('data:image/png;base64,AAAA');
  });
  it('turns stored names and paths into uploads URLs on the API origin', () => {
    expect(resolveImageUrl('abc.png', 'blogs', API)).toBe(`${API}/uploads/blogs/abc.png`);
    expect(resolveImageUrl('abc.png', 'meta', `${API}/`)).toBe(`${API}/uploads/meta/abc.png`);
    expect(resolveImageUrl('/uploads/blogs/abc.png', 'blogs', API)).toBe(`${API}/uploads/blogs/abc.png`);
    expect(resolveImageUrl('uploads/meta/x.webp', 'blogs', API)).toBe(`${API}/uploads/meta/x.webp`);
    expect(resolveImageUrl('blogs/abc.png', 'blogs', API)).toBe(`${API}/uploads/blogs/abc.png`);
  });
  it('gives null for no image', () => {
    expect(resolveImageUrl(null, 'blogs', API)).toBeNull();
    expect(resolveImageUrl('  ', 'blogs', API)).toBeNull();
  });
});

describe('dataUrlToFile', () => {
  it('decodes base64 into a typed File with an extension', async () => {
    const file = dataUrlToFile(mockImageDataUrl('city.png'), 'cover');
    expect(file.name).toBe('cover.png');
    expect(file.type).toBe('image/png');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
  it('names the file with a plain name (the server refuses a name that holds a path)', () => {
    expect(dataUrlToFile(mockImageDataUrl('city.png'), 'news/2026\\draft post').name).toBe('news-2026-draft-post.png');
    expect(dataUrlToFile(mockImageDataUrl('city.png'), '../..').name).toBe('image.png');
  });
  it('rejects anything else', () => {
    expect(() => dataUrlToFile('https://x/a.png', 'a')).toThrow('Not a data URL');
  });
});

describe('useAuthedImage (docs/panel.md#access)', () => {
  function setup(token: string | null) {
    const { store, api } = createMockStore({ session: token ? 'signedIn' : 'signedOut' });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    return { store, api, wrapper };
  }

  it('fetches an uploads image with the bearer token and shows it through an object URL, revoked on unmount', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mock/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { api, wrapper } = setup('yes');
    const { result, unmount } = renderHook(() => useAuthedImage('city.png', 'blogs'), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ src: 'blob:mock/1', status: 'loaded' }));
    const request = api.requests.find((r) => r.path === '/uploads/blogs/city.png');
    expect(request?.headers.authorization).toMatch(/^Bearer /);
    expect(create).toHaveBeenCalledTimes(1);
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:mock/1');
    create.mockRestore();
    revoke.mockRestore();
  });

  it('shows the placeholder without a token, without a request', () => {
    const { api, wrapper } = setup(null);
    const { result } = renderHook(() => useAuthedImage('city.png', 'blogs'), { wrapper });
    expect(result.current).toEqual({ src: PLACEHOLDER_IMAGE_URL, status: 'placeholder' });
    expect(api.requests).toHaveLength(0);
  });

  it('shows the placeholder when the fetch fails', async () => {
    const { wrapper } = setup('yes');
    const { result } = renderHook(() => useAuthedImage('missing.png', 'meta'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('placeholder'));
    expect(result.current.src).toBe(PLACEHOLDER_IMAGE_URL);
  });

  it('passes full and data URLs through without fetching', () => {
    const store = createStore();
    const fetch = vi.fn();
    store.set(fetchAtom, fetch);
    store.set(sessionTokenAtom, 't');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const { result } = renderHook(() => useAuthedImage('https://cdn.example.com/a.png'), { wrapper });
    expect(result.current).toEqual({ src: 'https://cdn.example.com/a.png', status: 'loaded' });
    act(() => {});
    expect(fetch).not.toHaveBeenCalled();
  });
});
