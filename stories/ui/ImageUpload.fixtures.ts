/** Deterministic images and files for the ImageUpload stories: everything is built in memory, nothing is fetched. */
const landscape = [
  "<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360' viewBox='0 0 640 360'>",
  "<rect width='640' height='360' fill='#bfdbfe'/>",
  "<circle cx='510' cy='90' r='42' fill='#fde68a'/>",
  "<path d='M0 300 L170 150 L310 270 L440 170 L640 320 V360 H0Z' fill='#1d4ed8'/>",
  '</svg>',
].join('');

/** A resolved image URL as a caller would pass it (here an inline SVG, so screenshots never wait on a network). */
export const SAMPLE_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(landscape)}`;

// A 2×2 opaque PNG, base64.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNk+M/AwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** 6 MB of zeros labelled as a PNG: over the 5 MB limit. */
export const bigImageFile = () => new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });

export const textFile = () => new File(['just some notes'], 'notes.txt', { type: 'text/plain' });

/** Text named like a PNG: the browser cannot decode it. */
export const fakePngFile = () => new File(['just some notes'], 'fake.png', { type: 'image/png' });

/** An SVG: an image to the browser, but not a type the server stores. */
export const svgFile = () =>
  new File([decodeURIComponent(SAMPLE_IMAGE_URL.slice('data:image/svg+xml,'.length))], 'drawing.svg', {
    type: 'image/svg+xml',
  });

/** A 1×1 BMP labelled as a PNG: the browser decodes it, the server (which reads the bytes) refuses it. */
export function bmpAsPngFile(name = 'photo.png'): File {
  const base64 = 'Qk06AAAAAAAAADYAAAAoAAAAAQAAAAEAAAABABgAAAAAAAQAAAATCwAAEwsAAAAAAAAAAAAAAAD/AA==';
  return new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
}

/** Fires a synthetic drag event carrying `files`, as the browser does during a real drag from the desktop. */
export function dragFiles(target: Element, type: 'dragenter' | 'dragover' | 'drop', files: File[]) {
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}
