// A deterministic inline picture for stories: no network, same pixels every run.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
<rect width="320" height="180" fill="#1e3a8a"/>
<circle cx="80" cy="140" r="90" fill="#2563eb"/>
<circle cx="260" cy="40" r="70" fill="#16a34a"/>
<rect x="140" y="70" width="90" height="90" rx="12" fill="#7c3aed"/>
</svg>`;

export const sampleImage = `data:image/svg+xml,${encodeURIComponent(svg)}`;
