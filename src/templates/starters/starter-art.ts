/**
 * The starters' pictures: self-contained SVG (no external reference, nothing the sanitiser refuses),
 * stored in this server's files when the starters are first listed, so no starter depends on another host.
 */

/** A portrait placeholder for avatars: a person on a soft gradient. */
export const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f472b6"/></linearGradient></defs>
<rect width="200" height="200" fill="url(#bg)"/>
<circle cx="100" cy="80" r="38" fill="#7c2d12"/>
<circle cx="100" cy="86" r="32" fill="#fcd9b6"/>
<path d="M30 200 C34 150 64 128 100 128 C136 128 166 150 170 200 Z" fill="#1e3a8a"/>
</svg>`;

/** A product shot placeholder: a pair of headphones. */
export const PRODUCT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<defs><linearGradient id="cup" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<path d="M40 140 C40 70 80 36 120 36 C160 36 200 70 200 140" fill="none" stroke="#1e293b" stroke-width="14" stroke-linecap="round"/>
<rect x="24" y="124" width="48" height="84" rx="20" fill="url(#cup)"/>
<rect x="168" y="124" width="48" height="84" rx="20" fill="url(#cup)"/>
<rect x="36" y="140" width="10" height="52" rx="5" fill="#f97316"/>
<rect x="194" y="140" width="10" height="52" rx="5" fill="#f97316"/>
</svg>`;
